// The role matrix (issues 5, 6, 7 "done when"): every lock-scoped endpoint, called as owner, authorized admin, key
// holder and stranger — and as variants that must behave like one of them (a key holder without remote
// permission; frozen, freezing and expired keys = stranger) — answers exactly what role-matrix.table.ts says, on
// the harness database (PGlite, or PostgreSQL with DATABASE_URL). A refused call must change nothing in the
// world; ids that do not exist get the stranger's answer. A lock-scoped route missing from the table fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import crypto from 'node:crypto';
import { ekeys, lockGateways, locks, operations } from '../../db/schema/devices';
import { lockSettings } from '../../db/schema/lock-settings';
import { passcodes } from '../../db/schema/passcodes';
import { credentials } from '../../db/schema/credentials';
import { auditLog } from '../../db/schema/integrations';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import type { LockAbilities } from '@lockconsole/shared/lock/lock';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUsersWithSessions, givePaidAccess } from '../../test/factories';
import { makeGateway } from '../locks/locks.test-kit';
import { makePasscodeLock } from '../passcodes/passcodes.test-kit';
import { addKey } from '../lock-users/lock-users.test-kit';
import { allRoutes } from '../routes';
import {
  ALSO_LOCK_SCOPED,
  BASE_ROLES,
  DERIVED_ROLES,
  LOCK_FIELDS,
  LOCK_PATHS,
  NOT_ROLE_BASED,
  ROWS,
  type Outcome,
  type Role,
  type Row,
  type World,
} from './role-matrix.table';

const DAY = 86_400_000;
const ROLES: Role[] = [...BASE_ROLES, ...DERIVED_ROLES];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** One lock of `owner` (real secret, an offline gateway, a passcode, an operation) and a key for each role. */
async function makeWorld(): Promise<World> {
  const now = t.clock.now().getTime();
  const who = [...ROLES, 'target'] as const;
  const made = await createUsersWithSessions(t.db, who.length, t.clock.now());
  const users = Object.fromEntries(who.map((r, i) => [r, made[i]!])) as World['users'];
  // Premium and units, so that the paid functions answer for who may call them (issue 17's own tests: refusals).
  const ids = Object.values(users).map((u) => u.userId);
  await givePaidAccess(t.db, ids, [1, 3, 4, 5], 100, t.clock.now());
  const lock = await makePasscodeLock(t.db, users.owner.userId);
  const gw = await makeGateway(t.db, users.owner.userId, { online: false });
  await t.db.insert(lockGateways).values({ lockId: lock.id, gatewayId: gw.id, rssi: -60 });
  // The admin renamed the lock (issue 20's audit log: the admin and the owner read it, nobody else).
  await t.db.insert(auditLog).values({
    actorId: users.admin.userId,
    action: '/lock/rename',
    lockId: lock.id,
    lockOwnerId: users.owner.userId,
    ip: '127.0.0.1',
    errorCode: 0,
    via: 1,
  });
  const [own] = await t.db.select().from(ekeys).where(eq(ekeys.lockId, lock.id));
  const k = (role: Role | 'target', o: Parameters<typeof addKey>[3]) =>
    addKey(t.db, lock.id, users[role].userId, { senderUserId: users.owner.userId, ...o }).then((x) => x.id);
  const keyOf: World['keyOf'] = {
    owner: own!.id,
    admin: await k('admin', { keyRight: 1, remoteEnable: 1 }),
    holder: await k('holder', { remoteEnable: 1 }),
    holderNoRemote: await k('holderNoRemote', { remoteEnable: 2 }),
    frozenHolder: await k('frozenHolder', { remoteEnable: 1, keyStatus: '110405' }),
    freezingAdmin: await k('freezingAdmin', { keyRight: 1, remoteEnable: 1, keyStatus: '110404' }),
    expiredHolder: await k('expiredHolder', { remoteEnable: 1, startDate: now - 3 * DAY, endDate: now - DAY }),
    target: await k('target', { remoteEnable: 1, startDate: now - DAY, endDate: now + 3 * DAY }),
  };
  const [pc] = await t.db
    .insert(passcodes)
    .values({
      lockId: lock.id,
      keyboardPwd: '918273',
      keyboardPwdName: 'Matrix code',
      keyboardPwdType: 6,
      keyboardPwdVersion: 4,
      startDate: new Date(now - DAY),
      firstUseBy: new Date(now + 365 * DAY),
      length: 6,
      slot: 0,
      periodKey: `custom:${crypto.randomUUID()}`,
      senderUserId: users.owner.userId,
    })
    .returning();
  const cardNumber = String(crypto.randomInt(10_000_000, 99_999_999));
  const [card] = await t.db
    .insert(credentials)
    .values({
      lockId: lock.id,
      kind: 'card',
      number: cardNumber,
      name: 'Matrix card',
      validityType: 1,
      startDate: new Date(0),
      senderUserId: users.owner.userId,
    })
    .returning();
  // A QR code, a key fob and a wireless keypad of the lock (issue 16), all in sync; and a fingerprint, a face and a
  // palm vein (issue 15).
  const extra = (kind: string, number: string, more: Partial<typeof credentials.$inferInsert> = {}) => ({
    lockId: lock.id,
    kind,
    number,
    name: `Matrix ${kind}`,
    validityType: 1,
    startDate: new Date(0),
    senderUserId: users.owner.userId,
    ...more,
  });
  const extras = await t.db
    .insert(credentials)
    .values([
      extra('qrcode', cardNumber, { refreshMinutes: 10, linkSecret: crypto.randomUUID() }),
      extra('keyfob', `RC_${cardNumber.slice(0, 6)}`, { deviceMac: 'F0:00:00:00:00:01' }),
      extra('fingerprint', '11', { enrolSource: 'sensor' }),
      extra('face', '12', { enrolSource: 'photo' }),
      extra('palmVein', '13', { enrolSource: 'sensor' }),
      extra('keypad', `KP_${cardNumber.slice(0, 6)}`, { deviceMac: 'F0:00:00:00:00:02' }),
    ])
    .returning({ id: credentials.id, kind: credentials.kind });
  const idOfKind = (kind: string) => extras.find((c) => c.kind === kind)!.id;
  const [qrcodeId, keyfobId, fingerprintId, faceId, palmVeinId, keypadId] = [
    'qrcode',
    'keyfob',
    'fingerprint',
    'face',
    'palmVein',
    'keypad',
  ].map(idOfKind) as [number, number, number, number, number, number];
  await t.db.insert(operations).values({
    userId: users.owner.userId,
    lockId: lock.id,
    gatewayId: gw.id,
    lockMac: 'C0:00:00:00:00:00',
    type: 'lock.unlock',
    state: 2,
    reqId: crypto.randomUUID(),
    nodeId: 'matrix',
    deadlineAt: new Date(now),
  });
  return {
    gatewayId: gw.id,
    lockId: lock.id,
    users,
    keyOf,
    passcodeId: pc!.id,
    cardId: card!.id,
    cardNumber,
    qrcodeId,
    keyfobId,
    keypadId,
    fingerprintId,
    faceId,
    palmVeinId,
  };
}

/** Everything of the world a call could change. */
async function snapshot(w: World) {
  const [lock, keys, settings, codes, ops, outbox, cards] = await Promise.all([
    t.db.select().from(locks).where(eq(locks.id, w.lockId)),
    t.db.select().from(ekeys).where(eq(ekeys.lockId, w.lockId)).orderBy(asc(ekeys.id)),
    t.db.select().from(lockSettings).where(eq(lockSettings.lockId, w.lockId)),
    t.db.select().from(passcodes).where(eq(passcodes.lockId, w.lockId)).orderBy(asc(passcodes.id)),
    t.db.select().from(operations).where(eq(operations.lockId, w.lockId)).orderBy(asc(operations.id)),
    t.outbox(),
    t.db.select().from(credentials).where(eq(credentials.lockId, w.lockId)).orderBy(asc(credentials.id)),
  ]);
  return JSON.parse(JSON.stringify({ lock, keys, settings, codes, ops, outbox: outbox.length, cards })) as unknown;
}

const expected = (row: Row, role: Role): Outcome => {
  if ((BASE_ROLES as readonly string[]).includes(role)) return row.expect[role as (typeof BASE_ROLES)[number]];
  const derived = role as (typeof DERIVED_ROLES)[number];
  return row.also?.[derived] ?? (derived === 'holderNoRemote' ? row.expect.holder : row.expect.stranger);
};

/** The world with every id shifted to one that does not exist (the callers stay real). */
const GHOST = 1_000_000_000;
function ghostOf(w: World): World {
  const keyOf = Object.fromEntries(Object.entries(w.keyOf).map(([k, v]) => [k, v! + GHOST]));
  const users = Object.fromEntries(
    Object.entries(w.users).map(([k, u]) => [k, { ...u, userId: u.userId + GHOST, email: `ghost-${u.email}` }]),
  ) as World['users'];
  return {
    lockId: w.lockId + GHOST,
    passcodeId: w.passcodeId + GHOST,
    cardId: w.cardId + GHOST,
    cardNumber: `9${w.cardNumber}`,
    qrcodeId: w.qrcodeId + GHOST,
    keyfobId: w.keyfobId + GHOST,
    keypadId: w.keypadId + GHOST,
    fingerprintId: w.fingerprintId + GHOST,
    faceId: w.faceId + GHOST,
    palmVeinId: w.palmVeinId + GHOST,
    gatewayId: w.gatewayId + GHOST,
    keyOf,
    users,
  };
}

/** What GET /lock/detail says each caller may do (derived roles as their base; the stranger is refused). */
const ABILITIES: Partial<Record<Role, LockAbilities>> = {
  owner: { view: true, records: true, remote: true, manage: true, own: true },
  admin: { view: true, records: true, remote: true, manage: true, own: false },
  holder: { view: true, records: false, remote: true, manage: false, own: false },
  holderNoRemote: { view: true, records: false, remote: false, manage: false, own: false },
};

const nameOf = (row: Row) => `${row.route}${row.label ? ` (${row.label})` : ''}`;

describe('role matrix', () => {
  it('has a row for every lock-scoped route of the registry, and no row for a route that is gone', () => {
    const routes = allRoutes(t.services);
    const ids = new Set(routes.map((r) => `${r.method} ${r.path}`));
    const rows = new Set(ROWS.map((r) => r.route));
    for (const r of routes) {
      const id = `${r.method} ${r.path}`;
      const shape = (r.request as unknown as { shape?: Record<string, unknown> }).shape ?? {};
      const scoped =
        typeof r.auth === 'object' ||
        LOCK_PATHS.test(r.path) ||
        LOCK_FIELDS.some((f) => f in shape) ||
        ALSO_LOCK_SCOPED.includes(id);
      if (scoped && !NOT_ROLE_BASED[id]) expect(rows.has(id), `${id}: add it to role-matrix.table.ts`).toBe(true);
    }
    for (const id of [...rows, ...Object.keys(NOT_ROLE_BASED)]) expect(ids.has(id), `${id} is not a route`).toBe(true);
  });

  for (const row of ROWS) {
    it(nameOf(row), { timeout: 180_000 }, async () => {
      const [method, path] = row.route.split(' ') as ['GET' | 'POST', string];
      // Refusals first: they share one world (they must not change it); each allowed write gets a fresh one.
      const order = [...ROLES].sort((a, b) => Number(expected(row, a) === 'ok') - Number(expected(row, b) === 'ok'));
      let w = await makeWorld();
      let dirty = false;
      // The world as last read while no call changed it: a refusal's "after" is the next refusal's "before".
      let last: unknown;
      for (const role of order) {
        if (dirty) {
          w = await makeWorld();
          last = undefined;
        }
        dirty = false;
        const want = expected(row, role);
        const label = `${nameOf(row)} as ${role}`;
        const before = want === 'ok' || row.touchesCaller ? undefined : (last ??= await snapshot(w));
        const r = await t.call<Record<string, unknown>>(method, path, row.params(w, role), {
          token: w.users[role].token,
        });
        expect(r.status, label).toBe(200);
        let code = r.body.errorCode;
        if (row.batch) {
          expect(code, `${label}: ${r.body.errorMsg}`).toBe(0);
          code = (r.body.data.results as { errorCode: number }[])[0]!.errorCode;
        }
        if (want === 'ok') {
          expect(code, `${label}: ${r.body.errorMsg}`).toBe(row.okCode ?? 0);
          if (row.sees) expect(row.sees(r.body.data, w), `${label} sees the world`).toBe(true);
          dirty = method === 'POST';
          last = undefined;
          continue;
        }
        expect(code, `${label}: ${r.body.errorMsg}`).toBe(want === 'denied' ? -2018 : want === 'none' ? 0 : want);
        if (want === 'none' && row.sees) expect(row.sees(r.body.data, w), `${label} sees nothing`).toBe(false);
        if (!row.touchesCaller) {
          last = await snapshot(w);
          expect(last, `${label} changed nothing`).toEqual(before);
        } else dirty = true;
      }
      // Ids that do not exist answer the owner exactly what the stranger gets: nobody learns which ids exist.
      if (dirty) {
        w = await makeWorld();
        last = undefined;
      }
      const before = last ?? (await snapshot(w));
      const r = await t.call<Record<string, unknown>>(method, path, row.params(ghostOf(w), 'owner'), {
        token: w.users.owner.token,
      });
      const code = row.batch ? (r.body.data.results as { errorCode: number }[])[0]!.errorCode : r.body.errorCode;
      expect(code, `${nameOf(row)} with unknown ids`).toBe(row.expect.stranger === 'denied' ? -2018 : 0);
      expect(await snapshot(w), `${nameOf(row)} with unknown ids changed nothing`).toEqual(before);
    });
  }
});

describe('abilities in the lock detail', () => {
  it('match the rows above: owner, authorized admin, key holder with and without remote permission', async () => {
    const w = await makeWorld();
    for (const [role, want] of Object.entries(ABILITIES) as [Role, LockAbilities][]) {
      const r = await t.get<LockDetail>('/lock/detail', { lockId: w.lockId }, { token: w.users[role].token });
      expect(r.body.data.abilities, role).toEqual(want);
    }
  });
});
