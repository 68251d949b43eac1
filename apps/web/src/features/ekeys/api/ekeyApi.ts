// The /key/* and /lock/listKey calls of the ekey pages (docs: /tmp contract of issue #6), one function per
// endpoint, typed by the shared endpoint schemas. All silent: the pages show problems where they happen.
import type { z } from 'zod';
import type { listLockKeyRequestSchema, EkeyPage } from '@lockconsole/shared/ekey/list-key';
import type { SendKeyRequest, sendKeyResponseSchema } from '@lockconsole/shared/ekey/send';
import type { SendKeyBatchRequest, sendKeyBatchResponseSchema } from '@lockconsole/shared/ekey/send-batch';
import type { ChangeKeyPeriodRequest } from '@lockconsole/shared/ekey/change-period';
import type { UpdateKeyRequest } from '@lockconsole/shared/ekey/update';
import type { deleteKeyRequestSchema } from '@lockconsole/shared/ekey/delete';
import type { getUnlockLinkResponseSchema } from '@lockconsole/shared/ekey/get-unlock-link';
import { apiGet, apiPost } from '../../../lib/api/client';

export type ListLockKeyRequest = z.input<typeof listLockKeyRequestSchema>;
export type SendKeyBatchResponse = z.infer<typeof sendKeyBatchResponseSchema>;
export type UnlockLink = z.infer<typeof getUnlockLinkResponseSchema>;

const quiet = { silent: true } as const;

export const listLockKeys = (req: ListLockKeyRequest) => apiGet<EkeyPage>('/lock/listKey', req, quiet);
export const sendKey = (req: SendKeyRequest) => apiPost<z.infer<typeof sendKeyResponseSchema>>('/key/send', req, quiet);
export const sendKeyBatch = (req: SendKeyBatchRequest) => apiPost<SendKeyBatchResponse>('/key/sendBatch', req, quiet);
export const freezeKey = (keyId: number) => apiPost<null>('/key/freeze', { keyId }, quiet);
export const unfreezeKey = (keyId: number) => apiPost<null>('/key/unfreeze', { keyId }, quiet);
export const deleteKey = (req: z.input<typeof deleteKeyRequestSchema>) => apiPost<null>('/key/delete', req, quiet);
export const changeKeyPeriod = (req: ChangeKeyPeriodRequest) => apiPost<null>('/key/changePeriod', req, quiet);
export const updateKey = (req: UpdateKeyRequest) => apiPost<null>('/key/update', req, quiet);
export const authorizeKey = (keyId: number) => apiPost<null>('/key/authorize', { keyId }, quiet);
export const unauthorizeKey = (keyId: number) => apiPost<null>('/key/unauthorize', { keyId }, quiet);
export const getUnlockLink = (keyId: number) => apiPost<UnlockLink>('/key/getUnlockLink', { keyId }, quiet);
