// API keys and the audit log (issue 20) on the harness database: a key acts as its account with the same permission
// rules, within its scopes (reads with `read` or the area's scope, writes only with the area's scope, never account
// settings or keys); it is shown once and kept hashed; a revoked key stops at once; too many requests in a minute
// answer HTTP 429 with the envelope in the caller's language; every signed-in write is in the audit log of its actor
// and of the lock's owner, with the key that made it and the ids it named — never what a person typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiKey } from '@lockconsole/shared/integrations/api-key';
import type { AuditEntry } from '@lockconsole/shared/integrations/audit';
import { apiKeys, auditLog } from '../../db/schema/integrations';
import { sha256Hex } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUserWithSession } from '../../test/factories';
import { makeLock } from '../locks/locks.test-kit';
import { addKey } from '../lock-users/lock-users.test-kit';

let t: TestApp;
type Person = Awaited<ReturnType<typeof createUserWithSession>>;
let owner: Person;
let admin: Person;
let stranger: Person;
let lockId: number;
let otherLockId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { API_KEY_RATE_PER_MIN: '40' } });
  owner = await createUserWithSession(t.db, t.services.sessions);
  admin = await createUserWithSession(t.db, t.services.sessions);
  stranger = await createUserWithSession(t.db, t.services.sessions);
  lockId = (await makeLock(t.db, owner.userId, { alias: 'Front door' })).id;
  otherLockId = (await makeLock(t.db, stranger.userId, { alias: 'Not yours' })).id;
  await addKey(t.db, lockId, admin.userId, { keyRight: 1, senderUserId: owner.userId });
});
afterAll(async () => {
  await t?.close();
});

const makeKey = async (who: Person, scopes: string[], name = 'Booking system') => {
  const r = await t.post<ApiKey & { key: string }>('/accessKey/create', { name, scopes }, { token: who.token });
  expect(r.body.errorCode, r.body.errorMsg).toBe(0);
  return r.body.data;
};
const audit = async (token: string, q: Record<string, string | number> = {}) =>
  (await t.get<{ list: AuditEntry[]; total: number }>('/audit/list', { pageSize: 100, ...q }, { token })).body.data;

describe('API keys', () => {
  it('is shown once, kept hashed, listed by its first characters, and acts as its account', async () => {
    const made = await makeKey(owner, ['read']);
    expect(made.key).toMatch(/^lk_[A-Za-z0-9_-]{43}$/);
    expect(made.prefix).toBe(made.key.slice(0, 11));
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, made.apiKeyId));
    expect(row!.keyHash).toBe(sha256Hex(made.key));
    expect(JSON.stringify(row)).not.toContain(made.key);
    const listed = (await t.get<{ list: ApiKey[] }>('/accessKey/list', {}, { token: owner.token })).body.data.list;
    expect(listed.find((k) => k.apiKeyId === made.apiKeyId)).toMatchObject({
      name: 'Booking system',
      scopes: ['read'],
    });
    expect(JSON.stringify(listed)).not.toContain(made.key);

    const locks = await t.get<{ list: { lockId: number }[] }>('/lock/list', {}, { token: made.key });
    expect(locks.body.errorCode).toBe(0);
    expect(locks.body.data.list.map((l) => l.lockId)).toEqual([lockId]);
    const me = await t.get<{ uid: number }>('/user/getInfo', {}, { token: made.key });
    expect(me.body.data.uid).toBe(owner.userId);
    const used = (await t.get<{ list: ApiKey[] }>('/accessKey/list', {}, { token: owner.token })).body.data.list;
    expect(used.find((k) => k.apiKeyId === made.apiKeyId)!.lastUsedAt).not.toBeNull();
  });

  it('reads with `read` or the area’s scope; writes only with the area’s scope; never account settings or keys', async () => {
    const reader = (await makeKey(owner, ['read'])).key;
    const locksKey = (await makeKey(owner, ['locks'])).key;
    const credKey = (await makeKey(owner, ['credentials'])).key;
    const rename = (key: string, lang = 'en') =>
      t.post('/lock/rename', { lockId, lockAlias: 'Front door' }, { token: key, lang });

    const refused = await rename(reader, 'de');
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe(10881);
    expect(refused.body.errorMsg).not.toMatch(/errors\./);
    expect((await rename(locksKey)).body.errorCode).toBe(0);
    expect((await rename(credKey)).body.errorCode).toBe(10881);
    // A credentials key reads ekeys but not the lock list's area … and the locks key the other way round.
    expect((await t.get('/lock/listKey', { lockId }, { token: credKey })).body.errorCode).toBe(10881);
    expect((await t.get('/key/list', {}, { token: credKey })).body.errorCode).toBe(0);
    expect((await t.get('/lockRecord/list', { lockId }, { token: locksKey })).body.errorCode).toBe(10881);
    for (const [path, params] of [
      ['/accessKey/create', { name: 'More', scopes: ['read'] }],
      ['/user/changePassword', { oldPassword: 'x', newPassword: 'Abcdefg1' }],
      ['/user/logout', {}],
      ['/alert/updateSettings', { muted: [], channel: 'off', timeZone: 'UTC' }],
    ] as const) {
      const r = await t.post(path, params, { token: locksKey });
      expect(r.body.errorCode, path).toBe(10881);
    }
    expect((await t.get('/accessKey/list', {}, { token: locksKey })).body.errorCode).toBe(10881);
    expect((await t.get('/audit/list', {}, { token: locksKey })).body.errorCode).toBe(10881);
  });

  it('has the permissions of its account: another account’s lock is refused', async () => {
    const key = (await makeKey(owner, ['read', 'locks'])).key;
    expect((await t.get('/lock/detail', { lockId: otherLockId }, { token: key })).body.errorCode).toBe(-2018);
    expect(
      (await t.post('/lock/rename', { lockId: otherLockId, lockAlias: 'Mine' }, { token: key })).body.errorCode,
    ).toBe(-2018);
  });

  it('a revoked key stops at once; only its own account revokes it; names and scopes are checked', async () => {
    const made = await makeKey(owner, ['read']);
    expect(
      (await t.post('/accessKey/revoke', { apiKeyId: made.apiKeyId }, { token: stranger.token })).body.errorCode,
    ).toBe(10884);
    expect((await t.get('/lock/list', {}, { token: made.key })).body.errorCode).toBe(0);
    expect(
      (await t.post('/accessKey/revoke', { apiKeyId: made.apiKeyId }, { token: owner.token })).body.errorCode,
    ).toBe(0);
    const after = await t.get('/lock/list', {}, { token: made.key });
    expect(after.body.errorCode).not.toBe(0);
    const listed = (await t.get<{ list: ApiKey[] }>('/accessKey/list', {}, { token: owner.token })).body.data.list;
    expect(listed.some((k) => k.apiKeyId === made.apiKeyId)).toBe(false);
    for (const bad of [
      { name: '', scopes: ['read'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['admin'] },
    ]) {
      const r = await t.post('/accessKey/create', bad, { token: owner.token, lang: 'fr' });
      expect(r.body.errorCode, JSON.stringify(bad)).toBe(-3);
      expect(r.body.errorMsg).not.toMatch(/validation\./);
    }
    expect((await t.get('/lock/list', {}, { token: 'lk_forged' })).body.errorCode).not.toBe(0);
  });

  it('answers HTTP 429 with a retry time after too many requests in a minute, per key', async () => {
    const key = (await makeKey(admin, ['read'])).key;
    const other = (await makeKey(admin, ['read'])).key;
    let last;
    for (let i = 0; i < 41; i++) last = await t.get('/lock/list', {}, { token: key, lang: 'es' });
    expect(last!.status).toBe(429);
    expect(last!.body.errorCode).toBe(10882);
    expect(last!.body.errorMsg).not.toMatch(/errors\./);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.get('/lock/list', {}, { token: other })).body.errorCode).toBe(0);
    // The person's own session is not limited by their key.
    expect((await t.get('/lock/list', {}, { token: admin.token })).body.errorCode).toBe(0);
    t.clock.advance(61_000);
    expect((await t.get('/lock/list', {}, { token: key })).body.errorCode).toBe(0);
  });

  it('a replayed write does not count against its key’s requests of the minute', async () => {
    const key = (await makeKey(admin, ['locks'])).key;
    const date = t.clock.now().getTime();
    const rename = () => t.post('/lock/rename', { lockId, lockAlias: 'Replayed', date }, { token: key });
    expect((await rename()).body.errorCode).toBe(0);
    for (let i = 0; i < 45; i++) expect((await rename()).body.errorCode).toBe(10014);
    expect((await t.get('/lock/list', {}, { token: key })).body.errorCode).toBe(0);
  });

  it('an account has at most 20 active keys', async () => {
    const p = await createUserWithSession(t.db, t.services.sessions);
    for (let i = 0; i < 20; i++) await makeKey(p, ['read'], `Key ${i}`);
    expect(
      (await t.post('/accessKey/create', { name: 'One more', scopes: ['read'] }, { token: p.token })).body.errorCode,
    ).toBe(10883);
  });
});

describe('audit log', () => {
  it('keeps console and key writes for the actor and the lock owner, with the key, the lock and the ids only', async () => {
    const made = await makeKey(admin, ['locks', 'credentials'], 'Channel manager');
    await t.post('/lock/rename', { lockId, lockAlias: 'Front door' }, { token: admin.token });
    await t.post('/lock/rename', { lockId, lockAlias: 'Front door' }, { token: made.key });
    // A custom passcode: the code and the name typed are not kept.
    await t.post(
      '/keyboardPwd/add',
      { lockId, keyboardPwd: '583921', keyboardPwdName: 'Cleaner' },
      { token: made.key },
    );
    const mine = await audit(admin.token);
    const renames = mine.list.filter((e) => e.action === '/lock/rename');
    expect(renames.length).toBeGreaterThanOrEqual(2);
    expect(renames.find((e) => e.via === 2)).toMatchObject({
      apiKeyName: 'Channel manager',
      lockId,
      lockAlias: 'Front door',
      errorCode: 0,
      actorId: admin.userId,
      ip: '127.0.0.1',
    });
    expect(renames.find((e) => e.via === 1)).toMatchObject({ apiKeyId: null, errorCode: 0 });
    const add = mine.list.find((e) => e.action === '/keyboardPwd/add')!;
    const [stored] = await t.db.select().from(auditLog).where(eq(auditLog.id, add.auditId));
    expect(JSON.stringify(stored)).not.toMatch(/583921|Cleaner/);
    // The owner reads what the admin did on their lock.
    const owners = await audit(owner.token, { lockId });
    expect(owners.list.some((e) => e.actorId === admin.userId && e.action === '/lock/rename')).toBe(true);
    // A stranger's refused write on the lock is in the stranger's log only.
    await t.post('/lock/rename', { lockId, lockAlias: 'Taken' }, { token: stranger.token });
    const strangers = await audit(stranger.token, { failed: 1 });
    expect(strangers.list[0]).toMatchObject({ action: '/lock/rename', errorCode: -2018, lockId: null });
    expect(strangers.list[0]!.targets).toEqual({ refusedLockId: lockId });
    expect((await audit(owner.token)).list.some((e) => e.actorId === stranger.userId)).toBe(false);
  });

  it('keeps every one of many writes made at the same moment, each with its own result (rows go in groups)', async () => {
    const before = (await audit(stranger.token, { action: '/lock/rename' })).total;
    // Twelve at once, the last two on a lock that is not the caller's (refused): written while others are written.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.post(
          '/lock/rename',
          { lockId: i < 10 ? otherLockId : lockId, lockAlias: `Wing ${i}` },
          { token: stranger.token },
        ),
      ),
    );
    expect(answers.map((a) => a.body.errorCode)).toEqual([...Array(10).fill(0), -2018, -2018]);
    const log = (await audit(stranger.token, { action: '/lock/rename' })).list.slice(0, 12);
    expect((await audit(stranger.token, { action: '/lock/rename' })).total).toBe(before + 12);
    expect(log.filter((e) => e.errorCode === 0 && e.lockId === otherLockId)).toHaveLength(10);
    expect(log.filter((e) => e.errorCode === -2018 && e.targets.refusedLockId === lockId)).toHaveLength(2);
  });

  it('filters by key, way, result, action and time; reads are not logged', async () => {
    const made = await makeKey(owner, ['locks']);
    await t.post('/group/add', { groupName: `Audit ${Date.now()}` }, { token: made.key });
    await t.get('/lock/list', {}, { token: made.key });
    const byKey = await audit(owner.token, { apiKeyId: made.apiKeyId });
    expect(byKey.list.map((e) => e.action)).toEqual(['/group/add']);
    expect((await audit(owner.token, { viaKey: 0 })).list.every((e) => e.via === 1)).toBe(true);
    expect((await audit(owner.token, { viaKey: 1 })).list.every((e) => e.apiKeyId !== null)).toBe(true);
    expect((await audit(owner.token, { action: '/group/' })).list.map((e) => e.action)).toContain('/group/add');
    expect((await audit(owner.token, { failed: 0 })).list.every((e) => e.errorCode === 0)).toBe(true);
    const future = t.clock.now().getTime() + 3_600_000;
    expect((await audit(owner.token, { startDate: future })).total).toBe(0);
    const bad = await t.get('/audit/list', { action: 'lock%' }, { token: owner.token });
    expect(bad.body.errorCode).toBe(-3);
  });
});
