// POST /lock/rename — the lock's name in the console (server only; the lock does not store it).
import { z } from 'zod';
import { lockAliasParam, lockIdParam } from './lock';

export const renameLockRequestSchema = z.object({ lockId: lockIdParam(), lockAlias: lockAliasParam() });
export const renameLockResponseSchema = z.null();
