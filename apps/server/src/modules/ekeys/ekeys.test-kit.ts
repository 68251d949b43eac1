// Test builders for ekey tests: an owner with a lock (real secret, chosen offset), other signed-in accounts, and
// a send helper through the API. Tests only.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { encodeLockSecret } from '@lockconsole/lockcore/secret';
import type { EkeyItem } from '@lockconsole/shared/ekey/ekey';
import { ekeys, locks } from '../../db/schema/devices';
import type { TestApp } from '../../test/harness';
import { createUserWithSession } from '../../test/factories';
import { makeLock } from '../locks/locks.test-kit';

export type Account = { userId: number; token: string; email: string };

export const account = (t: TestApp, nickname?: string): Promise<Account> =>
  createUserWithSession(t.db, t.services.sessions, nickname ? { nickname } : {});

/** A lock of `owner` with a usable secret, at `tzMinutes` from UTC. */
export async function ekeyLock(
  t: TestApp,
  owner: Account,
  o: { tzMinutes?: number; alias?: string; gatewayId?: number } = {},
) {
  const lock = await makeLock(t.db, owner.userId, { alias: o.alias, gatewayId: o.gatewayId });
  const secret = encodeLockSecret(crypto.randomBytes(32));
  await t.db
    .update(locks)
    .set({ lockSecret: secret, timezoneRawOffset: (o.tzMinutes ?? 0) * 60_000 })
    .where(eq(locks.id, lock.id));
  return { ...lock, lockSecret: secret };
}

/** Sends a key through /key/send and expects success; returns the keyId. */
export async function sendKey(
  t: TestApp,
  from: Account,
  lockId: number,
  to: string,
  o: Record<string, string | number> = {},
): Promise<number> {
  const r = await t.post<{ keyId: number }>(
    '/key/send',
    { lockId, receiverUsername: to, keyName: 'Guest', validityType: 1, ...o },
    { token: from.token },
  );
  expect(r.body.errorCode, r.body.errorMsg).toBe(0);
  return r.body.data.keyId;
}

/** The lock's keys as the owner (or a manager) lists them. */
export async function lockKeys(t: TestApp, by: Account, lockId: number, extra: Record<string, string> = {}) {
  const r = await t.get<{ list: EkeyItem[]; total: number }>(
    '/lock/listKey',
    { lockId, ...extra },
    { token: by.token },
  );
  expect(r.body.errorCode, r.body.errorMsg).toBe(0);
  return r.body.data.list;
}

export const keyRow = async (t: TestApp, keyId: number) =>
  (await t.db.select().from(ekeys).where(eq(ekeys.id, keyId)))[0]!;
