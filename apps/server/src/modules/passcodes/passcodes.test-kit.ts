// Test builders for passcode tests: a lock with a real secret, offset and passcode version, and the lock-side
// state lockcore's verifyPasscode reads. Tests only.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { encodeLockSecret } from '@lockconsole/lockcore/secret';
import { newOfflineLockState } from '@lockconsole/lockcore/passcode/offline-lock-state';
import type { Db } from '../../db/client';
import { locks } from '../../db/schema/devices';
import { makeLock } from '../locks/locks.test-kit';

export async function makePasscodeLock(
  db: Db,
  userId: number,
  o: { tzOffsetMinutes?: number; version?: number; secret?: string } = {},
) {
  const lock = await makeLock(db, userId);
  const secret = o.secret ?? encodeLockSecret(crypto.randomBytes(32));
  const tz = o.tzOffsetMinutes ?? 0;
  await db
    .update(locks)
    .set({ lockSecret: secret, timezoneRawOffset: tz * 60_000, keyboardPwdVersion: o.version ?? 4 })
    .where(eq(locks.id, lock.id));
  return {
    id: lock.id,
    secret,
    tz,
    state: (minLength = 6) => newOfflineLockState({ secret, tzOffsetMinutes: tz, minLength }),
  };
}
