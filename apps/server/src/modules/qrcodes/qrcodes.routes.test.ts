// QR codes (issue 16) without a device: issue, list, rename, change period, delete, and the public page's answer —
// a code the lock accepts (checked with lockcore as the lock does) within its interval and refuses after it,
// refused on another lock, no code outside the validity (not yet, expired, outside the cycle days in the lock's
// zone), the link dead at once after a delete, forged links refused alike, the throttle, the time rules, an
// authorized admin kept within their own key, and records of a QR code named as the owner named it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyQrCode, QR_CLOCK_SKEW_MS } from '@lockconsole/lockcore/qrcode';
import type { QrcodeItem } from '@lockconsole/shared/qrcode/qrcode';
import type { QrcodePage } from '@lockconsole/shared/qrcode/list';
import type { ShowQrcodeResult } from '@lockconsole/shared/qrcode/show';
import type { LockRecord } from '@lockconsole/shared/lock-record/list';
import { lockRecords } from '../../db/schema/devices';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUserWithSession } from '../../test/factories';
import { addKey } from '../lock-users/lock-users.test-kit';
import { makePasscodeLock } from '../passcodes/passcodes.test-kit';

const MIN = 60_000;
const DAY = 86_400_000;
const NOW = Date.parse('2026-07-01T10:03:20Z'); // a Wednesday, 12:03:20 at the lock (UTC+2)
type User = { userId: number; token: string };
type Answer<T> = { status: number; body: { errorCode: number; errorMsg: string; data: T } };
type Fields = { errors: { field: string; message: string }[] };

let t: TestApp;
let owner: User;
let admin: User;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp({ start: new Date(NOW) });
  owner = await createUserWithSession(t.db, t.services.sessions, { nickname: 'Olga' });
  admin = await createUserWithSession(t.db, t.services.sessions, { nickname: 'Adam' });
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
  return (r.body.data as Fields).errors.map((e) => [e.field, e.message]);
};
const tokenOf = (q: QrcodeItem) => q.link.split('/q/')[1]!;
/** The holder's page asks (each test from its own address, so the throttle counts only its own). */
const show = (token: string, o: { lang?: string; remoteAddress?: string } = {}) =>
  t.get<ShowQrcodeResult>(
    '/qrcode/show',
    { token },
    { lang: o.lang, remoteAddress: o.remoteAddress ?? `10.0.0.${++ip}` },
  );

async function newLock(adminKey?: { startDate: number; endDate: number }) {
  const l = await makePasscodeLock(t.db, owner.userId, { tzOffsetMinutes: 120 });
  await addKey(t.db, l.id, admin.userId, { keyRight: 1, ...(adminKey ? { validityType: 2, ...adminKey } : {}) });
  const post = <T = QrcodeItem>(path: string, p: Record<string, string | number>, who: User = owner, lang = 'en') =>
    t.post<T>(path, { lockId: l.id, ...p }, { token: who.token, lang });
  const list = async (q: Record<string, string | number> = {}) =>
    ok(await t.get<QrcodePage>('/qrcode/list', { lockId: l.id, ...q }, { token: owner.token }));
  const lockSees = (content: string, nowMs: number, lockId = l.id, secret = l.secret) =>
    verifyQrCode(content, { secret, lockId, nowMs });
  return { ...l, post, list, lockSees };
}

describe('QR codes', () => {
  it('issues a permanent code with a link; the page shows a code the lock accepts until one interval later', async () => {
    const l = await newLock();
    const q = ok(await l.post('/qrcode/add', { qrcodeName: 'Cleaner', type: 2, refreshTime: 10 }));
    expect(q).toMatchObject({ qrcodeName: 'Cleaner', type: 2, refreshTime: 10, status: 1, version: 1, endDate: 0 });
    expect(q.qrcodeNumber).toBe(String(q.qrcodeId));
    expect(q.link).toMatch(new RegExp(`/q/${q.qrcodeId}\\.[A-Za-z0-9_-]{43}$`));
    expect((await l.list()).list.map((x) => x.qrcodeId)).toEqual([q.qrcodeId]);

    const page = ok(await show(tokenOf(q)));
    expect(page).toMatchObject({ state: 'valid', lockAlias: expect.any(String), qrcodeName: 'Cleaner' });
    expect(page.svg).toMatch(/^<svg/);
    // Windows are aligned to the interval: 10:00–10:10 UTC.
    expect(page.until).toBe(Date.parse('2026-07-01T10:10:00Z'));
    expect(page.refreshAt).toBe(page.until);
    expect(l.lockSees(page.content!, NOW)).toEqual({ ok: true, qrId: q.qrcodeId, until: page.until });
    // A screenshot is useless one interval (and the clock skew) later; another lock refuses it at once.
    expect(l.lockSees(page.content!, page.until! + QR_CLOCK_SKEW_MS)).toMatchObject({ ok: false, reason: 'expired' });
    const other = await newLock();
    expect(other.lockSees(page.content!, NOW)).toMatchObject({ ok: false });
    expect(l.lockSees(page.content!, NOW, other.id)).toMatchObject({ ok: false, reason: 'otherLock' });

    // The next interval shows the next code.
    t.clock.advance(10 * MIN);
    try {
      const next = ok(await show(tokenOf(q)));
      expect(next.content).not.toBe(page.content);
      expect(l.lockSees(next.content!, NOW + 10 * MIN).ok).toBe(true);
    } finally {
      t.clock.set(new Date(NOW));
    }
  });

  it('delete: the link dies at once (like a forged one); a code already shown stays good at most its interval', async () => {
    const l = await newLock();
    const q = ok(await l.post('/qrcode/add', { type: 2, refreshTime: 1 }));
    const shown = ok(await show(tokenOf(q))).content!;
    const gone = ok(await l.post('/qrcode/delete', { qrcodeId: q.qrcodeId }));
    expect(gone.qrcodeId).toBe(q.qrcodeId);
    expect((await l.list()).total).toBe(0);
    expect((await show(tokenOf(q), { lang: 'de' })).body).toMatchObject({ errorCode: 10842 });
    expect((await show(tokenOf(q))).body).toMatchObject({
      errorCode: 10842,
      errorMsg: 'This QR code link is not valid. It may have been deleted',
    });
    expect(l.lockSees(shown, NOW + MIN + QR_CLOCK_SKEW_MS).ok).toBe(false);
    // Again: the row is gone.
    expect((await l.post('/qrcode/delete', { qrcodeId: q.qrcodeId })).body.errorCode).toBe(-2015);
    // Forged, truncated or another code's signature: the same answer, nothing about why.
    const q2 = ok(await l.post('/qrcode/add', { type: 2 }));
    const [, sig] = tokenOf(q2).split('.');
    for (const bad of [`${q.qrcodeId}.${sig}`, `${q2.qrcodeId}.${'A'.repeat(43)}`, `${q2.qrcodeId}`, 'x'])
      expect((await show(bad)).body.errorCode, bad).toBe(10842);
  });

  it('no code outside the validity: not yet, expired, outside the cycle days at the lock', async () => {
    const l = await newLock();
    const later = ok(await l.post('/qrcode/add', { type: 1, startDate: NOW + DAY, endDate: NOW + 2 * DAY }));
    expect(later.status).toBe(3);
    const p1 = ok(await show(tokenOf(later)));
    expect(p1).toMatchObject({ state: 'notYetValid', content: null, svg: null, refreshAt: NOW + DAY });

    const short = ok(await l.post('/qrcode/add', { type: 1, startDate: NOW - MIN, endDate: NOW + 2 * MIN }));
    const p2 = ok(await show(tokenOf(short)));
    // The window ends with the validity, not at the interval's end.
    expect(p2).toMatchObject({ state: 'valid', until: NOW + 2 * MIN });
    t.clock.advance(3 * MIN);
    try {
      expect(ok(await show(tokenOf(short)))).toMatchObject({ state: 'expired', content: null, refreshAt: null });
      expect((await l.list()).list.find((x) => x.qrcodeId === short.qrcodeId)!.status).toBe(2);
    } finally {
      t.clock.set(new Date(NOW));
    }

    // Wednesday (3) 13:00–14:00 at the lock (UTC+2): at 12:03 there, nothing; at 13:30, a code that ends at 14:00.
    const cycle = JSON.stringify([{ weekDay: 3, startMinute: 780, endMinute: 840 }]);
    const c = ok(
      await l.post('/qrcode/add', { type: 4, endDate: NOW + 30 * DAY, cyclicConfig: cycle, refreshTime: 60 }),
    );
    expect(c.type).toBe(4);
    expect(ok(await show(tokenOf(c)))).toMatchObject({ state: 'outsideCycle', content: null });
    t.clock.set(new Date(Date.parse('2026-07-01T11:30:00Z')));
    try {
      const p = ok(await show(tokenOf(c)));
      expect(p).toMatchObject({ state: 'valid', until: Date.parse('2026-07-01T12:00:00Z') });
    } finally {
      t.clock.set(new Date(NOW));
    }
  });

  it('refuses bad input with field errors in the caller’s language and stores nothing', async () => {
    const l = await newLock();
    expect(fieldsOf(await l.post('/qrcode/add', { type: 2, refreshTime: 0 }))).toEqual([
      ['refreshTime', 'The refresh interval is 1 to 1,440 minutes'],
    ]);
    expect(fieldsOf(await l.post('/qrcode/add', { type: 2, refreshTime: 1441 }))[0]![0]).toBe('refreshTime');
    expect(fieldsOf(await l.post('/qrcode/add', { type: 3 }))[0]![0]).toBe('type');
    expect(fieldsOf(await l.post('/qrcode/add', { type: 1 }))).toEqual([['endDate', 'Choose an end time']]);
    expect(fieldsOf(await l.post('/qrcode/add', { type: 4, endDate: NOW + DAY }))[0]![0]).toBe('cyclicConfig');
    const de = await l.post('/qrcode/add', { type: 2, refreshTime: 0 }, owner, 'de');
    expect(fieldsOf(de)[0]![1]).not.toBe('The refresh interval is 1 to 1,440 minutes');
    expect((await l.list()).total).toBe(0);
  });

  it('rename and change of period keep the type and the link; an authorized admin stays within their own key', async () => {
    const l = await newLock({ startDate: NOW - DAY, endDate: NOW + 7 * DAY });
    const q = ok(await l.post('/qrcode/add', { type: 1, endDate: NOW + DAY }, admin));
    expect(q.senderUsername).toBe('Adam');
    expect((await l.post('/qrcode/add', { type: 2 }, admin)).body.errorCode).toBe(-3039);
    expect((await l.post('/qrcode/add', { type: 1, endDate: NOW + 30 * DAY }, admin)).body.errorCode).toBe(-3039);
    const renamed = ok(await l.post('/qrcode/rename', { qrcodeId: q.qrcodeId, qrcodeName: 'Guest 12' }));
    expect(renamed.qrcodeName).toBe('Guest 12');
    const changed = ok(
      await l.post('/qrcode/changePeriod', { qrcodeId: q.qrcodeId, endDate: NOW + 3 * DAY, refreshTime: 5 }, admin),
    );
    expect(changed).toMatchObject({ type: 1, refreshTime: 5, endDate: NOW + 3 * DAY, link: q.link });
    expect(
      (await l.post('/qrcode/changePeriod', { qrcodeId: q.qrcodeId, endDate: NOW + 30 * DAY }, admin)).body.errorCode,
    ).toBe(-3039);
    expect((await l.list({ searchStr: 'Guest' })).list.map((x) => x.qrcodeId)).toEqual([q.qrcodeId]);
    expect((await l.list({ searchStr: 'nobody' })).total).toBe(0);
  });

  it('the page is throttled per link (and counted apart from unlock links)', async () => {
    const l = await newLock();
    const q = ok(await l.post('/qrcode/add', { type: 2 }));
    const from = '10.9.9.9';
    for (let i = 0; i < 60; i++) expect((await show(tokenOf(q), { remoteAddress: from })).body.errorCode).toBe(0);
    expect((await show(tokenOf(q), { remoteAddress: from })).body.errorCode).toBe(10029);
    // Another link from the same address is still served (60 of 300 per address used).
    const q2 = ok(await l.post('/qrcode/add', { type: 2 }));
    expect((await show(tokenOf(q2), { remoteAddress: from })).body.errorCode).toBe(0);
  });

  it('records of a QR code are found by its number and named as the owner named it', async () => {
    const l = await newLock();
    const q = ok(await l.post('/qrcode/add', { qrcodeName: 'Courier', type: 2 }));
    await t.db.insert(lockRecords).values({
      lockId: l.id,
      seq: 1,
      recordType: 57,
      success: true,
      keyboardPwd: q.qrcodeNumber,
      lockDate: new Date(NOW),
      serverDate: new Date(NOW),
    });
    const r = ok(
      await t.get<{ list: LockRecord[] }>(
        '/lockRecord/list',
        { lockId: l.id, recordType: -4, searchStr: q.qrcodeNumber },
        { token: owner.token },
      ),
    ).list;
    expect(r.map((x) => [x.recordType, x.credentialName])).toEqual([[57, 'Courier']]);
    // The key fob query type finds none of them.
    const fobs = ok(
      await t.get<{ list: LockRecord[] }>('/lockRecord/list', { lockId: l.id, recordType: 37 }, { token: owner.token }),
    );
    expect(fobs.list).toEqual([]);
  });
});
