// Lock group endpoints (docs/locks.md): create, rename, delete, move locks (groupId 0 = not grouped).
import type { z } from 'zod';
import type { addGroupResponseSchema } from '@lockconsole/shared/group/add';
import { apiPost } from '../../../lib/api/client';

const quiet = { silent: true } as const;

export const addGroup = (groupName: string) =>
  apiPost<z.infer<typeof addGroupResponseSchema>>('/group/add', { groupName }, quiet);
export const renameGroup = (groupId: number, groupName: string) =>
  apiPost<null>('/group/rename', { groupId, groupName }, quiet);
export const deleteGroup = (groupId: number) => apiPost<null>('/group/delete', { groupId }, quiet);
/** Moves locks into a group; the list travels as a JSON string (spec §7). */
export const setGroupLocks = (groupId: number, lockIdList: number[]) =>
  apiPost<null>('/group/setLocks', { groupId, lockIdList }, { silent: false });
