// A live event stream belongs to its session: logging out or any other revocation (a password change ends every
// session) closes the session's open streams within a second, while other sessions' streams stay open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { createUserWithSession } from '../test/factories';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

/** Opens /api/events with `token`; `ended` resolves when the server closes it. */
async function stream(token: string) {
  const res = await fetch(`${base}/api/events`, { headers: { accesstoken: token } });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  let closed = false;
  const ended = (async () => {
    for (;;) {
      const { done } = await reader.read().catch(() => ({ done: true }));
      if (done) return void (closed = true);
    }
  })();
  return { ended, isClosed: () => closed, cancel: () => reader.cancel().catch(() => {}) };
}

const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

describe('the event stream of a revoked session', () => {
  it('closes on logout; the same account’s other session keeps its stream', async () => {
    const a = await createUserWithSession(t.db, t.services.sessions);
    const other = await t.services.sessions.create(a.userId);
    const mine = await stream(a.token);
    const theirs = await stream(other.token);
    const out = await t.post('/user/logout', {}, { token: a.token });
    expect(out.body.errorCode).toBe(0);
    expect(await within(mine.ended, 1000)).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(theirs.isClosed()).toBe(false);
    await theirs.cancel();
  });

  it('closes every stream of the account when all its sessions end (password change)', async () => {
    const a = await createUserWithSession(t.db, t.services.sessions);
    const second = await t.services.sessions.create(a.userId);
    const s1 = await stream(a.token);
    const s2 = await stream(second.token);
    await t.services.sessions.revokeAll(a.userId, 'password');
    expect(await within(Promise.all([s1.ended, s2.ended]), 1000)).toBe(true);
    // And a revoked token cannot open a new one.
    expect((await fetch(`${base}/api/events`, { headers: { accesstoken: a.token } })).status).toBe(401);
  });
});
