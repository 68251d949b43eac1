// POST /group/delete — deletes one of the caller's groups; its locks become "not grouped".
import { z } from 'zod';
import { groupIdParam } from './group';

export const deleteGroupRequestSchema = z.object({ groupId: groupIdParam() });
export const deleteGroupResponseSchema = z.null();
