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

/** Reads SSE blocks from /api/events until `count` events (of any type) arrived or `ms` passed. */
async function readEvents(token: string, count: number, o: { lastEventId?: string; ms?: number } = {}) {
  const headers: Record<string, string> = { accesstoken: token };
  if (o.lastEventId) headers['last-event-id'] = o.lastEventId;
  const res = await fetch(`${base}/api/events`, { headers });
  const reader = res.body!.getReader();
  const got: { id?: string; event: string; data: string }[] = [];
  let text = '';
  const deadline = Date.now() + (o.ms ?? 2000);
  while (got.length < count && Date.now() < deadline) {
    const next = await Promise.race([
      reader.read(),
      new Promise<{ done: true; value: undefined }>((r) => setTimeout(() => r({ done: true, value: undefined }), 300)),
    ]);
    if (next.value) text += new TextDecoder().decode(next.value);
    const blocks = text.split('\n\n');
    text = blocks.pop()!;
    for (const b of blocks) {
      const f: Record<string, string> = Object.fromEntries(
        b.split('\n').map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 2)]),
      );
      if (f.event) got.push({ id: f.id, event: f.event, data: f.data ?? '' });
    }
  }
  await reader.cancel().catch(() => {});
  return got;
}

describe('resuming a broken stream', () => {
  it('replays what the account missed since its last event id, and nothing of other accounts', async () => {
    const a = await createUserWithSession(t.db, t.services.sessions);
    const b = await createUserWithSession(t.db, t.services.sessions);
    const first = readEvents(a.token, 1);
    await new Promise((r) => setTimeout(r, 150));
    await t.services.bus.publish({ userId: a.userId, type: 'gateway', data: { n: 1 } });
    const [seen] = await first;
    expect(seen).toMatchObject({ event: 'gateway', data: JSON.stringify({ n: 1 }) });
    expect(seen!.id).toBeTruthy();
    // While the browser is away: two of its own events and one of another account.
    await t.services.bus.publish({ userId: a.userId, type: 'gateway', data: { n: 2 } });
    await t.services.bus.publish({ userId: b.userId, type: 'gateway', data: { n: 99 } });
    await t.services.bus.publish({ userId: a.userId, type: 'lockState', data: { n: 3 } });
    const resumed = await readEvents(a.token, 2, { lastEventId: seen!.id! });
    expect(resumed.map((e) => [e.event, JSON.parse(e.data).n])).toEqual([
      ['gateway', 2],
      ['lockState', 3],
    ]);
  });

  it('tells a browser resuming from an unknown point to reload what it shows', async () => {
    const a = await createUserWithSession(t.db, t.services.sessions);
    const got = await readEvents(a.token, 1, { lastEventId: 'a-node-long-gone.5' });
    expect(got).toEqual([{ event: 'reset', data: '{}', id: undefined }]);
  });
});
