// The guard's group load shares an early request (app/guard/earlyStart.ts): an early answer is used once, an early
// failure (no session yet) is asked again with the usual handling, and early calls never log out.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: { allowLogout?: boolean }[] = [];
let answers: (() => Promise<{ list: { groupId: number; groupName: string; lockCount: number }[] }>)[] = [];
vi.mock('./api/listKeyGroup', () => ({
  listKeyGroup: (o: { allowLogout?: boolean }) => {
    calls.push(o);
    return answers.shift()!();
  },
}));

const { loadGroups } = await import('./loadGroups');
const { appState } = await import('../../lib/session/appState');
const groups = [{ groupId: 1, groupName: 'Front doors', lockCount: 2 }];

beforeEach(() => {
  calls.length = 0;
  appState.set({ groups: null });
});

describe('loadGroups', () => {
  it('the guard takes the early answer under way instead of asking again', async () => {
    answers = [() => Promise.resolve({ list: groups })];
    const early = loadGroups({ early: true });
    await loadGroups();
    await early;
    expect(calls).toEqual([{ allowLogout: false }]);
    expect(appState.get().groups).toEqual(groups);
  });

  it('an early failure is asked again by the guard, which may then log out', async () => {
    answers = [() => Promise.reject(new Error('not signed in')), () => Promise.resolve({ list: groups })];
    const early = loadGroups({ early: true }).catch(() => 'failed');
    await loadGroups();
    expect(await early).toBe('failed');
    expect(calls).toEqual([{ allowLogout: false }, { allowLogout: true }]);
    expect(appState.get().groups).toEqual(groups);
  });
});
