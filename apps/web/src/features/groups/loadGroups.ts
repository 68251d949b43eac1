// Loads the group list into the session state (guard step 6) and changes the current group.
import { appState } from '../../lib/session/appState';
import { sessionStore } from '../../lib/session/storage';
import { listKeyGroup } from './api/listKeyGroup';

export async function loadGroups(): Promise<void> {
  const { list } = await listKeyGroup();
  appState.set({ groups: list });
}

export function selectGroup(groupId: number): void {
  sessionStore.setGroupId(groupId);
  appState.set({ currentGroupId: groupId });
}
