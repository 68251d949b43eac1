// /keyboardPwd/* and /lock/listKeyboardPwd on a real database: every offline type gives a code the lock (lockcore
// verifyPasscode) accepts inside its validity and refuses outside, time rules, lengths and the site minimum,
// slots (−1026, delete then re-issue), clear-code ordering, versions, lists, rename, delete and permissions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { verifyPasscode } from '@lockconsole/lockcore/passcode/offline-verify';
import type { PasscodeItem } from '@lockconsole/shared/passcode/passcode';
import type { PasscodePage } from '@lockconsole/shared/passcode/list-keyboard-pwd';
import { passcodes } from '../../db/schema/passcodes';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUserWithSession } from '../../test/factories';
import { giveKey, makeLock } from '../locks/locks.test-kit';
import { makePasscodeLock } from './passcodes.test-kit';

const H = 3_600_000;
const NOW = Date.parse('2026-07-01T10:00:00Z'); // 12:00 at the lock (UTC+2)
type User = { userId: number; token: string };
type Answer<T> = { status: number; body: { errorCode: number; errorMsg: string; data: T } };
type Fields = { errors: { field: string; message: string }[] };

let t: TestApp;
let owner: User;
let admin: User;
let holder: User;
let stranger: User;
let lock: Awaited<ReturnType<typeof makePasscodeLock>>;

beforeAll(async () => {
  t = await createTestApp({ start: new Date(NOW) });
  owner = await createUserWithSession(t.db, t.services.sessions, { nickname: 'Olga' });
  admin = await createUserWithSession(t.db, t.services.sessions, { nickname: 'Adam' });
  holder = await createUserWithSession(t.db, t.services.sessions);
  stranger = await createUserWithSession(t.db, t.services.sessions);
  lock = await makePasscodeLock(t.db, owner.userId, { tzOffsetMinutes: 120 });
  await giveKey(t.db, lock.id, admin.userId, { keyRight: 1 });
  await giveKey(t.db, lock.id, holder.userId, { keyRight: 0 });
});
afterAll(async () => {
  await t?.close();
});

const issue = (params: Record<string, string | number>, who: User = owner, host?: string) =>
  t.post<PasscodeItem>(
    '/keyboardPwd/get',
    { lockId: lock.id, ...params },
    {
      token: who.token,
      ...(host ? { headers: { host } } : {}),
    },
  );
const ok = <T>(r: Answer<T>) => {
  expect(r.status).toBe(200);
  expect(r.body.errorCode, r.body.errorMsg).toBe(0);
  return r.body.data;
};
const fieldsOf = (r: Answer<unknown>) => {
  expect(r.status).toBe(200);
  expect(r.body.errorCode).toBe(-3);
  return (r.body.data as Fields).errors;
};
const accepts = (code: string, at: number, l = lock) => verifyPasscode(l.state(), code, at).ok;

describe('POST /keyboardPwd/get: codes the lock accepts inside their validity only', () => {
  const start = NOW + 2 * H; // 14:00 local

  it('once: 6 digits, usable for 6 h from its start', async () => {
    const p = ok(await issue({ keyboardPwdType: 1, startDate: start, keyboardPwdName: 'Cleaner' }));
    expect(p).toMatchObject({ keyboardPwdType: 1, keyboardPwdValue: 0, startDate: start, endDate: start + 6 * H });
    expect(p.keyboardPwd).toMatch(/^\d{6}$/);
    expect(accepts(p.keyboardPwd, start + H / 2)).toBe(true);
    expect(accepts(p.keyboardPwd, start - H)).toBe(false);
    expect(accepts(p.keyboardPwd, start + 7 * H)).toBe(false);
  });

  it('permanent: value 254, no end, refused before its start', async () => {
    const p = ok(await issue({ keyboardPwdType: 2, startDate: start }));
    expect(p).toMatchObject({ keyboardPwdType: 2, keyboardPwdValue: 254, endDate: 0, keyboardPwdStatus: '110505' });
    expect(accepts(p.keyboardPwd, start + 3 * H)).toBe(true);
    expect(accepts(p.keyboardPwd, start - H)).toBe(false);
  });

  it('limited: 8 digits, rounded to whole hours, refused after its end', async () => {
    const p = ok(await issue({ keyboardPwdType: 3, startDate: start + 10 * 60_000, endDate: start + 30 * H - 60_000 }));
    expect(p).toMatchObject({ keyboardPwdType: 3, startDate: start, endDate: start + 30 * H });
    expect(p.keyboardPwd).toMatch(/^\d{8}$/);
    expect(accepts(p.keyboardPwd, start + 20 * H)).toBe(true);
    expect(accepts(p.keyboardPwd, start - H)).toBe(false);
    expect(accepts(p.keyboardPwd, start + 31 * H)).toBe(false);
  });

  it('cycle: 9 digits, from local midnight, only inside the daily window', async () => {
    const p = ok(
      await issue({ keyboardPwdType: 5, cycleKind: 6, cycleStartHour: 9, cycleEndHour: 17, startDate: start }),
    );
    const midnight = Date.parse('2026-07-01T00:00:00+02:00');
    expect(p).toMatchObject({ keyboardPwdType: 5, cycleKind: 6, cycleStartHour: 9, cycleEndHour: 17 });
    expect(p.startDate).toBe(midnight);
    expect(p.keyboardPwd).toMatch(/^\d{9}$/);
    expect(accepts(p.keyboardPwd, Date.parse('2026-07-02T10:00:00+02:00'))).toBe(true);
    expect(accepts(p.keyboardPwd, Date.parse('2026-07-02T20:00:00+02:00'))).toBe(false);
  });

  it('clear (last: later codes must start at or after it): usable within 24 h of its start', async () => {
    const other = await makePasscodeLock(t.db, owner.userId, { tzOffsetMinutes: -300 });
    const r = await t.post<PasscodeItem>(
      '/keyboardPwd/get',
      { lockId: other.id, keyboardPwdType: 4, startDate: start },
      { token: owner.token },
    );
    const p = ok(r);
    expect(accepts(p.keyboardPwd, start + 2 * H, other)).toBe(true);
    expect(accepts(p.keyboardPwd, start + 25 * H, other)).toBe(false);
    // A permanent code asked for now starts at the clear code's start instead.
    const after = ok(
      await t.post<PasscodeItem>('/keyboardPwd/get', { lockId: other.id, keyboardPwdType: 2 }, { token: owner.token }),
    );
    expect(after.startDate).toBe(start);
  });
});

describe('time rules, lengths and versions', () => {
  it('answers the spec §5 time rules as −3 field errors with their messages', async () => {
    const cases: [Record<string, number>, string, string][] = [
      [
        { keyboardPwdType: 2, startDate: NOW - 25 * H },
        'startDate',
        'The start time cannot be more than 24 hours before now',
      ],
      [
        { keyboardPwdType: 3, startDate: NOW + 5 * H, endDate: NOW + 2 * H },
        'endDate',
        'The start time must be earlier than the end time',
      ],
      [
        { keyboardPwdType: 3, startDate: NOW - 10 * H, endDate: NOW - H },
        'endDate',
        'The end time cannot be earlier than now',
      ],
      [
        { keyboardPwdType: 3, startDate: NOW, endDate: NOW + 400 * 24 * H },
        'endDate',
        'A validity over one year must have the same day and time at start and end',
      ],
      [
        { keyboardPwdType: 3, startDate: NOW, endDate: Date.parse('2029-07-02T10:00:00Z') },
        'endDate',
        'Validity cannot exceed 3 years',
      ],
      [{ keyboardPwdType: 3, startDate: NOW }, 'endDate', 'Choose an end time'],
    ];
    for (const [params, field, message] of cases) {
      expect(fieldsOf(await issue(params)), message).toContainEqual({ field, message });
    }
    // Over a year with the same local day and time, up to 3 years: fine (rounded to whole months).
    const p = ok(await issue({ keyboardPwdType: 3, startDate: NOW, endDate: Date.parse('2028-07-01T10:00:00Z') }));
    expect(p.endDate).toBe(Date.parse('2028-07-01T10:00:00Z'));
  });

  it('uses the shortest allowed length by default, the site minimum, and −3006 outside the range', async () => {
    expect(ok(await issue({ keyboardPwdType: 2, keyboardPwdLength: 7 })).keyboardPwd).toMatch(/^\d{7}$/);
    const portier = ok(await issue({ keyboardPwdType: 2 }, owner, 'portier.localhost'));
    expect(portier.keyboardPwd).toMatch(/^\d{7}$/);
    const short = await issue({ keyboardPwdType: 2, keyboardPwdLength: 6 }, owner, 'portier.localhost');
    expect(short.body).toMatchObject({ errorCode: -3006, errorMsg: 'Please enter 7-9 digits the lock supports' });
    const limited = await issue({ keyboardPwdType: 3, endDate: NOW + 5 * H, keyboardPwdLength: 7 });
    expect(limited.body).toMatchObject({ errorCode: -3006, errorMsg: 'Please enter 8-9 digits the lock supports' });
    expect((await issue({ keyboardPwdType: 1, keyboardPwdLength: 10 })).body.errorCode).toBe(-3006);
  });

  it('version 0 gets the old-app message; v3 types map; minute codes and custom are refused', async () => {
    const old = await makePasscodeLock(t.db, owner.userId, { version: 0 });
    const r = await t.post('/keyboardPwd/get', { lockId: old.id, keyboardPwdType: 1 }, { token: owner.token });
    expect(r.body).toMatchObject({
      errorCode: 10801,
      errorMsg:
        'Lock added with an old app version: the passcode cannot be obtained or changed. Delete the lock and add it again.',
    });
    const v3 = await makePasscodeLock(t.db, owner.userId, { version: 3 });
    const perm = await t.post<PasscodeItem>(
      '/keyboardPwd/get',
      { lockId: v3.id, keyboardPwdType: 1 },
      { token: owner.token },
    );
    expect(ok(perm)).toMatchObject({ keyboardPwdType: 2, keyboardPwdVersion: 3 });
    const minute = await t.post('/keyboardPwd/get', { lockId: v3.id, keyboardPwdType: 3 }, { token: owner.token });
    expect(fieldsOf(minute)).toEqual([
      { field: 'keyboardPwdType', message: 'This passcode type is not supported by the lock' },
    ]);
    expect(fieldsOf(await issue({ keyboardPwdType: 6 }))[0]!.field).toBe('keyboardPwdType');
  });

  it('a lock without passcode data answers −1007', async () => {
    const bare = await makeLock(t.db, owner.userId); // secret "secret": not a lock secret
    const r = await t.post('/keyboardPwd/get', { lockId: bare.id, keyboardPwdType: 2 }, { token: owner.token });
    expect(r.body.errorCode).toBe(-1007);
  });
});

describe('slots', () => {
  it('runs out with −1026 and never gives a deleted code back', async () => {
    const l = await makePasscodeLock(t.db, owner.userId);
    const post = (path: string, params: Record<string, number>) =>
      t.post<PasscodeItem & { revokePending: number }>(path, { lockId: l.id, ...params }, { token: owner.token });
    const period = { keyboardPwdType: 3, startDate: NOW + 3 * H, endDate: NOW + 8 * H };
    const a = ok(await post('/keyboardPwd/get', period));
    expect(ok(await post('/keyboardPwd/delete', { keyboardPwdId: a.keyboardPwdId })).revokePending).toBe(1);
    const b = ok(await post('/keyboardPwd/get', period));
    expect(b.keyboardPwd).not.toBe(a.keyboardPwd);
    expect(accepts(b.keyboardPwd, NOW + 4 * H, l)).toBe(true);
    const third = await post('/keyboardPwd/get', period);
    expect(third.body).toMatchObject({
      errorCode: -1026,
      errorMsg: 'A passcode for this period was issued and deleted. Pick another hour',
    });
    // No gateway hears this lock: the revocation could not be sent, so the deleted code is "delete failed".
    const rows = await t.db.select().from(passcodes).where(eq(passcodes.lockId, l.id));
    expect(rows.map((r) => [r.slot, r.status, r.revokePending]).sort()).toEqual([
      [0, '110511', true],
      [1, '110501', false],
    ]);
  });
});

describe('list, rename, delete', () => {
  it('lists the lock’s codes newest first with sender and status, searches, renames and deletes', async () => {
    const l = await makePasscodeLock(t.db, owner.userId);
    await giveKey(t.db, l.id, admin.userId, { keyRight: 1 });
    const post = <T>(path: string, params: Record<string, string | number>, who: User = owner) =>
      t.post<T>(path, { lockId: l.id, ...params }, { token: who.token });
    const list = (params: Record<string, string | number> = {}) =>
      t.get<PasscodePage>('/lock/listKeyboardPwd', { lockId: l.id, ...params }, { token: owner.token });
    const a = ok(await post<PasscodeItem>('/keyboardPwd/get', { keyboardPwdType: 2, keyboardPwdName: 'Front 100%' }));
    const b = ok(await post<PasscodeItem>('/keyboardPwd/get', { keyboardPwdType: 1, startDate: NOW + 5 * H }, admin));
    const page = ok(await list({ pageSize: 1 }));
    expect(page).toMatchObject({ total: 2, pages: 2, pageNo: 1, pageSize: 1 });
    expect(page.list[0]).toMatchObject({
      keyboardPwdId: b.keyboardPwdId,
      senderUid: admin.userId,
      senderUsername: 'Adam',
      sendDate: NOW,
      keyboardPwdStatus: '110505',
    });
    expect(ok(await list({ searchStr: '100%' })).list.map((p) => p.keyboardPwdId)).toEqual([a.keyboardPwdId]);
    expect(ok(await list({ searchStr: b.keyboardPwd })).list.map((p) => p.keyboardPwdId)).toEqual([b.keyboardPwdId]);

    ok(await post('/keyboardPwd/rename', { keyboardPwdId: a.keyboardPwdId, keyboardPwdName: ' Back ' }));
    expect(ok(await list()).list.find((p) => p.keyboardPwdId === a.keyboardPwdId)!.keyboardPwdName).toBe('Back');

    // Still valid and no gateway to tell the lock: it stays listed as delete failed with the cause, resyncable.
    const del = ok(
      await post<{ revokePending: number; passcode: PasscodeItem }>('/keyboardPwd/delete', {
        keyboardPwdId: a.keyboardPwdId,
      }),
    );
    expect(del).toMatchObject({ revokePending: 1, passcode: { keyboardPwdStatus: '110511', failureCode: -2012 } });
    const listed = ok(await list()).list.find((p) => p.keyboardPwdId === a.keyboardPwdId)!;
    expect(listed).toMatchObject({ keyboardPwdStatus: '110511', failureCode: -2012, canResync: true, syncFailures: 1 });
    expect(listed.failureReason).toMatch(/gateway/i);
    // A passcode of another lock is not found through this one.
    const elsewhere = ok(await issue({ keyboardPwdType: 2 }));
    expect(
      (await post('/keyboardPwd/rename', { keyboardPwdId: elsewhere.keyboardPwdId, keyboardPwdName: 'x' })).body
        .errorCode,
    ).toBe(-2009);
  });
});

describe('permissions and bad input', () => {
  it('refuses strangers and key holders on every endpoint like the lock routes (−2018)', async () => {
    const mine = ok(await issue({ keyboardPwdType: 2 }));
    for (const who of [stranger, holder]) {
      const calls = [
        t.post('/keyboardPwd/get', { lockId: lock.id, keyboardPwdType: 2 }, { token: who.token }),
        t.get('/lock/listKeyboardPwd', { lockId: lock.id }, { token: who.token }),
        t.post(
          '/keyboardPwd/rename',
          { lockId: lock.id, keyboardPwdId: mine.keyboardPwdId, keyboardPwdName: 'x' },
          { token: who.token },
        ),
        t.post('/keyboardPwd/delete', { lockId: lock.id, keyboardPwdId: mine.keyboardPwdId }, { token: who.token }),
      ];
      for (const r of await Promise.all(calls)) expect(r.body).toMatchObject({ errorCode: -2018 });
    }
    const lockRoute = await t.get('/lock/detail', { lockId: lock.id }, { token: stranger.token });
    expect(lockRoute.body.errorCode).toBe(-2018);
    expect(
      ok(await t.get<PasscodePage>('/lock/listKeyboardPwd', { lockId: lock.id }, { token: admin.token })).total,
    ).toBeGreaterThan(0);
  });

  it('answers bad input with −3 field errors, never 5xx', async () => {
    const bad: [string, string, Record<string, string | number>, string][] = [
      ['POST', '/keyboardPwd/get', { keyboardPwdType: 2 }, 'lockId'],
      ['POST', '/keyboardPwd/get', { lockId: lock.id, keyboardPwdType: 'abc' }, 'keyboardPwdType'],
      ['POST', '/keyboardPwd/get', { lockId: lock.id, keyboardPwdType: 99 }, 'keyboardPwdType'],
      ['POST', '/keyboardPwd/get', { lockId: lock.id, keyboardPwdType: 2, startDate: 'soon' }, 'startDate'],
      [
        'POST',
        '/keyboardPwd/get',
        { lockId: lock.id, keyboardPwdType: 5, cycleStartHour: 9, cycleEndHour: 17 },
        'cycleKind',
      ],
      [
        'POST',
        '/keyboardPwd/get',
        { lockId: lock.id, keyboardPwdType: 5, cycleKind: 6, cycleStartHour: 17, cycleEndHour: 9 },
        'cycleEndHour',
      ],
      [
        'POST',
        '/keyboardPwd/get',
        { lockId: lock.id, keyboardPwdType: 2, keyboardPwdName: 'n'.repeat(51) },
        'keyboardPwdName',
      ],
      ['GET', '/lock/listKeyboardPwd', { lockId: lock.id, pageSize: 500 }, 'pageSize'],
      ['POST', '/keyboardPwd/rename', { lockId: lock.id, keyboardPwdId: 1, keyboardPwdName: '  ' }, 'keyboardPwdName'],
      ['POST', '/keyboardPwd/delete', { lockId: lock.id, keyboardPwdId: 'x' }, 'keyboardPwdId'],
    ];
    for (const [method, path, params, field] of bad) {
      const r = await t.call(method as 'GET' | 'POST', path, params, { token: owner.token });
      expect(
        fieldsOf(r).map((e) => e.field),
        `${path} ${JSON.stringify(params)}`,
      ).toContain(field);
    }
  });
});
