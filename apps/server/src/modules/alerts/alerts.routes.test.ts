// Alert routes (issue 29) on the harness database: the caller's own inbox only (list, unread count, read by id or
// all — another person's alert ids change nothing), message settings with their checks in the caller's language,
// and what each person's settings do to the message (muted kind, channel off, SMS, quiet hours in their zone).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Alert, AlertSettings } from '@lockconsole/shared/alert/alert';
import { alertInbox } from '../../db/schema/alerts';
import { locks } from '../../db/schema/devices';
import { users } from '../../db/schema/accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUserWithSession } from '../../test/factories';
import { makeLock } from '../locks/locks.test-kit';
import { addKey } from '../lock-users/lock-users.test-kit';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUserWithSession>>;
let admin: Awaited<ReturnType<typeof createUserWithSession>>;
let stranger: Awaited<ReturnType<typeof createUserWithSession>>;
let lock: { id: number; userId: number; lockAlias: string };
let seq = 0;

beforeAll(async () => {
  // 12:00 UTC: inside quiet hours 11:00–13:00 UTC, outside 22:00–07:00 in Berlin.
  t = await createTestApp({ start: new Date('2026-11-27T12:00:00Z') });
  owner = await createUserWithSession(t.db, t.services.sessions);
  admin = await createUserWithSession(t.db, t.services.sessions);
  stranger = await createUserWithSession(t.db, t.services.sessions);
  const l = await makeLock(t.db, owner.userId, { alias: 'Back gate' });
  await t.db.update(locks).set({ doorSensor: true }).where(eq(locks.id, l.id));
  await addKey(t.db, l.id, admin.userId, { keyRight: 1, senderUserId: owner.userId });
  lock = { id: l.id, userId: owner.userId, lockAlias: 'Back gate' };
});
afterAll(async () => {
  await t?.close();
});

const raise = (kind: Alert['kind'] = 'tamper') =>
  t.services.alerts.raise({ kind, lock, dedupe: `test:${++seq}`, occurredAt: t.clock.now() });
const list = async (token: string, q: Record<string, string | number> = {}) =>
  (await t.get<{ list: Alert[]; total: number }>('/alert/list', q, { token })).body.data;
const unread = async (token: string) =>
  (await t.get<{ unread: number }>('/alert/unreadCount', {}, { token })).body.data.unread;
/** Saves settings (the defaults for what is not given; `muted` as a list). */
const settings = (token: string, s: Record<string, string | number | string[]>, lang = 'en') =>
  t.post<AlertSettings>(
    '/alert/updateSettings',
    { channel: 'auto', timeZone: 'UTC', ...s, muted: JSON.stringify(s.muted ?? []) },
    { token, lang },
  );

describe('the inbox', () => {
  it('owner and authorized admin each get the alert; a stranger sees none of it', async () => {
    const id = await raise();
    expect(id).toBeGreaterThan(0);
    for (const who of [owner, admin]) {
      const { list: l } = await list(who.token);
      expect(l.find((a) => a.alertId === id)).toMatchObject({ kind: 'tamper', lockAlias: 'Back gate', read: false });
    }
    expect((await list(stranger.token)).total).toBe(0);
    expect(await unread(stranger.token)).toBe(0);
  });

  it('the same event twice is one alert', async () => {
    const at = t.clock.now();
    const first = await t.services.alerts.raise({ kind: 'tamper', lock, dedupe: 'twice', occurredAt: at });
    const second = await t.services.alerts.raise({ kind: 'tamper', lock, dedupe: 'twice', occurredAt: at });
    expect(first).toBeGreaterThan(0);
    expect(second).toBeUndefined();
  });

  it('reading by id marks only the caller’s own; another person’s ids change nothing; all clears the count', async () => {
    const id = await raise('forcedDoor');
    const before = await unread(owner.token);
    const r = await t.post<{ unread: number }>(
      '/alert/read',
      { alertIdList: JSON.stringify([id]) },
      { token: stranger.token },
    );
    expect(r.body.errorCode).toBe(0);
    expect(await unread(owner.token)).toBe(before);
    const mine = await t.post<{ unread: number }>(
      '/alert/read',
      { alertIdList: JSON.stringify([id]) },
      { token: admin.token },
    );
    expect(mine.body.data.unread).toBe(await unread(admin.token));
    expect((await list(admin.token)).list.find((a) => a.alertId === id)!.read).toBe(true);
    expect((await list(owner.token)).list.find((a) => a.alertId === id)!.read).toBe(false);
    expect((await list(owner.token, { unreadOnly: 1 })).list.every((a) => !a.read)).toBe(true);
    const all = await t.post<{ unread: number }>('/alert/read', { all: 1 }, { token: owner.token });
    expect(all.body.data.unread).toBe(0);
    expect(await unread(owner.token)).toBe(0);
  });

  it('reading needs ids or "all": a clear error in the caller’s language, nothing changed', async () => {
    await raise();
    const before = await unread(owner.token);
    const r = await t.post('/alert/read', {}, { token: owner.token, lang: 'de' });
    expect(r.body.errorCode).toBe(-3);
    expect(r.body.errorMsg).not.toMatch(/validation\./);
    expect(await unread(owner.token)).toBe(before);
  });
});

describe('settings', () => {
  it('start as e-mail-else-SMS, everything, no quiet hours; saved and read back', async () => {
    const s = await t.get<AlertSettings>('/alert/settings', {}, { token: stranger.token });
    expect(s.body.data).toEqual({
      muted: [],
      channel: 'auto',
      quietStart: null,
      quietEnd: null,
      timeZone: 'UTC',
      gatewayOfflineMinutes: 30,
    });
    const saved = await settings(stranger.token, {
      muted: ['lowBattery'],
      channel: 'sms',
      quietStart: 1320,
      quietEnd: 420,
      timeZone: 'Europe/Berlin',
    });
    expect(saved.body.errorCode).toBe(0);
    expect((await t.get<AlertSettings>('/alert/settings', {}, { token: stranger.token })).body.data).toEqual({
      muted: ['lowBattery'],
      channel: 'sms',
      quietStart: 1320,
      quietEnd: 420,
      timeZone: 'Europe/Berlin',
      gatewayOfflineMinutes: 30,
    });
  });

  it('refuse one-ended or empty quiet hours, unknown zones, channels and kinds — in the caller’s language', async () => {
    const bads: Record<string, string | number | string[]>[] = [
      { quietStart: 60 },
      { quietStart: 60, quietEnd: 60 },
      { quietStart: 1440, quietEnd: 60 },
      { timeZone: 'Mars/Base' },
      { gatewayOfflineMinutes: 4 },
      { gatewayOfflineMinutes: 1441 },
      { channel: 'pigeon' },
      { muted: ['everything'] },
    ];
    for (const bad of bads) {
      const r = await settings(stranger.token, bad, 'fr');
      expect(r.body.errorCode, JSON.stringify(bad)).toBe(-3);
      expect(r.body.errorMsg).not.toMatch(/validation\./);
    }
  });
});

describe('messages follow each person’s settings', () => {
  const mailsTo = async (to: string) => (await t.outbox()).filter((m) => m.recipient === to);

  it('a muted kind, channel off and quiet hours send nothing; the alert is in the inbox all the same', async () => {
    await settings(owner.token, { muted: ['keypadLocked'] });
    await settings(admin.token, { channel: 'off' });
    const before = [(await mailsTo(owner.email)).length, (await mailsTo(admin.email)).length];
    await raise('keypadLocked');
    expect([(await mailsTo(owner.email)).length, (await mailsTo(admin.email)).length]).toEqual(before);
    const sent = await t.db.select().from(alertInbox).where(eq(alertInbox.userId, owner.userId));
    expect(sent.at(-1)!.sent).toBe('muted');

    await settings(owner.token, { quietStart: 660, quietEnd: 780, timeZone: 'UTC' });
    await raise('tamper');
    expect((await mailsTo(owner.email)).length).toBe(before[0]);
    // 22:00–07:00 in Berlin is not now (13:00 there): the message goes.
    await settings(owner.token, { quietStart: 1320, quietEnd: 420, timeZone: 'Europe/Berlin' });
    await raise('tamper');
    expect((await mailsTo(owner.email)).length).toBe(before[0]! + 1);
  });

  it('SMS when asked and the account has a phone; none when it has not', async () => {
    await t.db.update(users).set({ mobile: '+61 412345678' }).where(eq(users.id, admin.userId));
    await settings(admin.token, { channel: 'sms' });
    await raise('lowBattery');
    const sms = (await t.outbox()).filter((m) => m.channel === 'sms' && m.recipient === '+61 412345678');
    expect(sms.length).toBe(1);
    expect(sms[0]!.body).toMatch(/Back gate/);
  });
});

describe('door alert time', () => {
  it('takes never or 1 minute to 24 hours, for those who manage the lock', async () => {
    for (const bad of [30, 86_401, -1]) {
      const r = await t.post(
        '/lock/updateDoorAlert',
        { lockId: lock.id, doorAlertSeconds: bad },
        { token: owner.token },
      );
      expect(r.body.errorCode, String(bad)).toBe(-3);
    }
    const r = await t.post<{ doorAlertSeconds: number }>(
      '/lock/updateDoorAlert',
      { lockId: lock.id, doorAlertSeconds: 600 },
      { token: admin.token },
    );
    expect(r.body.data.doorAlertSeconds).toBe(600);
    const no = await t.post(
      '/lock/updateDoorAlert',
      { lockId: lock.id, doorAlertSeconds: 60 },
      { token: stranger.token },
    );
    expect(no.body.errorCode).toBe(-2018);
    const [row] = await t.db.select().from(locks).where(eq(locks.id, lock.id));
    expect(row!.doorAlertSeconds).toBe(600);
  });
});
