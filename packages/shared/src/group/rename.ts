// POST /group/rename — renames one of the caller's groups.
import { z } from 'zod';
import { groupIdParam, groupNameParam } from './group';

export const renameGroupRequestSchema = z.object({ groupId: groupIdParam(), groupName: groupNameParam() });
export const renameGroupResponseSchema = z.null();
