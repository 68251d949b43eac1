// The cross-tenant sweep of hardening #21 ("Keep it fixed"): every operation of the OpenAPI document the app serves
// — not a hand list, so a new endpoint is swept the day it is added — called by three people who must not reach a
// victim's account: (a) a stranger with an account of their own, (b) a key holder (an ordinary ekey on the victim's
// lock) and (c) a frozen key holder. Every parameter that names an object (lockId, keyId, uid, groupId, a MAC, an
// account …) carries the victim's; the rest are valid values worked out from the schema. Checked for each call:
//   0 leaks  — the answer (and any message it made for the caller) holds none of the marker strings planted in the
//              victim's data (names, e-mails, phone, MACs, secrets, the passcode, the session token);
//   0 writes — the victim's rows in every table they have rows in are the same before and after;
//   answers  — where the role matrix (modules/permissions/role-matrix.table.ts) says the role is refused, exactly
//              its refusal; only where it says the role may read does the answer show the victim's lock — and then
//              only what that role is shown anyway (SEES below).
// A second variant names the caller's own lock together with the victim's other ids (a passcode, a key, a group
// of the victim's reached through a lock the caller may manage). SWEEP_DEBUG=1 prints every call and its answer.
// Bugs it would have caught are shown by breaking a check by hand: a gateway not scoped to its owner, a passcode
// looked up without its lock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, gt } from 'drizzle-orm';
import { users } from '../db/schema/accounts';
import { locks } from '../db/schema/devices';
import { ERROR } from '@lockconsole/shared/errors/codes';
import { lockGroups } from '../db/schema/groups';
import { outboxMessages } from '../db/schema/messaging';
import { allRoutes } from '../modules/routes';
import { ROWS, type Outcome, type Row, type World as MatrixWorld } from '../modules/permissions/role-matrix.table';
import { makeLock } from '../modules/locks/locks.test-kit';
import { addKey } from '../modules/lock-users/lock-users.test-kit';
import { createTestApp, type TestApp } from '../test/harness';
import { createUserWithSession } from '../test/factories';
import {
  FILL_OPTIONAL,
  LOOKS_NAMED,
  NAMED,
  NOT_AN_OBJECT,
  dateSequence,
  isEnvelope,
  loadOperations,
  sendRaw,
  validValue,
  wire,
  type Kind,
  type Op,
} from './openapi.test-kit';
import { changedTables, makeWorld, markersIn, snapshotWorld, type World } from './world.test-kit';

/**
 * Operations the sweep does not call, each with its reason. All are public: no session, the credential is a secret
 * the request carries (a password, a code, a one-time token), so "another account's ids" means nothing to them;
 * what a stranger can do to someone else's account through them is proved by the tests named.
 */
const NOT_SWEPT: Record<string, string> = {
  'POST /api/user/login': 'public; wrong passwords against a victim: modules/accounts/auth.test.ts',
  'POST /api/user/register': 'public; needs a code sent to the new address: modules/accounts/accounts.test.ts',
  'POST /api/user/resetPassword': 'public; strangers guessing a victim’s reset code: modules/accounts/auth.test.ts',
  'POST /api/user/sendValidationCode': 'public; behind the slider: modules/verification/code.test.ts',
  'POST /api/user/getSliderVerifyImg': 'public; a puzzle, no account data: modules/verification/slider.test.ts',
  'POST /api/user/isSliderValid': 'public; a puzzle, no account data: modules/verification/slider.test.ts',
  'POST /api/user/loginByAccessToken': 'public; the one-time link is the credential: modules/accounts/auth.test.ts',
  'GET /api/user/loginLinkInfo': 'public; the one-time link is the credential: modules/accounts/auth.test.ts',
  'POST /api/gateway/activate':
    'public, called by a gateway; moving a victim’s gateway by its MAC: modules/gateways/gateway-move.routes.test.ts',
  'GET /api/key/unlockLinkInfo': 'public; the unlock-link token decides: modules/ekeys/unlock-link.routes.test.ts',
  'POST /api/key/unlockByLink': 'public; the unlock-link token decides: modules/ekeys/unlock-link.routes.test.ts',
  'GET /api/qrcode/show': 'public; the QR code link’s signature decides: modules/qrcodes/qrcodes.routes.test.ts',
};

type Caller = { role: SweepRole; userId: number; email: string; ownLockId: number };
type SweepRole = 'stranger' | 'holder' | 'frozenHolder';
const ROLES: SweepRole[] = ['stranger', 'holder', 'frozenHolder'];

let t: TestApp;
let nextDate: () => number;
let ops: Op[];
let v: World;
const callers = {} as Record<SweepRole, Caller>;

async function makeCaller(role: SweepRole): Promise<Caller> {
  const me = await createUserWithSession(t.db, t.services.sessions);
  // An account of their own: a lock (and so an admin key), a group, a gateway.
  const own = await makeLock(t.db, me.userId);
  await t.db.insert(lockGroups).values({ userId: me.userId, name: 'Mine' });
  const caller: Caller = { role, userId: me.userId, email: me.email, ownLockId: own.id };
  if (role !== 'stranger') {
    await addKey(t.db, v.lockId, me.userId, {
      senderUserId: v.owner.userId,
      remoteEnable: 1,
      ...(role === 'frozenHolder' ? { keyStatus: '110405' } : {}),
    });
  }
  return caller;
}

/** The victim's candidates for each kind of name (a call per candidate, in turn). */
function candidates(kind: Kind, c: Caller): unknown[] {
  switch (kind) {
    case 'lock':
      return [v.lockId];
    case 'key':
      return [v.keys.owner, v.keys.friend, v.keys.admin, v.keys.pending];
    case 'user':
      return [v.owner.userId, v.friend.userId, v.admin.userId];
    case 'group':
      return [v.groupId];
    case 'gateway':
      return [v.gatewayId];
    case 'passcode':
      return [v.passcodeId];
    case 'card':
      return [v.cardId];
    case 'cardNumber':
      return [v.cardNumber];
    case 'qrcode':
      return [v.qrcodeId];
    case 'keyfob':
      return [v.keyfobId];
    case 'keyfobNumber':
      return [v.keyfobNumber];
    case 'keypad':
      return [v.keypadId];
    case 'keypadNumber':
      return [v.keypadNumber];
    case 'fingerprint':
      return [v.fingerprintId];
    case 'face':
      return [v.faceId];
    case 'palmVein':
      return [v.palmVeinId];
    case 'export':
      return [v.exportId];
    case 'alert':
      return [v.alertId];
    case 'apiKey':
      return [v.apiKeyId];
    case 'webhook':
      return [v.webhookId];
    case 'delivery':
      return [v.deliveryId];
    case 'order':
      return [v.orderId];
    case 'template':
      return [v.templateId];
    case 'transfer':
      return [v.transferId];
    case 'openApp':
      return [v.openAppId];
    case 'openToken':
      return [v.openTokenId];
    case 'received':
      return [v.receivedId];
    case 'operation':
      return [v.operationId];
    case 'account':
      return [v.owner.email, c.email, v.friend.email];
    case 'mobile':
      return [v.phone];
    case 'lockMac':
      return [v.lockMac];
    case 'gatewayMac':
      return [v.gatewayMac];
  }
}

let newcomers = 0;
type Call = { label: string; params: Record<string, unknown>; mixed: boolean };

/** The calls of one operation for one caller: the victim's ids in turn, then the caller's lock with the victim's rest. */
function callsOf(op: Op, c: Caller): Call[] {
  const now = t.clock.now().getTime();
  const named = op.params.filter((p) => NAMED[p.name]);
  const n = Math.max(1, ...named.map((p) => candidates(NAMED[p.name]!, c).length));
  const build = (i: number, ownLock: boolean) => {
    const params: Record<string, unknown> = {};
    for (const p of op.params) {
      const kind = NAMED[p.name];
      if (kind) {
        const list = candidates(kind, c);
        // With the caller's own lock, an address is a newcomer's: a key or a right sent from one's own lock to
        // the victim is legitimate (and would show the victim's name in the caller's own lists afterwards).
        const one =
          ownLock && kind === 'lock'
            ? c.ownLockId
            : ownLock && kind === 'account'
              ? `newcomer-${++newcomers}@example.com`
              : list[i % list.length];
        params[p.name] = p.schema.type === 'array' ? [one] : one;
      } else if (p.required || FILL_OPTIONAL.has(p.name)) params[p.name] = validValue(p.name, p.schema, now);
    }
    return params;
  };
  const calls: Call[] = [];
  for (let i = 0; i < n; i++) calls.push({ label: `victim ids #${i + 1}`, params: build(i, false), mixed: false });
  const kinds = new Set(named.map((p) => NAMED[p.name]));
  if (kinds.has('lock') && kinds.size > 1) {
    for (let i = 0; i < n; i++) calls.push({ label: `own lock #${i + 1}`, params: build(i, true), mixed: true });
  }
  return calls;
}

/** The role matrix's row for this call: the one naming the same objects (an unlabeled row on a tie). */
function matrixRow(op: Op, params: Record<string, unknown>): Row | undefined {
  const route = `${op.method} ${op.path.replace(/^\/api/, '')}`;
  const rows = ROWS.filter((r) => r.route === route);
  if (!rows.length) return undefined;
  // Only the names of a row's parameters matter here: any world will do.
  const anyone = { userId: 1, token: 'x', email: 'x@example.com' };
  const fake = {
    lockId: 1,
    passcodeId: 1,
    cardId: 1,
    cardNumber: '1',
    keyOf: new Proxy({}, { get: () => 1 }),
    users: new Proxy({}, { get: () => anyone }),
  } as unknown as MatrixWorld;
  const namedKeys = (keys: string[]) =>
    keys
      .filter((k) => NAMED[k])
      .sort()
      .join();
  const mine = namedKeys(Object.keys(params));
  const scored = rows.map((r) => {
    const keys = namedKeys(Object.keys(r.params(fake, 'holder')));
    const subset = keys.split(',').every((k) => !k || mine.split(',').includes(k));
    return { r, exact: keys === mine, subset, size: keys.length };
  });
  const pick = (list: typeof scored) =>
    list.sort((a, b) => b.size - a.size || Number(!!a.r.label) - Number(!!b.r.label))[0]?.r;
  return pick(scored.filter((s) => s.exact)) ?? pick(scored.filter((s) => s.subset));
}

function outcomeOf(row: Row, role: SweepRole): Outcome {
  if (role === 'stranger') return row.expect.stranger;
  if (role === 'holder') return row.expect.holder;
  return row.also?.frozenHolder ?? row.expect.stranger;
}

/**
 * Marker strings each caller is shown anyway, from the reads the role matrix gives them on their key's lock; every
 * other marker in any answer is a leak. A key holder (GET /lock/detail, /gateway/listByLock, /lock/list: 'ok' for
 * the holder) sees the lock as every holder does — name, alias, MAC (the phone opens it by MAC), the gateway it is
 * reached through — and (GET /key/list) who sent them the key, by nickname. A frozen holder keeps only GET /key/list
 * ('ok' for frozenHolder): their key with the lock's alias and the sender's nickname. A stranger sees nothing.
 */
const SEES: Record<SweepRole, readonly string[]> = {
  stranger: [],
  holder: ['lockAlias', 'lockName', 'lockMac', 'lockMacBare', 'gatewayName', 'victimNickname'],
  // … and POST /key/sync, which lists the caller's keys whatever their state with their lock's MAC (a frozen key
  // without a credential: packages/shared/src/ekey/sync.ts).
  frozenHolder: ['lockAlias', 'victimNickname', 'lockMac', 'lockMacBare'],
};

/** Answers that show some of a victim's markers by design (each with its reason); checked for all the others. */
const BY_DESIGN: Record<string, string[]> = {
  // docs/accounts.md: the recipient of a transfer, looked up by the address the caller typed, answers its uid and
  // nickname so the owner can confirm whom a lock goes to (spec §3). The address is the caller's own input.
  'POST /api/user/transferUserConfirm': ['victimEmail', 'victimNickname', 'friendEmail', 'friendNickname'],
  // A card number is what the caller typed: added to the caller's own lock it is echoed, and listed with the caller's
  // own cards afterwards (the victim's card name and locks never are).
  'POST /api/card/add': ['cardNumber'],
  'POST /api/card/issue': ['cardNumber'],
  'GET /api/card/listAll': ['cardNumber'],
  // So is an accessory's id when the caller pairs it with their own lock (the victim's fob name never shows).
  'POST /api/keyfob/add': ['keyfobNumber'],
  'POST /api/wirelessKeypad/add': ['keypadNumber'],
};

const lastOutboxId = async () =>
  (await t.db.select({ id: outboxMessages.id }).from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(1))[0]
    ?.id ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  nextDate = dateSequence(t);
  ops = await loadOperations(t);
  v = await makeWorld(t);
  for (const role of ROLES) callers[role] = await makeCaller(role);
});
afterAll(async () => {
  await t?.close();
});

describe('cross-tenant sweep', () => {
  it("sees a change to any of the victim's rows (the sweep's detector can fail)", async () => {
    const w = await makeWorld(t);
    const before = await snapshotWorld(t, w);
    expect(changedTables(before, await snapshotWorld(t, w))).toEqual([]);
    await t.db.update(locks).set({ lockAlias: 'changed' }).where(eq(locks.id, w.lockId));
    await t.db.update(users).set({ nickname: 'changed' }).where(eq(users.id, w.owner.userId));
    expect(changedTables(before, await snapshotWorld(t, w))).toEqual(['users', 'locks']);
  });

  it('covers every operation of the OpenAPI document, and the document every route', () => {
    const documented = new Set(ops.map((o) => o.id));
    for (const r of allRoutes(t.services))
      expect(documented, `${r.method} /api${r.path}`).toContain(`${r.method} /api${r.path}`);
    for (const id of Object.keys(NOT_SWEPT)) expect(documented, `${id} in NOT_SWEPT is no operation`).toContain(id);
    for (const op of ops) {
      if (NOT_SWEPT[op.id]) {
        expect(op.auth, `${op.id} is left out of the sweep for being public`).toBe('public');
        continue;
      }
      for (const p of op.params) {
        if (LOOKS_NAMED.test(p.name) && !NOT_AN_OBJECT[p.name]) {
          expect(NAMED[p.name], `${op.id}: say in NAMED what ${p.name} names`).toBeDefined();
        }
      }
    }
    expect(ops.length - Object.keys(NOT_SWEPT).length).toBeGreaterThan(70);
  });

  for (const role of ROLES) {
    it(`as ${role}: no leak, no write, refused wherever the role matrix refuses`, { timeout: 300_000 }, async () => {
      const c = callers[role];
      const problems: string[] = [];
      let calls = 0;
      let before = await snapshotWorld(t, v);
      for (const op of ops) {
        if (NOT_SWEPT[op.id]) continue;
        for (const call of callsOf(op, c)) {
          const name = `${op.id} (${call.label}) ${JSON.stringify(call.params)}`;
          // A session of its own for every call: logging out or changing the password ends only that one.
          const { token } = await t.services.sessions.create(c.userId);
          const outboxFrom = await lastOutboxId();
          const raw: Record<string, unknown> = { date: nextDate() };
          for (const [k, val] of Object.entries(call.params)) raw[k] = wire(val);
          const res = await sendRaw(t, op, raw, { token });
          calls++;
          if (res.status >= 500 || !isEnvelope(res.json)) {
            problems.push(`${name}: HTTP ${res.status} ${res.text.slice(0, 200)}`);
            continue;
          }
          const body = res.json;
          if (body.errorCode === ERROR.badParameter.code) {
            problems.push(`${name}: the sweep's values were refused (${JSON.stringify(body.data)}): fix the sweep`);
          }
          const row = call.mixed ? undefined : matrixRow(op, call.params);
          const want = row ? outcomeOf(row, role) : undefined;
          let code = body.errorCode;
          if (row?.batch && code === 0)
            code = (body.data as { results: { errorCode: number }[] }).results[0]!.errorCode;
          if (want === 'denied' && code !== ERROR.noPermission.code) {
            problems.push(`${name}: the role matrix refuses ${role} (-2018), answered ${code} ${body.errorMsg}`);
          }
          if (typeof want === 'number' && code !== want) problems.push(`${name}: expected ${want}, answered ${code}`);
          // What the caller learnt: the answer and any message the call made (but the victim's own mail).
          const made = await t.db.select().from(outboxMessages).where(gt(outboxMessages.id, outboxFrom));
          const toCaller = made.filter((m) => !v.addresses.includes(m.recipient.toLowerCase()));
          const seen = res.text + JSON.stringify(toCaller);
          const leaks = markersIn(v, seen, [...SEES[role], ...(BY_DESIGN[op.id] ?? [])]);
          if (leaks.length)
            problems.push(`${name}: answered ${code} showing the victim's ${leaks.join(', ')}: ${seen.slice(0, 600)}`);
          // The callers' own keys on the victim's lock are part of the snapshot: not even those change.
          const after = await snapshotWorld(t, v);
          const changed = changedTables(before, after);
          if (changed.length) problems.push(`${name}: answered ${code} and changed the victim's ${changed.join(', ')}`);
          before = after;
          if (process.env.SWEEP_DEBUG) console.log(role, name.slice(0, 160), '→', body.errorCode, code, want ?? '');
        }
      }
      console.info(`cross-tenant sweep as ${role}: ${calls} calls`);
      expect(problems).toEqual([]);
    });
  }
});
