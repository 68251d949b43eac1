// When a change to a key must also reach the lock (modules/ekey-revocations): which period changes leave every
// credential already handed out within the key's new rights (nothing to take back), and the call the ekeys
// services need (TakeBack) to take keys back after freezing, deleting, replacing or narrowing them.
import type { EkeyRevocation } from '../ekey-revocations/ekey-revocation';
import { VALIDITY_TYPE } from '@lockconsole/shared/ekey/ekey';

type Period = { validityType: number; startDate: number; endDate: number };

/** True when the new period contains the old one: the old credentials open nothing the key may not. */
export function periodWidens(old: Period, next: Period): boolean {
  if (next.validityType === VALIDITY_TYPE.permanent) return true;
  if (old.validityType !== VALIDITY_TYPE.limited || next.validityType !== VALIDITY_TYPE.limited) return false;
  return next.startDate <= old.startDate && next.endDate >= old.endDate;
}

/** The credentials of these keys handed out so far stop opening their locks (as soon as a gateway reaches them). */
export type TakeBack = Pick<EkeyRevocation, 'revoke'>;

/** What phones carry to locks without a gateway, and the receipts they bring back (the phone's sync). */
export type PhoneCarry = Pick<EkeyRevocation, 'carried' | 'acceptReceipts'>;
