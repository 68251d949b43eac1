// Authorized admin rows → the API shape (packages/shared/src/auth-admin/auth-admin.ts).
import type { AuthAdmin } from '@lockconsole/shared/auth-admin/auth-admin';
import { accountName } from '../lock-users/lock-user.presenter';
import type { AdminLockRow, AuthAdminRow } from './auth-admins.repo';

export const presentAuthAdmin = (r: AuthAdminRow, locks: AdminLockRow[]): AuthAdmin => ({
  uid: r.uid,
  username: accountName(r),
  nickname: r.nickname,
  lockCount: locks.length,
  locks: locks.map((l) => ({ lockId: l.lockId, lockAlias: l.lockAlias, keyId: l.keyId })),
});
