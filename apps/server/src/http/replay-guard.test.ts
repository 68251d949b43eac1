// #21.8: a captured signed write sent again inside the date window is refused (10014) and changes nothing; the
// same write with a later date, and a repeated read, go through. The memory is the database's, so every node agrees.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockGroups } from '../db/schema/groups';
import { auditLog } from '../db/schema/integrations';
import { locks } from '../db/schema/devices';
import { makeLock } from '../modules/locks/locks.test-kit';
import { ERROR } from '@lockconsole/shared/errors/codes';
import { createTestApp, type TestApp } from '../test/harness';
import { createUserWithSession, givePremium } from '../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('replayed writes', () => {
  it('takes a signed write once: the same request again answers 10014 and changes nothing', async () => {
    const u = await createUserWithSession(t.db, t.services.sessions);
    await givePremium(t.db, u.userId, t.clock.now()); // group management is a premium function
    const date = t.clock.now().getTime();
    const add = () => t.post('/group/add', { groupName: 'Lobby', date }, { token: u.token });
    expect((await add()).body.errorCode).toBe(0);
    const again = await add();
    expect(again.body).toEqual({
      errorCode: 10014,
      errorMsg: 'This request was already received. Nothing was changed; send it again to repeat it',
      data: null,
    });
    expect(await t.db.select().from(lockGroups).where(eq(lockGroups.userId, u.userId))).toHaveLength(1);
    // The same write made again by its sender (a later date) is a new request.
    expect((await t.post('/group/add', { groupName: 'Lobby 2' }, { token: u.token })).body.errorCode).toBe(0);
    // Reads change nothing: the same signed read twice is answered twice.
    const list = () => t.get('/user/listKeyGroup', { date }, { token: u.token });
    expect((await list()).body.errorCode).toBe(0);
    expect((await list()).body.errorCode).toBe(0);
  });

  it('takes the same write by two people in the same millisecond from both (their sessions differ)', async () => {
    const a = await createUserWithSession(t.db, t.services.sessions);
    const b = await createUserWithSession(t.db, t.services.sessions);
    for (const u of [a, b]) await givePremium(t.db, u.userId, t.clock.now());
    const date = t.clock.now().getTime();
    const add = (token: string) => t.post('/group/add', { groupName: 'Same', date }, { token });
    expect((await add(a.token)).body.errorCode).toBe(0);
    expect((await add(b.token)).body.errorCode).toBe(0);
    expect((await add(b.token)).body.errorCode).toBe(10014);
    expect(await t.db.select().from(lockGroups).where(eq(lockGroups.userId, b.userId))).toHaveLength(1);
  });

  it('refuses a replay in the caller’s language, before any session or input check', async () => {
    const date = t.clock.now().getTime();
    const login = () => t.post('/user/login', { account: 'replay@example.com', password: 'x', date }, { lang: 'de' });
    await login();
    const r = await login();
    expect(r.body.errorCode).toBe(10014);
    expect(r.body.errorMsg).toBe(
      'Diese Anfrage wurde bereits empfangen. Es wurde nichts geändert; senden Sie sie erneut, um sie zu wiederholen',
    );
  });

  it('refuses a replayed lock write as a replay, whatever its permission, input or session would answer', async () => {
    const owner = await createUserWithSession(t.db, t.services.sessions);
    const other = await createUserWithSession(t.db, t.services.sessions);
    const lock = await makeLock(t.db, owner.userId, { alias: 'Front' });
    const date = t.clock.now().getTime();
    const rename = (token: string, lockAlias: string) =>
      t.post('/lock/rename', { lockId: lock.id, lockAlias, date }, { token });
    expect((await rename(owner.token, 'Back')).body.errorCode).toBe(0);
    await t.db.update(locks).set({ lockAlias: 'Side' }).where(eq(locks.id, lock.id));
    // The same request again: refused before the permission is answered and the handler runs (the name stays).
    expect((await rename(owner.token, 'Back')).body.errorCode).toBe(10014);
    const [now] = await t.db.select({ alias: locks.lockAlias }).from(locks).where(eq(locks.id, lock.id));
    expect(now!.alias).toBe('Side');
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.actorId, owner.userId));
    expect(audited.filter((a) => a.action === '/lock/rename')).toHaveLength(1);
    // Someone without the lock: refused for the lock the first time, as a replay the second.
    expect((await rename(other.token, 'Mine')).body.errorCode).toBe(ERROR.noPermission.code);
    expect((await rename(other.token, 'Mine')).body.errorCode).toBe(10014);
    // Input that is refused: for its field the first time, as a replay the second.
    const bad = () =>
      t.post('/lock/rename', { lockId: lock.id, lockAlias: '', date: date + 1 }, { token: owner.token });
    expect((await bad()).body.errorCode).toBe(ERROR.badParameter.code);
    expect((await bad()).body.errorCode).toBe(10014);
  });
});
