// Authorized admin endpoints (issue 6 contract): list the owner's admins, authorize an account over a selection
// of locks (per-lock results), revoke per lock or all; plus the owned locks an admin can be added to.
import type { z } from 'zod';
import type { AuthAdminPage, ListAuthAdminRequest } from '@lockconsole/shared/auth-admin/list';
import type { CreateAuthAdminRequest, createAuthAdminResponseSchema } from '@lockconsole/shared/auth-admin/create';
import type { revokeAuthAdminResponseSchema } from '@lockconsole/shared/auth-admin/revoke';
import type { LockPage } from '@lockconsole/shared/lock/lock';
import { LOCK_LIST_QUERY } from '@lockconsole/shared/lock/list';
import { apiGet, apiPost } from '../../../lib/api/client';

const quiet = { silent: true } as const;

export const listAuthAdmins = (req: ListAuthAdminRequest) => apiGet<AuthAdminPage>('/auth/list', req, quiet);
/** Failures come back to the form (the unregistered receiver is a question, not an error toast). */
export const createAuthAdmin = (req: CreateAuthAdminRequest) =>
  apiPost<z.infer<typeof createAuthAdminResponseSchema>>('/auth/create', req, quiet);
/** lockIds absent: revoke on all the caller's locks. */
export const revokeAuthAdmin = (uid: number, lockIds?: number[]) =>
  apiPost<z.infer<typeof revokeAuthAdminResponseSchema>>('/auth/revoke', { uid, lockIds }, quiet);
/** The caller's owned locks (lock list query type "add authorized admin"). */
export const listOwnedLocks = () =>
  apiGet<LockPage>(
    '/lock/list',
    { groupId: -1, pageNo: 1, pageSize: 1000, queryType: LOCK_LIST_QUERY.addAuthAdmin },
    quiet,
  );
