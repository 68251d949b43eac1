// The integrators' client (packages/client, issue 20) against a running server: typed calls signed as the API wants,
// an API key as the caller, the same write twice in a row (each its own date), errors as ApiError with the code and
// the message in the client's language, and the webhook check agreeing with what the server signs.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createClient, verifyWebhook } from '@lockconsole/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUserWithSession } from '../../test/factories';
import { makeLock } from '../locks/locks.test-kit';
import { signWebhook } from '../webhooks/webhook-sender';

let t: TestApp;
let baseUrl = '';
let key = '';
let lockId: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const owner = await createUserWithSession(t.db, t.services.sessions);
  lockId = (await makeLock(t.db, owner.userId, { alias: 'Studio 4' })).id;
  const made = await t.post<{ key: string }>(
    '/accessKey/create',
    { name: 'Client', scopes: ['read', 'locks'] },
    {
      token: owner.token,
    },
  );
  key = made.body.data.key;
});
afterAll(async () => {
  await t?.close();
});

describe('@lockconsole/client', () => {
  it('reads and writes with an API key: typed answers, the same write twice in a row', async () => {
    const api = createClient({ baseUrl, token: key, now: () => t.clock.now().getTime() });
    const page = await api.get('/lock/list', { pageNo: 1, pageSize: 20 });
    expect(page.list.map((l) => l.lockAlias)).toEqual(['Studio 4']);
    await api.post('/lock/rename', { lockId, lockAlias: 'Studio 4A' });
    await api.post('/lock/rename', { lockId, lockAlias: 'Studio 4A' });
    expect((await api.get('/lock/detail', { lockId })).lockAlias).toBe('Studio 4A');
  });

  it('throws ApiError with the code, the HTTP status and the message in the client’s language', async () => {
    const api = createClient({ baseUrl, token: key, language: 'de', now: () => t.clock.now().getTime() });
    const err = await api.post('/keyboardPwd/add', { lockId, keyboardPwd: '123456' } as never).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ errorCode: 10881, status: 403 });
    expect((err as ApiError).message).not.toMatch(/errors\./);
    const nobody = createClient({ baseUrl, token: 'lk_unknown', now: () => t.clock.now().getTime() });
    await expect(nobody.get('/lock/list', {})).rejects.toBeInstanceOf(ApiError);
  });

  it('verifies what the server signs, and nothing else', () => {
    const body = JSON.stringify({ id: 'evt_1', type: 'test', data: {} });
    const ts = Math.floor(Date.now() / 1000);
    const header = `t=${ts},v1=${signWebhook('whsec_k', ts, body)}`;
    expect(verifyWebhook(body, header, 'whsec_k')).toBe(true);
    expect(verifyWebhook(body.replace('test', 'TEST'), header, 'whsec_k')).toBe(false);
    expect(verifyWebhook(body, header, 'whsec_other')).toBe(false);
    expect(verifyWebhook(body, header, 'whsec_k', { nowMs: (ts + 3600) * 1000 })).toBe(false);
    expect(verifyWebhook(body, undefined, 'whsec_k')).toBe(false);
  });
});
