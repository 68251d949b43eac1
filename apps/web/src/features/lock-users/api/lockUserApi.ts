// Lock user endpoints (docs: ekey contract of issue 6): the accounts holding keys on the caller's managed locks,
// their keys, keys soon to expire, and delete / freeze / unfreeze a user's keys at once.
import type { z } from 'zod';
import type { KeyUserPage, ListKeyUserRequest } from '@lockconsole/shared/lock-user/list-key-user';
import type {
  ListExpireUserRequest,
  listExpireUserResponseSchema,
} from '@lockconsole/shared/lock-user/list-expire-user';
import type {
  listLockUserKeyRequestSchema,
  listLockUserKeyResponseSchema,
} from '@lockconsole/shared/lock-user/list-key';
import type { deleteLockUserResponseSchema } from '@lockconsole/shared/lock-user/delete';
import type { freezeLockUserResponseSchema } from '@lockconsole/shared/lock-user/freeze';
import type { unfreezeLockUserResponseSchema } from '@lockconsole/shared/lock-user/unfreeze';
import { apiGet, apiPost } from '../../../lib/api/client';

const quiet = { silent: true } as const;

export const listKeyUsers = (req: ListKeyUserRequest) => apiGet<KeyUserPage>('/user/listKeyUser', req, quiet);
export const listExpireKeys = (req: ListExpireUserRequest) =>
  apiGet<z.infer<typeof listExpireUserResponseSchema>>('/user/listExpireUser', req, quiet);
export const listUserKeys = (req: z.input<typeof listLockUserKeyRequestSchema>) =>
  apiGet<z.infer<typeof listLockUserKeyResponseSchema>>('/lockUser/listKey', req, quiet);
export const deleteLockUser = (uid: number) =>
  apiPost<z.infer<typeof deleteLockUserResponseSchema>>('/lockUser/delete', { uid }, quiet);
export const freezeLockUser = (uid: number) =>
  apiPost<z.infer<typeof freezeLockUserResponseSchema>>('/lockUser/freeze', { uid }, quiet);
export const unfreezeLockUser = (uid: number) =>
  apiPost<z.infer<typeof unfreezeLockUserResponseSchema>>('/lockUser/unfreeze', { uid }, quiet);
