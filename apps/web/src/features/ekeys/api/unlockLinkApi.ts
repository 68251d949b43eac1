// The PUBLIC calls of the unlock-by-link page: what a link opens, and unlocking with it. Kept apart from the
// console calls so the public page's chunk stays small (no antd, no TanStack Query).
import type { z } from 'zod';
import type { unlockLinkInfoResponseSchema } from '@lockconsole/shared/ekey/unlock-link-info';
import type { Operation } from '@lockconsole/shared/operation/operation';
import { apiGet, apiPost } from '../../../lib/api/client';

export type UnlockLinkInfo = z.infer<typeof unlockLinkInfoResponseSchema>;

export const getUnlockLinkInfo = (token: string) =>
  apiGet<UnlockLinkInfo>('/key/unlockLinkInfo', { token }, { silent: true, allowLogout: false });
export const unlockByLink = (token: string) =>
  apiPost<Operation>('/key/unlockByLink', { token }, { silent: true, allowLogout: false });
