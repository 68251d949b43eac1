// A key holder deletes their account (/user/unregister): the ekeys they held on other owners' locks are deleted at
// once — gone from the owners' lists, no credential at any later sync — and armed to be taken back on each lock
// (the device tests show an armed revocation reaching the lock). Other holders' keys stay as they were.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_STATUS } from '@lockconsole/shared/ekey/ekey';
import { ekeyRevocations } from '../../db/schema/ekey-revocations';
import { operations } from '../../db/schema/devices';
import { createTestApp, type TestApp } from '../../test/harness';
import { lastCode, PASSWORD, sendCode, signUp } from '../accounts/accounts.test-kit';
import { account, ekeyLock, keyRow, lockKeys, sendKey, type Account } from './ekeys.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await t?.close();
});

const armed = async (lockId: number, keyId: number) =>
  (
    await t.db
      .select()
      .from(ekeyRevocations)
      .where(and(eq(ekeyRevocations.lockId, lockId), eq(ekeyRevocations.keyId, keyId)))
  )[0];

describe('a key holder deletes their account', () => {
  it('their keys leave every lock list and are armed to be taken back; other keys stay', async () => {
    const olivia: Account = await account(t, 'Olivia');
    const paul: Account = await account(t, 'Paul');
    const stay: Account = await account(t, 'Stays');
    const lockA = await ekeyLock(t, olivia, { alias: 'Front door' });
    const lockB = await ekeyLock(t, paul, { alias: 'Garage' });
    const headers = { 'x-forwarded-for': '198.18.7.1' };
    const leaver = await signUp(t, 'leaving-holder@example.com', { headers });

    const onA = await sendKey(t, olivia, lockA.id, leaver.account);
    const onB = await sendKey(t, paul, lockB.id, leaver.account, {
      validityType: 2,
      startDate: t.clock.now().getTime(),
      endDate: t.clock.now().getTime() + 86_400_000,
    });
    const staying = await sendKey(t, olivia, lockA.id, stay.email);

    await sendCode(t, { type: 10 }, { token: leaver.token, headers });
    const code = await lastCode(t, leaver.account);
    const r = await t.post('/user/unregister', { password: PASSWORD, validationCode: code }, { token: leaver.token });
    expect(r.body.errorCode, r.body.errorMsg).toBe(0);

    expect((await lockKeys(t, olivia, lockA.id)).map((k) => k.keyId)).not.toContain(onA);
    expect((await lockKeys(t, paul, lockB.id)).map((k) => k.keyId)).not.toContain(onB);
    expect(await keyRow(t, onA)).toMatchObject({ keyStatus: KEY_STATUS.deleted });
    expect((await keyRow(t, onA)).deletedAt).not.toBeNull();
    // The lock must refuse the credentials the phone may still hold: permanent until forever, timed until its end.
    expect(await armed(lockA.id, onA)).toMatchObject({ until: 0, deliveredAt: null });
    expect(await armed(lockB.id, onB)).toMatchObject({ until: (await keyRow(t, onB)).endDate, deliveredAt: null });
    // No gateway near these locks: nothing was sent yet, and nothing is sent in the leaver's name.
    expect(await t.db.select().from(operations).where(eq(operations.userId, leaver.uid))).toEqual([]);

    expect(await keyRow(t, staying)).toMatchObject({ keyStatus: KEY_STATUS.normal, deletedAt: null });
    expect(await armed(lockA.id, staying)).toBeUndefined();
    expect((await lockKeys(t, olivia, lockA.id)).map((k) => k.keyId)).toContain(staying);
  });
});
