// Lock group endpoints (/group/*). Thin: schema, auth, one service call. The list is /user/listKeyGroup.
import { addGroupRequestSchema, addGroupResponseSchema } from '@lockconsole/shared/group/add';
import { deleteGroupRequestSchema, deleteGroupResponseSchema } from '@lockconsole/shared/group/delete';
import { renameGroupRequestSchema, renameGroupResponseSchema } from '@lockconsole/shared/group/rename';
import { setGroupLocksRequestSchema, setGroupLocksResponseSchema } from '@lockconsole/shared/group/set-locks';
import { defineRoute } from '../../http/route';
import type { GroupsService } from './groups.service';

const tag = 'group';

export const groupRoutes = (s: GroupsService) => [
  defineRoute({
    method: 'POST',
    path: '/group/add',
    auth: 'user',
    tag,
    summary: 'Create a lock group',
    request: addGroupRequestSchema,
    response: addGroupResponseSchema,
    handler: (input, ctx) => s.add(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/group/rename',
    auth: 'user',
    tag,
    summary: 'Rename one of the caller’s lock groups',
    request: renameGroupRequestSchema,
    response: renameGroupResponseSchema,
    handler: (input, ctx) => s.rename(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/group/delete',
    auth: 'user',
    tag,
    summary: 'Delete a lock group; its locks become "not grouped"',
    request: deleteGroupRequestSchema,
    response: deleteGroupResponseSchema,
    handler: (input, ctx) => s.delete(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/group/setLocks',
    auth: { lock: 'own' },
    tag,
    summary: 'Move the caller’s locks into a group (0 = not grouped)',
    request: setGroupLocksRequestSchema,
    response: setGroupLocksResponseSchema,
    handler: (input, ctx) => s.setLocks(ctx, input),
  }),
];
