// The lock's passcode version (spec §3: not allowed 0, v2 2, v3 3, v4 4) as GET /lock/detail reports it.
import type { LockDetail } from '@lockconsole/shared/lock/detail';

export function passcodeVersionOf(lock: Pick<LockDetail, 'keyboardPwdVersion'>): number {
  return lock.keyboardPwdVersion;
}
