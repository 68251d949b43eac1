// /keyboardPwd/add, change, resync, share and delete without a device stack (no broker): the refusals before anything
// is sent (length for the site, too simple, duplicates, 250 per lock, time rules, old-app locks, the per-lock rate
// guard), pushes that cannot be sent ending "add failed" with the real cause, resync stopping after repeated
// failures, offline codes that can only be renamed, and sharing by e-mail and SMS through the outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PasscodeItem } from '@lockconsole/shared/passcode/passcode';
import type { PasscodePage } from '@lockconsole/shared/passcode/list-keyboard-pwd';
import { lockGateways } from '../../db/schema/devices';
import { passcodes } from '../../db/schema/passcodes';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUserWithSession, giveUnits } from '../../test/factories';
import { SERVICE_TYPE } from '@lockconsole/shared/commerce/commerce';
import { giveKey, makeGateway } from '../locks/locks.test-kit';
import { makePasscodeLock } from './passcodes.test-kit';

const H = 3_600_000;
const NOW = Date.parse('2026-07-01T10:00:00Z'); // 12:00 at the lock (UTC+2)
type User = { userId: number; token: string };
type Answer<T> = { status: number; body: { errorCode: number; errorMsg: string; data: T } };
type Fields = { errors: { field: string; message: string }[] };

let t: TestApp;
let owner: User;
let admin: User;

beforeAll(async () => {
  t = await createTestApp({ start: new Date(NOW) });
  owner = await createUserWithSession(t.db, t.services.sessions, { nickname: 'Olga' });
  admin = await createUserWithSession(t.db, t.services.sessions, { nickname: 'Adam' });
  for (const u of [owner, admin]) {
    await giveUnits(t.db, u.userId, SERVICE_TYPE.email, 20);
    await giveUnits(t.db, u.userId, SERVICE_TYPE.sms, 20);
  }
});
afterAll(async () => {
  await t?.close();
});

const ok = <T>(r: Answer<T>) => {
  expect(r.status).toBe(200);
  expect(r.body.errorCode, r.body.errorMsg).toBe(0);
  return r.body.data;
};
const fieldsOf = (r: Answer<unknown>) => {
  expect(r.body.errorCode).toBe(-3);
  return (r.body.data as Fields).errors;
};

async function newLock(o: { version?: number; gateway?: 'none' | 'offline' | 'online' } = {}) {
  const l = await makePasscodeLock(t.db, owner.userId, { tzOffsetMinutes: 120, version: o.version });
  if (o.gateway && o.gateway !== 'none') {
    const g = await makeGateway(t.db, owner.userId, { online: o.gateway === 'online' });
    await t.db.insert(lockGateways).values({ lockId: l.id, gatewayId: g.id, rssi: -60 });
  }
  await giveKey(t.db, l.id, admin.userId, { keyRight: 1 });
  const post = <T = PasscodeItem>(path: string, p: Record<string, string | number>, who: User = owner, lang = 'en') =>
    t.post<T>(path, { lockId: l.id, ...p }, { token: who.token, lang });
  const list = async () =>
    ok(await t.get<PasscodePage>('/lock/listKeyboardPwd', { lockId: l.id }, { token: owner.token })).list;
  return { ...l, post, list };
}

describe('POST /keyboardPwd/add: refused before anything is sent', () => {
  it('length from the site minimum, digits only, too simple codes', async () => {
    const l = await newLock();
    expect((await l.post('/keyboardPwd/add', { keyboardPwd: '58392' })).body).toMatchObject({
      errorCode: -3006,
      errorMsg: 'Please enter 6-9 digits the lock supports',
    });
    for (const bad of ['1234567890', '12a456', ''])
      expect(fieldsOf(await l.post('/keyboardPwd/add', { keyboardPwd: bad })).map((e) => e.field)).toContain(
        'keyboardPwd',
      );
    for (const simple of ['123456', '111111', '987654', '121212'])
      expect((await l.post('/keyboardPwd/add', { keyboardPwd: simple })).body).toMatchObject({
        errorCode: -2032,
        errorMsg: 'This passcode is too simple. Avoid repeated or consecutive digits',
      });
  });

  it('duplicates of a live custom or offline code of the lock (−3007); time rules as −3', async () => {
    const l = await newLock();
    ok(await l.post('/keyboardPwd/add', { keyboardPwd: '583920' }));
    const dup = await l.post('/keyboardPwd/add', { keyboardPwd: '583920' }, admin);
    expect(dup.body).toMatchObject({
      errorCode: -3007,
      errorMsg: 'This passcode already exists on the lock. Choose another one',
    });
    const offline = ok(await l.post('/keyboardPwd/get', { keyboardPwdType: 2 }));
    expect((await l.post('/keyboardPwd/add', { keyboardPwd: offline.keyboardPwd })).body.errorCode).toBe(-3007);
    // The same digits on another lock are fine.
    const other = await newLock();
    ok(await other.post('/keyboardPwd/add', { keyboardPwd: '583920' }));
    const backwards = fieldsOf(
      await l.post('/keyboardPwd/add', { keyboardPwd: '604719', startDate: NOW + 2 * H, endDate: NOW + H }),
    );
    expect(backwards).toEqual([{ field: 'endDate', message: 'The start time must be earlier than the end time' }]);
  });

  it('250 custom codes per lock (−3009)', async () => {
    const l = await newLock();
    const base = { lockId: l.id, keyboardPwdType: 6, keyboardPwdVersion: 4, startDate: new Date(NOW) };
    await t.db.insert(passcodes).values(
      Array.from({ length: 250 }, (_, i) => ({
        ...base,
        keyboardPwd: String(70000000 + i * 7),
        firstUseBy: new Date(0),
        length: 8,
        slot: 0,
        periodKey: `custom:fill${i}`,
        sendDate: new Date(NOW - 2 * H),
      })),
    );
    expect((await l.post('/keyboardPwd/add', { keyboardPwd: '604719' })).body).toMatchObject({
      errorCode: -3009,
      errorMsg: 'The lock cannot hold more custom passcodes (250). Delete some first',
    });
  });

  it('a lock added with an old app gets the spec §8 message on every passcode write', async () => {
    const l = await newLock({ version: 0 });
    const msg =
      'Lock added with an old app version: the passcode cannot be obtained or changed. Delete the lock and add it again.';
    for (const [path, p] of [
      ['/keyboardPwd/add', { keyboardPwd: '604719' }],
      ['/keyboardPwd/get', { keyboardPwdType: 2 }],
      ['/keyboardPwd/change', { keyboardPwdId: 1, newKeyboardPwd: '604719' }],
      ['/keyboardPwd/delete', { keyboardPwdId: 1 }],
      ['/keyboardPwd/resync', { keyboardPwdId: 1 }],
      ['/keyboardPwd/rename', { keyboardPwdId: 1, keyboardPwdName: 'x' }],
    ] as const) {
      expect((await l.post(path, p)).body, path).toMatchObject({ errorCode: 10801, errorMsg: msg });
    }
  });

  it('rate guard: 10 passcodes per lock per minute, offline and custom together (10802)', async () => {
    const l = await newLock();
    for (let i = 0; i < 5; i++)
      ok(await l.post('/keyboardPwd/get', { keyboardPwdType: 1, keyboardPwdLength: 7 + (i % 3) }));
    for (let i = 0; i < 5; i++) ok(await l.post('/keyboardPwd/add', { keyboardPwd: String(6047190 + i * 13) }));
    const msg = 'Too many passcodes for this lock in a minute. Try again in a minute';
    expect((await l.post('/keyboardPwd/add', { keyboardPwd: '8039175' })).body).toMatchObject({
      errorCode: 10802,
      errorMsg: msg,
    });
    expect((await l.post('/keyboardPwd/get', { keyboardPwdType: 2 })).body).toMatchObject({ errorCode: 10802 });
    // Another lock is not limited by this one.
    ok(await (await newLock()).post('/keyboardPwd/add', { keyboardPwd: '8039175' }));
    t.clock.advance(61_000);
    ok(await l.post('/keyboardPwd/add', { keyboardPwd: '8039175' }));
  });
});

describe('pushes that cannot be sent: add failed with the cause, resync, delete', () => {
  it('no gateway (−2012), gateway offline (−3002), no broker (10605): add failed, shown in the list', async () => {
    const cases = [
      ['none', -2012, 'No gateway near the lock'],
      ['offline', -3002, 'gateway'],
      ['online', 10605, ''],
    ] as const;
    for (const [gateway, code, text] of cases) {
      const l = await newLock({ gateway });
      const p = ok(await l.post('/keyboardPwd/add', { keyboardPwd: '604719', keyboardPwdName: 'Nanny' }));
      expect(p, gateway).toMatchObject({
        keyboardPwdType: 6,
        keyboardPwdStatus: '110507',
        failureCode: code,
        canResync: true,
        syncFailures: 1,
        operationId: null,
        keyboardPwdName: 'Nanny',
        firstUseBy: 0,
        endDate: 0,
      });
      expect(p.failureReason).toContain(text);
      expect((await l.list()).map((x) => [x.keyboardPwdId, x.keyboardPwdStatus])).toEqual([
        [p.keyboardPwdId, '110507'],
      ]);
    }
  });

  it('resync tries again and stops after 5 failures in a row with the cause (10804)', async () => {
    const l = await newLock({ gateway: 'offline' });
    const p = ok(await l.post('/keyboardPwd/add', { keyboardPwd: '604719' }));
    for (let n = 2; n <= 5; n++) {
      const again = ok(await l.post('/keyboardPwd/resync', { keyboardPwdId: p.keyboardPwdId }));
      expect(again).toMatchObject({ keyboardPwdStatus: '110507', syncFailures: n, canResync: n < 5 });
    }
    const stop = await l.post('/keyboardPwd/resync', { keyboardPwdId: p.keyboardPwdId });
    expect(stop.body.errorCode).toBe(10804);
    expect(stop.body.errorMsg).toMatch(/^Sync stopped after repeated failures: .*gateway/i);
    // A change is a new attempt (the count starts again) with the new digits.
    const changed = ok(
      await l.post('/keyboardPwd/change', { keyboardPwdId: p.keyboardPwdId, newKeyboardPwd: '719264' }),
    );
    expect(changed).toMatchObject({ keyboardPwd: '719264', keyboardPwdStatus: '110507', syncFailures: 1 });
  });

  it('an add never sent is deleted at once; an offline code can only be renamed; nothing to resync (10803)', async () => {
    const l = await newLock();
    const p = ok(await l.post('/keyboardPwd/add', { keyboardPwd: '604719' }));
    const del = ok(
      await l.post<{ revokePending: number; passcode: PasscodeItem }>('/keyboardPwd/delete', {
        keyboardPwdId: p.keyboardPwdId,
      }),
    );
    expect(del).toMatchObject({ revokePending: 0, passcode: { keyboardPwdStatus: '110503' } });
    expect(await l.list()).toEqual([]);
    expect((await l.post('/keyboardPwd/delete', { keyboardPwdId: p.keyboardPwdId })).body.errorCode).toBe(-2009);

    const offline = ok(await l.post('/keyboardPwd/get', { keyboardPwdType: 2 }));
    for (const field of ['newKeyboardPwd', 'startDate', 'endDate'] as const) {
      const value = field === 'newKeyboardPwd' ? '604719' : NOW + H;
      expect(
        fieldsOf(await l.post('/keyboardPwd/change', { keyboardPwdId: offline.keyboardPwdId, [field]: value })),
      ).toEqual([
        {
          field,
          message: 'Only the name of this passcode can be changed: its digits and validity come from the lock',
        },
      ]);
    }
    const renamed = ok(
      await l.post('/keyboardPwd/change', { keyboardPwdId: offline.keyboardPwdId, keyboardPwdName: 'Door' }),
    );
    expect(renamed).toMatchObject({
      keyboardPwdName: 'Door',
      keyboardPwd: offline.keyboardPwd,
      keyboardPwdStatus: '110501',
    });
    expect((await l.post('/keyboardPwd/resync', { keyboardPwdId: offline.keyboardPwdId })).body).toMatchObject({
      errorCode: 10803,
      errorMsg: 'This passcode is already in sync with the lock',
    });
  });
});

describe('POST /keyboardPwd/share', () => {
  it('sends the lock name, code and validity in the lock’s time by e-mail and SMS; refuses codes that do not open', async () => {
    const l = await newLock();
    const p = ok(
      await l.post('/keyboardPwd/get', { keyboardPwdType: 3, startDate: NOW + 2 * H, endDate: NOW + 5 * H }),
    );
    ok(
      await l.post('/keyboardPwd/share', { keyboardPwdId: p.keyboardPwdId, channel: 'email', to: 'Guest@Example.com' }),
    );
    const [mail] = await t.outbox();
    expect(mail).toMatchObject({ channel: 'email', recipient: 'guest@example.com' });
    expect(mail!.subject).toMatch(/^Your passcode for Lock \d+$/);
    expect(mail!.body).toContain(`Passcode: ${p.keyboardPwd}`);
    expect(mail!.body).toContain('Olga shared a passcode for Lock');
    // 12:00 → 15:00 at the lock (UTC+2), not UTC.
    expect(mail!.body).toContain('from 2026-07-01 14:00 to 2026-07-01 17:00');
    expect(mail!.body).toContain('UTC+02:00');

    ok(
      await l.post(
        '/keyboardPwd/share',
        { keyboardPwdId: p.keyboardPwdId, channel: 'sms', to: '0412 345 678', countryCode: '+61' },
        admin,
      ),
    );
    const [sms] = await t.outbox();
    expect(sms).toMatchObject({ channel: 'sms', recipient: '+61412345678' });
    expect(sms!.body).toContain(p.keyboardPwd);

    const bad = fieldsOf(
      await l.post('/keyboardPwd/share', { keyboardPwdId: p.keyboardPwdId, channel: 'sms', to: 'nobody' }),
    );
    expect(bad.map((e) => e.field).sort()).toEqual(['countryCode', 'to']);
    const failed = ok(await l.post('/keyboardPwd/add', { keyboardPwd: '604719' }));
    expect(
      (await l.post('/keyboardPwd/share', { keyboardPwdId: failed.keyboardPwdId, channel: 'email', to: 'a@b.co' })).body
        .errorCode,
    ).toBe(-2009);
  });

  it('is rate-limited per account: 5 a minute (10029)', async () => {
    const l = await newLock();
    const sharer = await createUserWithSession(t.db, t.services.sessions);
    await giveKey(t.db, l.id, sharer.userId, { keyRight: 1 });
    await giveUnits(t.db, sharer.userId, SERVICE_TYPE.email, 10);
    const p = ok(await l.post('/keyboardPwd/get', { keyboardPwdType: 2 }));
    const share = () =>
      l.post(
        '/keyboardPwd/share',
        { keyboardPwdId: p.keyboardPwdId, channel: 'email', to: 'friend@example.com' },
        sharer,
      );
    for (let i = 0; i < 5; i++) ok(await share());
    expect((await share()).body.errorCode).toBe(10029);
    const sent = (await t.outbox()).filter((m) => m.recipient === 'friend@example.com');
    expect(sent).toHaveLength(5);
    t.clock.advance(61_000);
    ok(await share());
  });
  it('uses one SMS or e-mail unit of the sender per share; with none left it is refused and nothing is sent', async () => {
    const l = await newLock();
    const sender = await createUserWithSession(t.db, t.services.sessions);
    await giveKey(t.db, l.id, sender.userId, { keyRight: 1 });
    await giveUnits(t.db, sender.userId, SERVICE_TYPE.email, 1);
    const p = ok(await l.post('/keyboardPwd/get', { keyboardPwdType: 2 }));
    const share = (channel: string, to: string) =>
      l.post('/keyboardPwd/share', { keyboardPwdId: p.keyboardPwdId, channel, to, countryCode: '+61' }, sender);
    ok(await share('email', 'first@example.com'));
    const none = await share('email', 'second@example.com');
    expect(none.body).toMatchObject({
      errorCode: 10893,
      errorMsg: 'E-mail: none left. Buy a package in Value-added services',
    });
    expect((await share('sms', '0498 765 432')).body.errorCode).toBe(10893);
    const sent = (await t.outbox()).map((m) => m.recipient);
    expect(sent).toContain('first@example.com');
    expect(sent).not.toContain('second@example.com');
    expect(sent).not.toContain('+61498765432');
    const uses = ok(
      await t.get<{ list: { count: number; balance: number; description: string }[] }>(
        '/service/listRecord',
        { kind: 2 },
        { token: sender.token },
      ),
    ).list;
    expect(uses).toEqual([
      expect.objectContaining({
        count: -1,
        balance: 0,
        description: expect.stringMatching(/^Passcode of Lock \d+ sent to first@example.com$/),
      }),
    ]);
  });
});
