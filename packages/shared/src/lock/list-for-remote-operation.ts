// GET /lock/listForRemoteOperation — locks the caller may unlock remotely now (role allows, remote unlock on).
import { lockListRequestBase, lockPageSchema } from './lock';

export const listLockForRemoteOperationRequestSchema = lockListRequestBase;
export const listLockForRemoteOperationResponseSchema = lockPageSchema;
