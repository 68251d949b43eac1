// The receiver of a sent ekey is told (ekey-notice.ts) through the outbox: an e-mail to a registered e-mail account
// in the sender's language naming sender, lock and validity in the lock's time; an SMS to an unregistered mobile
// telling it to register at the public URL; one message for a batch or an /auth/create over several locks; a
// re-send tells again; refused sends and making a holder admin tell nothing; a failing SMS provider does not fail
// the send.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EkeyBatchResult } from '@lockconsole/shared/ekey/ekey';
import { createTestApp, type TestApp } from '../../test/harness';
import { account, ekeyLock, keyRow, sendKey, type Account } from './ekeys.test-kit';

const H = 3_600_000;
const DAY = 24 * H;

let t: TestApp;
let owner: Account;
let now: number;

beforeAll(async () => {
  t = await createTestApp({
    start: new Date('2026-07-01T10:00:00Z'),
    env: { PUBLIC_URL: 'https://locks.example.com/' },
  });
  owner = await account(t, 'Olivia');
  now = t.clock.now().getTime();
});
afterAll(async () => {
  await t?.close();
});

const to = async (recipient: string) => (await t.outbox()).filter((m) => m.recipient === recipient);

describe('telling the receiver of an ekey', () => {
  it('mails a registered e-mail receiver in the sender’s language: sender, lock, validity in the lock’s time', async () => {
    const lock = await ekeyLock(t, owner, { alias: 'Haustür', tzMinutes: 120 });
    const guest = await account(t, 'Gast');
    const params = { validityType: 2, startDate: now + 2 * H, endDate: now + 5 * H };
    const r = await t.post(
      '/key/send',
      { lockId: lock.id, receiverUsername: guest.email, keyName: 'Gast', ...params },
      { token: owner.token, lang: 'de' },
    );
    expect(r.body.errorCode, r.body.errorMsg).toBe(0);
    const [mail, ...more] = await to(guest.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      channel: 'email',
      subject: 'Olivia hat Ihnen einen E-Schlüssel für Haustür gesendet',
    });
    // 12:00–15:00 UTC is 14:00–17:00 at the lock (UTC+2).
    expect(mail!.body).toContain(
      'Gültig: vom 2026-07-01 14:00 bis 2026-07-01 17:00 (Ortszeit des Schlosses, UTC+02:00)',
    );
    expect(mail!.body).toContain('Öffnen Sie die');
    expect(mail!.body).not.toContain('registrieren');

    // Replacing the key tells again; a refused send (period in the past) tells nothing.
    await sendKey(t, owner, lock.id, guest.email);
    const bad = await t.post(
      '/key/send',
      {
        lockId: lock.id,
        receiverUsername: guest.email,
        keyName: 'x',
        validityType: 2,
        startDate: now - 3 * DAY,
        endDate: now - 2 * DAY,
      },
      { token: owner.token },
    );
    expect(bad.body.errorCode).not.toBe(0);
    const mails = await to(guest.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.body).toContain('Valid: permanent');
  });

  it('texts an unregistered mobile receiver to register with that number at the public URL', async () => {
    const lock = await ekeyLock(t, owner, { alias: 'Garage' });
    const r = await t.post(
      '/key/send',
      {
        lockId: lock.id,
        receiverUsername: '0412 345 678',
        countryCode: '+61',
        keyName: 'Phone',
        validityType: 3,
        startDate: now + H,
        createUser: 1,
      },
      { token: owner.token },
    );
    expect(r.body.errorCode, r.body.errorMsg).toBe(0);
    const [sms, ...more] = await to('+61412345678');
    expect(more).toEqual([]);
    expect(sms).toMatchObject({ channel: 'sms', subject: '' });
    expect(sms!.body).toContain('Olivia sent you an ekey for Garage.');
    expect(sms!.body).toContain('once, within an hour of 2026-07-01 11:00');
    expect(sms!.body).toContain('register with +61 412345678 at https://locks.example.com/regist');
    // Not registered, not refused: nothing for a receiver the sender did not allow to wait (−4064).
    const refused = await t.post(
      '/key/send',
      { lockId: lock.id, receiverUsername: 'nobody@example.com', keyName: 'x', validityType: 1 },
      { token: owner.token },
    );
    expect(refused.body.errorCode).not.toBe(0);
    expect(await to('nobody@example.com')).toEqual([]);
  });

  it('sends one message listing the locks of a batch (refused locks left out)', async () => {
    const [l1, l2] = [
      await ekeyLock(t, owner, { alias: 'North' }),
      await ekeyLock(t, owner, { alias: 'South', tzMinutes: -210 }),
    ];
    const foreign = await ekeyLock(t, await account(t), { alias: 'Elsewhere' });
    const guest = await account(t);
    const r = await t.post<{ results: EkeyBatchResult[] }>(
      '/key/sendBatch',
      {
        lockIds: JSON.stringify([l1.id, l2.id, foreign.id]),
        receiverUsername: guest.email,
        keyName: 'Weekdays',
        validityType: 4,
        endDate: now + 30 * DAY,
        cycleDays: JSON.stringify([2, 3, 4, 5, 6]),
        cycleStartMinute: 480,
        cycleEndMinute: 1080,
      },
      { token: owner.token },
    );
    expect(r.body.data.results.map((x) => x.errorCode)).toEqual([0, 0, -2018]);
    const [mail, ...more] = await to(guest.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Olivia sent you ekeys for several locks');
    expect(mail!.body).toContain('• North: Mon, Tue, Wed, Thu, Fri, 08:00–18:00, from 2026-07-01 10:00');
    expect(mail!.body).toContain('• South: Mon, Tue, Wed, Thu, Fri, 08:00–18:00, from 2026-07-01 06:30');
    // Each lock's own offset, written like the console writes it (U+2212 minus).
    expect(mail!.body).toContain("31 10:00 (the lock's local time, UTC+00:00)");
    expect(mail!.body).toContain("31 06:30 (the lock's local time, UTC−03:30)");
    expect(mail!.body).not.toContain('Elsewhere');
  });

  it('/auth/create tells a new admin once for all locks; making a key holder admin tells nothing', async () => {
    const [l1, l2] = [await ekeyLock(t, owner, { alias: 'Office' }), await ekeyLock(t, owner, { alias: 'Store' })];
    const fresh = await account(t, 'Fresh');
    const r = await t.post<{ results: EkeyBatchResult[] }>(
      '/auth/create',
      { receiverUsername: fresh.email, lockIds: JSON.stringify([l1.id, l2.id]) },
      { token: owner.token },
    );
    expect(r.body.data.results.map((x) => x.errorCode)).toEqual([0, 0]);
    const [mail, ...more] = await to(fresh.email);
    expect(more).toEqual([]);
    expect(mail!.body).toMatch(/• Office: permanent\n• Store: permanent/);

    const holder = await account(t);
    await sendKey(t, owner, l1.id, holder.email);
    expect(await to(holder.email)).toHaveLength(1);
    const again = await t.post<{ results: EkeyBatchResult[] }>(
      '/auth/create',
      { receiverUsername: holder.email, lockIds: JSON.stringify([l1.id]) },
      { token: owner.token },
    );
    expect(again.body.data.results[0]!.errorCode).toBe(0);
    expect(await to(holder.email)).toHaveLength(1);
  });
});

describe('a failing messenger', () => {
  let f: TestApp;
  beforeAll(async () => {
    // fetch refuses the discard port (a "bad port"): every SMS delivery fails, whatever listens on the machine.
    f = await createTestApp({ env: { SMS_URL: 'http://127.0.0.1:9/' } });
  });
  afterAll(async () => {
    await f?.close();
  });

  it('does not fail the send: the key is stored', async () => {
    const o = await account(f, 'Owner');
    const lock = await ekeyLock(f, o);
    const r = await f.post<{ keyId: number }>(
      '/key/send',
      {
        lockId: lock.id,
        receiverUsername: '0412 999 888',
        countryCode: '+61',
        keyName: 'K',
        validityType: 1,
        createUser: 1,
      },
      { token: o.token },
    );
    expect(r.body.errorCode, r.body.errorMsg).toBe(0);
    expect(await keyRow(f, r.body.data.keyId)).toMatchObject({ keyStatus: '110402', pendingReceiver: '+61 412999888' });
  });
});
