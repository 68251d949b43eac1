// POST /group/add — a new lock group of the caller (names unique per user).
import { z } from 'zod';
import { groupNameParam } from './group';

export const addGroupRequestSchema = z.object({ groupName: groupNameParam() });
export const addGroupResponseSchema = z.object({ groupId: z.number().int() });
