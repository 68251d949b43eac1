// The public map (issue 19): a lock's managers set its city from the GeoNames list; the brand's public summary counts
// locks, active locks and doors opened in the last 24 h by place — a city only from three households, else its
// country, else nowhere — and never names a lock, an address or a person; the live feed shows each door that opens
// at the place the map shows; another brand's locks never count; a brand without the map says so.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_TYPE } from '@lockconsole/lockcore/records';
import type { MapActivity, MapSummary } from '@lockconsole/shared/map/map';
import { users } from '../../db/schema/accounts';
import { lockRecords, locks } from '../../db/schema/devices';
import { createTestApp, type TestApp } from '../../test/harness';
import { ok } from '../../test/answers';
import { createUserWithSession } from '../../test/factories';
import { giveKey, makeLock } from '../locks/locks.test-kit';
import { GATHER_MS } from './map.service';
import { eq } from 'drizzle-orm';

const BERLIN = 2950159;
const HAMBURG = 2911298;
const MUNICH = 2867714;
const PARIS = 2988507;
const MADRID = 3117735;
const H = 3_600_000;

let t: TestApp;
let base: string;
type User = { userId: number; token: string; email: string };
let owner: User;
let admin: User;
let holder: User;

beforeAll(async () => {
  t = await createTestApp({ start: new Date('2026-07-01T10:30:00Z') });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await createUserWithSession(t.db, t.services.sessions, { nickname: 'Ottilie Owner' });
  admin = await createUserWithSession(t.db, t.services.sessions);
  holder = await createUserWithSession(t.db, t.services.sessions);
});
afterAll(async () => {
  await t?.close();
});

const now = () => t.clock.now().getTime();
const setCity = (lockId: number, cityId: number, who: User = owner) =>
  t.post<{ city: { name: string; country: string } | null }>(
    '/lock/updateLocation',
    { lockId, cityId },
    { token: who.token },
  );
async function lockIn(cityId: number | null, who: User = owner) {
  const lock = await makeLock(t.db, who.userId, { alias: `Home of Ottilie ${Math.random()}` });
  if (cityId) ok(await setCity(lock.id, cityId, who));
  return lock.id;
}
/** Households: each an account of its own. */
const households = (n: number) =>
  Promise.all(
    Array.from({ length: n }, () => createUserWithSession(t.db, t.services.sessions, { nickname: 'Ottilie' })),
  );
let seq = 0;
async function record(lockId: number, recordType: number, agoMs: number, success = true) {
  const at = new Date(now() - agoMs);
  const [row] = await t.db
    .insert(lockRecords)
    .values({ lockId, seq: ++seq, recordType, success, keyboardPwd: '135790', lockDate: at, serverDate: at })
    .returning();
  return row!;
}
/** The summary as a visitor of `host` gets it, after the node's cache of the brand's counts has expired. */
async function summary(host?: string) {
  t.clock.advance(11_000);
  return t.get<MapSummary>('/map/summary', {}, host ? { headers: { host } } : {});
}

describe('a lock’s location', () => {
  it('is a city of the list, set by the lock’s managers and read by whoever sees the lock', async () => {
    const found = ok(
      await t.get<{ list: { cityId: number; name: string }[] }>(
        '/lock/searchCity',
        { keyword: 'berl', country: 'de' },
        { token: owner.token },
      ),
    );
    expect(found.list[0]).toMatchObject({ cityId: BERLIN, name: 'Berlin', country: 'DE' });
    expect(found.list.every((c) => c.name.toLowerCase().includes('berl'))).toBe(true);
    const accented = ok(
      await t.get<{ list: { name: string }[] }>('/lock/searchCity', { keyword: 'sao paulo' }, { token: owner.token }),
    );
    expect(accented.list[0]!.name).toBe('São Paulo');

    const lockId = await lockIn(null);
    await giveKey(t.db, lockId, admin.userId, { keyRight: 1 });
    await giveKey(t.db, lockId, holder.userId, { keyRight: 0 });
    expect(ok(await setCity(lockId, BERLIN)).city).toMatchObject({ cityId: BERLIN, name: 'Berlin', country: 'DE' });
    ok(await setCity(lockId, HAMBURG, admin));
    expect((await setCity(lockId, PARIS, holder)).body.errorCode).toBe(-2018);
    const read = ok(await t.get<{ city: { name: string } }>('/lock/location', { lockId }, { token: holder.token }));
    expect(read.city.name).toBe('Hamburg');

    const unknown = await t.post('/lock/updateLocation', { lockId, cityId: 1 }, { token: owner.token, lang: 'de' });
    expect(unknown.body.errorCode).toBe(10921);
    expect(unknown.body.errorMsg).not.toBe('errors.cityNotFound');
    expect(
      ok(await t.get<{ city: { name: string } }>('/lock/location', { lockId }, { token: owner.token })).city.name,
    ).toBe('Hamburg');
    expect(ok(await setCity(lockId, 0)).city).toBeNull();
    expect(ok(await t.get('/lock/location', { lockId }, { token: owner.token }))).toEqual({ city: null });
    const bad = await t.get('/lock/searchCity', { keyword: 'be', country: 'Germany' }, { token: owner.token });
    expect(bad.body.errorCode).toBe(-3);
    const short = await t.get('/lock/searchCity', { keyword: 'b' }, { token: owner.token });
    expect(short.body.errorMsg).toContain('2 letters');
    await t.db.update(locks).set({ deletedAt: new Date() }).where(eq(locks.id, lockId));
  });
});

describe('the public summary', () => {
  it('shows a place from three households that used their locks, rolls the rest up, and names no lock or person', async () => {
    const before = ok(await summary());
    const [b1, b2, b3, h1, h2, m1, p1, n1] = await households(8);
    const berlin = [await lockIn(BERLIN, b1), await lockIn(BERLIN, b2), await lockIn(BERLIN, b3)];
    const hamburg = [await lockIn(HAMBURG, h1), await lockIn(HAMBURG, h2)];
    const munich = await lockIn(MUNICH, m1);
    const paris = await lockIn(PARIS, p1);
    const nowhere = await lockIn(null, n1);
    await record(berlin[0]!, RECORD_TYPE.fingerprint, 1 * H);
    await record(berlin[0]!, RECORD_TYPE.passcode, 2 * H);
    await record(berlin[1]!, RECORD_TYPE.passcode, 3 * H, false); // refused: active, not an unlock
    await record(berlin[1]!, RECORD_TYPE.autoLock, 3 * H); // locking: not an unlock
    await record(berlin[2]!, RECORD_TYPE.card, 30 * H); // yesterday: active, not in the window
    await record(hamburg[0]!, RECORD_TYPE.app, 5 * H);
    await record(hamburg[1]!, RECORD_TYPE.app, 50 * H);
    await record(munich, RECORD_TYPE.app, 70 * H);
    // Two households elsewhere (Paris, no location): their doors are in no total, no hour and no feed.
    await record(paris, RECORD_TYPE.app, 1 * H);
    await record(nowhere, RECORD_TYPE.app, 1 * H);

    const s = ok(await summary());
    const city = s.places.find((p) => p.key === `city:${BERLIN}`)!;
    expect(city).toMatchObject({ level: 'city', name: 'Berlin', country: 'DE', locks: 3, activeLocks: 3, unlocks: 2 });
    expect(city.lon).toBeCloseTo(13.41, 1);
    const de = s.places.find((p) => p.key === 'country:DE')!;
    expect(de).toMatchObject({
      level: 'country',
      name: '',
      lon: null,
      lat: null,
      locks: 3,
      activeLocks: 3,
      unlocks: 1,
    });
    expect(s.places.some((p) => p.key === 'country:FR' || p.key === `city:${HAMBURG}`)).toBe(false);
    expect(s.minHouseholds).toBe(3);
    expect(s.totals.locks - before.totals.locks).toBe(8);
    expect(s.totals.unplaced - before.totals.unplaced).toBe(2);
    expect(s.totals.unlocks - before.totals.unlocks).toBe(3);
    expect(s.hours).toHaveLength(24);
    expect(s.hours.reduce((n, h) => n + h.unlocks, 0)).toBe(s.totals.unlocks);
    expect(s.hours[23]!.hour).toBe(Math.floor(now() / H) * H);
    expect(s.hours.find((h) => h.hour === Math.floor((now() - H) / H) * H)!.unlocks).toBe(1);

    const text = JSON.stringify(s);
    for (const secret of ['Ottilie', owner.email, b1!.email, '135790', 'lockId', 'lockAlias', 'userId'])
      expect(text).not.toContain(secret);
  });

  it('does not show one household’s three locks as a place', async () => {
    const [solo] = await households(1);
    for (let i = 0; i < 3; i++) await record(await lockIn(MADRID, solo), RECORD_TYPE.app, H);
    const s = ok(await summary());
    expect(s.places.some((p) => p.key === `city:${MADRID}` || p.key === 'country:ES')).toBe(false);
  });

  it('counts only the brand’s own locks; a brand without the map says so in the visitor’s language', async () => {
    await t.services.sites.repo.upsert({
      siteId: 7,
      isDefault: false,
      builtIn: false,
      domains: ['other.localhost'],
      name: 'Other',
      packageName: 'org.example.other',
      logoUrl: '',
      favIconUrl: '',
      backgroundUrl: '',
      copyright: '',
      color: '#123456',
      accountType: 0,
      hasPaidFeature: false,
      passcodeMinLength: 6,
      languages: [],
      chineseOnly: false,
      features: {},
    });
    const mine = ok(await summary()).totals.locks;
    for (const other of await households(3)) {
      await t.db.update(users).set({ siteId: 7 }).where(eq(users.id, other.userId));
      const l = await makeLock(t.db, other.userId);
      ok(await t.post('/lock/updateLocation', { lockId: l.id, cityId: PARIS }, { token: other.token }));
      await record(l.id, RECORD_TYPE.face, H);
    }
    expect(ok(await summary()).totals.locks).toBe(mine);
    const other = ok(await summary('other.localhost'));
    expect(other.totals).toMatchObject({ locks: 3, unlocks: 3 });
    expect(other.places).toMatchObject([{ key: `city:${PARIS}`, name: 'Paris', locks: 3, unlocks: 3 }]);

    const off = await t.get('/map/summary', {}, { headers: { host: 'portier.localhost' }, lang: 'fr' });
    expect(off.body.errorCode).toBe(10920);
    expect(off.body.errorMsg).not.toMatch(/^errors\./);
  });
});

/** Opens the live feed as a visitor of `host`; `next()` resolves with the next `unlock` event (or null after `ms`). */
async function feed(host = '127.0.0.1') {
  const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http.get(`${base}/api/map/stream`, { headers: { host } }, resolve).on('error', reject),
  );
  res.setEncoding('utf8');
  const status = res.statusCode ?? 0;
  let buffer = '';
  const events: MapActivity[] = [];
  const body = await new Promise<{ errorCode: number } | null>((resolve) => {
    if (status !== 200) {
      res.on('data', (c: string) => (buffer += c));
      res.on('end', () => resolve(JSON.parse(buffer) as { errorCode: number }));
      return;
    }
    res.on('data', (c: string) => {
      buffer += c;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = /^event: unlock\ndata: (.*)$/m.exec(block);
        if (data) events.push(JSON.parse(data[1]!) as MapActivity);
      }
    });
    resolve(null);
  });
  return {
    status,
    body,
    async next(ms = 3000) {
      const until = Date.now() + ms;
      while (!events.length && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      return events.shift() ?? null;
    },
    close: async () => {
      res.destroy();
      await new Promise((r) => setTimeout(r, 20));
    },
  };
}

describe('the live feed', () => {
  it('shows a door that opens at the place the map shows, and nothing of the lock', async () => {
    const board = await feed();
    expect(board.status).toBe(200);
    const [home] = await households(1);
    const berlin = await lockIn(BERLIN, home);
    const paris = await lockIn(PARIS, home);
    const opened = await record(berlin, RECORD_TYPE.fingerprint, 2_000);
    await t.services.events.emit('records.stored', {
      lock: { id: berlin, userId: owner.userId },
      records: [opened],
      managers: [owner.userId],
    });
    const seen = await board.next();
    expect(seen).toMatchObject({
      place: `city:${BERLIN}`,
      name: 'Berlin',
      country: 'DE',
      method: 'fingerprint',
      count: 1,
    });
    expect(seen!.at).toBe(Math.floor(opened.lockDate.getTime() / 1000) * 1000);
    expect(Object.keys(seen!).sort()).toEqual(['at', 'count', 'country', 'lat', 'lon', 'method', 'name', 'place']);

    // Paris has too few households of this brand; the households left out of every place (Paris, Madrid, no
    // location) are enough by now: the door opened "elsewhere".
    const there = await record(paris, RECORD_TYPE.card, 1_000);
    await t.services.events.emit('records.stored', {
      lock: { id: paris, userId: owner.userId },
      records: [there],
      managers: [owner.userId],
    });
    expect(await board.next()).toMatchObject({ place: null, name: '', country: '', method: 'card' });

    // Not news: a record the lock kept for a day, a refusal, a locking.
    const late = await record(berlin, RECORD_TYPE.passcode, 24 * H);
    const refused = await record(berlin, RECORD_TYPE.passcode, 1_000, false);
    const locked = await record(berlin, RECORD_TYPE.autoLock, 1_000);
    await t.services.events.emit('records.stored', {
      lock: { id: berlin, userId: owner.userId },
      records: [late, refused, locked],
      managers: [owner.userId],
    });
    // (Longer than the doors are gathered before they are announced.)
    expect(await board.next(GATHER_MS + 1000)).toBeNull();

    // Doors of one place opening in the same moment (two stored batches): one event that counts both.
    for (const ago of [3_000, 1_000]) {
      await t.services.events.emit('records.stored', {
        lock: { id: berlin, userId: owner.userId },
        records: [await record(berlin, RECORD_TYPE.fingerprint, ago)],
        managers: [owner.userId],
      });
    }
    expect(await board.next()).toMatchObject({ place: `city:${BERLIN}`, method: 'fingerprint', count: 2 });
    expect(await board.next(GATHER_MS + 500)).toBeNull();
    await board.close();
  });

  it('is open to a few boards per address; a brand without the map refuses it', async () => {
    const boards = await Promise.all(Array.from({ length: 10 }, () => feed()));
    expect(boards.every((b) => b.status === 200)).toBe(true);
    const eleventh = await feed();
    expect(eleventh.status).toBe(429);
    expect(eleventh.body?.errorCode).toBe(10922);
    await boards[0]!.close();
    await new Promise((r) => setTimeout(r, 100));
    const again = await feed();
    expect(again.status).toBe(200);
    for (const b of [...boards.slice(1), again]) await b.close();
    const off = await feed('portier.localhost');
    expect(off.body?.errorCode).toBe(10920);
  });
});
