// Compression as a browser gets it (#26.1): a large API answer comes brotli- or gzip-compressed when the browser
// accepts it (and plain when it does not), a small one plain; the live event stream is never compressed (it would
// be buffered); a compressed request body is not inflated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LockPage } from '@lockconsole/shared/lock/lock';
import { createTestApp, type TestApp } from '../test/harness';
import { createUserWithSession } from '../test/factories';
import { makeLock } from '../modules/locks/locks.test-kit';

let t: TestApp;
let base: string;
let owner: { userId: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await createUserWithSession(t.db, t.services.sessions);
  for (let i = 0; i < 30; i++) await makeLock(t.db, owner.userId, { alias: `Compressed door ${i}` });
});
afterAll(async () => {
  await t?.close();
});

const list = (acceptEncoding?: string) =>
  t.get<LockPage>(
    '/lock/list',
    { groupId: -1, pageNo: 1, pageSize: 100 },
    { token: owner.token, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
  );

describe('compressed answers', () => {
  it('a large API answer is compressed with what the browser accepts, and reads the same', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.data.list).toHaveLength(30);
    const br = await list('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.wireBytes).toBeLessThan(plain.wireBytes / 3);
    expect(br.body.data.list).toEqual(plain.body.data.list);
    const gz = await list('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.data.list).toEqual(plain.body.data.list);
  });

  it('a small answer goes as it is', async () => {
    const r = await t.get('/user/consoleAbilities', {}, { token: owner.token, headers: { 'accept-encoding': 'br' } });
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.body.errorCode).toBe(0);
  });

  it('the live event stream is never compressed', async () => {
    const ctrl = new AbortController();
    const res = await fetch(`${base}/api/events`, {
      headers: { accesstoken: owner.token, 'accept-encoding': 'br, gzip' },
      signal: ctrl.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();
    const first = await res.body!.getReader().read();
    expect(new TextDecoder().decode(first.value)).toContain('retry:');
    ctrl.abort();
  });

  it('a gzip-compressed request body is not inflated: refused as a bad parameter', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: expect.any(Number), data: null });
  });
});
