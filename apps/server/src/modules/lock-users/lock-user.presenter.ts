// Lock user rows → the API shape (packages/shared/src/lock-user/lock-user.ts).
import type { KeyUser } from '@lockconsole/shared/lock-user/lock-user';
import type { KeyUserRow } from './lock-users.repo';

/** The account as the ekey item names it (ekey.presenter.ts): the e-mail, else the mobile ("+61 412345678"). */
export const accountName = (u: { email: string | null; mobile: string | null }) => u.email ?? u.mobile ?? '';

export const presentKeyUser = (r: KeyUserRow): KeyUser => ({
  uid: r.uid,
  username: accountName(r),
  nickname: r.nickname,
  keyCount: r.keyCount,
  lockCount: r.lockCount,
  frozenCount: r.frozenCount,
  lastSendDate: r.lastSend ? new Date(r.lastSend).getTime() : 0,
});
