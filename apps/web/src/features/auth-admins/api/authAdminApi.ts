// Authorized admin endpoints (issue 6 contract): list the owner's admins, authorize an account over a selection
// of locks (per-lock results), revoke per lock or all. The owned locks to choose from: lib/locks.
import type { z } from 'zod';
import type { AuthAdminPage, ListAuthAdminRequest } from '@lockconsole/shared/auth-admin/list';
import type { CreateAuthAdminRequest, createAuthAdminResponseSchema } from '@lockconsole/shared/auth-admin/create';
import type { revokeAuthAdminResponseSchema } from '@lockconsole/shared/auth-admin/revoke';
import { apiGet, apiPost } from '../../../lib/api/client';

const quiet = { silent: true } as const;

export const listAuthAdmins = (req: ListAuthAdminRequest) => apiGet<AuthAdminPage>('/auth/list', req, quiet);
/** Failures come back to the form (the unregistered receiver is a question, not an error toast). */
export const createAuthAdmin = (req: CreateAuthAdminRequest) =>
  apiPost<z.infer<typeof createAuthAdminResponseSchema>>('/auth/create', req, quiet);
/** lockIds absent: revoke on all the caller's locks. */
export const revokeAuthAdmin = (uid: number, lockIds?: number[]) =>
  apiPost<z.infer<typeof revokeAuthAdminResponseSchema>>('/auth/revoke', { uid, lockIds }, quiet);
