// GET /lock/listForTransfer — locks the caller may transfer: the ones they own.
import { lockListRequestBase, lockPageSchema } from './lock';

export const listLockForTransferRequestSchema = lockListRequestBase;
export const listLockForTransferResponseSchema = lockPageSchema;
