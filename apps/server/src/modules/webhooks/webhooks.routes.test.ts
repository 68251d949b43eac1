// Webhooks (issue 20) on the harness database with a real HTTP receiver on loopback (the operator allowed private
// targets here): an endpoint made with its secret shown once; a test event arrives signed — the signature checked
// here with an independent HMAC; a receiver that fails gets the retry schedule (at once, 5 s, 5 min, 30 min, 2 h,
// 5 h, 10 h, 10 h — the injected clock moves instead of waiting), then the endpoint is switched off and its owner
// mailed; the log shows every attempt; a failed delivery is replayed with the same event id; a delivery left by a
// node that stopped is sent once by another node; another account's endpoints and deliveries are out of reach.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { WEBHOOK_RETRY_MS, type Delivery, type Webhook } from '@lockconsole/shared/integrations/webhook';
import { webhookDeliveries } from '../../db/schema/integrations';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUserWithSession } from '../../test/factories';
import { createWebhookRunner } from './webhook-runner';
import { createWebhooksRepo } from './webhooks.repo';

type Hit = { headers: http.IncomingHttpHeaders; body: string };
let t: TestApp;
let owner: Awaited<ReturnType<typeof createUserWithSession>>;
let other: Awaited<ReturnType<typeof createUserWithSession>>;
let receiver: http.Server;
let url = '';
const hits: Hit[] = [];
let answer = 200;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      hits.push({ headers: req.headers, body });
      res.writeHead(answer, { 'content-type': 'text/plain' }).end(answer === 200 ? 'thanks' : 'receiver is down');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  // The runner is driven by the test (tick), not by a timer.
  t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_WORKER: 'false' } });
  owner = await createUserWithSession(t.db, t.services.sessions);
  other = await createUserWithSession(t.db, t.services.sessions);
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => receiver.close(r));
});

const make = async (token = owner.token, eventTypes = ['operation.finished', 'alert.raised']) => {
  const r = await t.post<Webhook & { secret: string }>('/webhook/create', { url, eventTypes }, { token });
  expect(r.body.errorCode, r.body.errorMsg).toBe(0);
  return r.body.data;
};
const log = async (webhookId: number, token = owner.token) =>
  (await t.get<{ list: Delivery[] }>('/webhook/deliveries', { webhookId }, { token })).body;
/** The receiver's own check, written from the documentation: t=<s>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>. */
function verified(h: Hit, secret: string): boolean {
  const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(h.headers['x-lockconsole-signature']));
  if (!m) return false;
  const want = crypto.createHmac('sha256', secret).update(`${m[1]}.${h.body}`).digest();
  return crypto.timingSafeEqual(want, Buffer.from(m[2]!, 'hex'));
}

describe('webhooks', () => {
  it('a test event arrives signed; the log shows it delivered; the secret was shown once', async () => {
    const w = await make();
    expect(w.secret).toMatch(/^whsec_/);
    expect(JSON.stringify((await t.get('/webhook/list', {}, { token: owner.token })).body)).not.toContain(w.secret);
    hits.length = 0;
    const sent = await t.post<{ deliveryId: number }>(
      '/webhook/test',
      { webhookId: w.webhookId },
      { token: owner.token },
    );
    expect(sent.body.errorCode).toBe(0);
    expect(await t.services.webhookRunner.tick()).toBe(1);
    expect(hits).toHaveLength(1);
    const hit = hits[0]!;
    expect(verified(hit, w.secret)).toBe(true);
    expect(verified({ ...hit, body: hit.body.replace('test', 'tesT') }, w.secret)).toBe(false);
    expect(verified(hit, 'whsec_someone-else')).toBe(false);
    const body = JSON.parse(hit.body) as { id: string; type: string; data: { webhookId: number } };
    expect(body).toMatchObject({ type: 'test', data: { webhookId: w.webhookId } });
    expect(hit.headers['x-lockconsole-event-id']).toBe(body.id);
    const [d] = (await log(w.webhookId)).data.list;
    expect(d).toMatchObject({ deliveryId: sent.body.data.deliveryId, status: 'delivered', eventType: 'test' });
    expect(d!.attempts[0]).toMatchObject({ status: 200, excerpt: 'thanks', error: null });
  });

  it('retries on the schedule, then switches the endpoint off and mails the owner; replay sends the same event', async () => {
    const owner = await createUserWithSession(t.db, t.services.sessions);
    const w = await make(owner.token);
    hits.length = 0;
    answer = 503;
    await t.services.webhooks.publish([owner.userId], 'alert.raised', { alertId: 1, kind: 'tamper' });
    const times: number[] = [];
    for (let i = 0; i < WEBHOOK_RETRY_MS.length; i++) {
      if (i > 0) {
        t.clock.advance(WEBHOOK_RETRY_MS[i]! - 1);
        expect(await t.services.webhookRunner.tick(), `not before its time (attempt ${i + 1})`).toBe(0);
        t.clock.advance(1);
      }
      expect(await t.services.webhookRunner.tick(), `attempt ${i + 1}`).toBe(1);
      times.push(t.clock.now().getTime());
    }
    expect(hits).toHaveLength(WEBHOOK_RETRY_MS.length);
    expect(times.slice(1).map((x, i) => x - times[i]!)).toEqual(WEBHOOK_RETRY_MS.slice(1));
    const [d] = (await log(w.webhookId, owner.token)).data.list;
    expect(d).toMatchObject({ status: 'failed', nextAttemptAt: null });
    expect(d!.attempts).toHaveLength(8);
    expect(d!.attempts[7]).toMatchObject({ status: 503, excerpt: 'receiver is down' });
    const listed = (await t.get<{ list: Webhook[] }>('/webhook/list', {}, { token: owner.token })).body.data.list;
    expect(listed.find((x) => x.webhookId === w.webhookId)).toMatchObject({
      enabled: false,
      disabledReason: 'failing',
    });
    expect((await t.outbox()).some((m) => m.recipient === owner.email && /webhook/i.test(m.subject ?? ''))).toBe(true);
    // Nothing more is sent to a switched-off endpoint; after the owner switches it on, a replay goes through.
    t.clock.advance(WEBHOOK_RETRY_MS[7]!);
    expect(await t.services.webhookRunner.tick()).toBe(0);
    answer = 200;
    expect(
      (await t.post('/webhook/update', { webhookId: w.webhookId, enabled: 1 }, { token: owner.token })).body.errorCode,
    ).toBe(0);
    const again = await t.post<{ deliveryId: number }>(
      '/webhook/replay',
      { deliveryId: d!.deliveryId },
      { token: owner.token },
    );
    expect(again.body.errorCode).toBe(0);
    expect(await t.services.webhookRunner.tick()).toBe(1);
    expect(JSON.parse(hits.at(-1)!.body).id).toBe(JSON.parse(hits[0]!.body).id);
    expect(
      (await t.post('/webhook/replay', { deliveryId: again.body.data.deliveryId }, { token: owner.token })).body
        .errorCode,
    ).toBe(10888);
  });

  it('a delivery left by a node that stopped is sent once by another node', async () => {
    const owner = await createUserWithSession(t.db, t.services.sessions);
    const w = await make(owner.token);
    hits.length = 0;
    // Node A queued it and took it, then stopped before sending: its lease runs out.
    await t.services.webhooks.publish([owner.userId], 'operation.finished', { operationId: 7 });
    await t.db
      .update(webhookDeliveries)
      .set({ claimedUntil: new Date(t.clock.now().getTime() + 60_000) })
      .where(eq(webhookDeliveries.endpointId, w.webhookId));
    const nodeB = createWebhookRunner({
      repo: createWebhooksRepo(t.db),
      clock: t.clock,
      messenger: { send: async () => undefined } as never,
      contactOf: async () => undefined,
      allowPrivate: true,
      pollMs: 1000,
      log: pino({ level: 'silent' }),
    });
    expect(await nodeB.tick()).toBe(0);
    t.clock.advance(60_001);
    expect(await Promise.all([nodeB.tick(), t.services.webhookRunner.tick()])).toSatisfy(
      (n: number[]) => n[0]! + n[1]! === 1,
    );
    expect(await nodeB.tick()).toBe(0);
    expect(hits).toHaveLength(1);
    expect((await log(w.webhookId, owner.token)).data.list[0]).toMatchObject({
      status: 'delivered',
      eventType: 'operation.finished',
    });
  });

  it("another account's endpoints and deliveries are out of reach; events go only to endpoints that want them", async () => {
    const mine = await make(owner.token, ['gateway.online']);
    for (const [path, params] of [
      ['/webhook/update', { webhookId: mine.webhookId, enabled: 0 }],
      ['/webhook/delete', { webhookId: mine.webhookId }],
      ['/webhook/test', { webhookId: mine.webhookId }],
    ] as const)
      expect((await t.post(path, params, { token: other.token })).body.errorCode, path).toBe(10887);
    expect((await log(mine.webhookId, other.token)).errorCode).toBe(10887);
    hits.length = 0;
    await t.services.webhooks.publish([other.userId], 'gateway.online', { gatewayId: 1 });
    await t.services.webhooks.publish([owner.userId], 'record.stored', { lockId: 1, records: [] });
    const before = (await log(mine.webhookId)).data.list.length;
    await t.services.webhooks.publish([owner.userId], 'gateway.online', { gatewayId: 2 });
    expect((await log(mine.webhookId)).data.list.length).toBe(before + 1);
  });

  it('refuses bad URLs, event types and the eleventh endpoint in the caller’s language', async () => {
    for (const bad of [
      { url: 'ftp://example.com/x', eventTypes: ['test'] },
      { url: 'not a url', eventTypes: ['alert.raised'] },
      { url, eventTypes: [] },
      { url, eventTypes: ['everything'] },
    ]) {
      const r = await t.post('/webhook/create', bad, { token: other.token, lang: 'de' });
      expect(r.body.errorCode, JSON.stringify(bad)).toBe(-3);
      expect(r.body.errorMsg).not.toMatch(/validation\./);
    }
    const p = await createUserWithSession(t.db, t.services.sessions);
    for (let i = 0; i < 10; i++) await make(p.token);
    expect(
      (await t.post('/webhook/create', { url, eventTypes: ['alert.raised'] }, { token: p.token })).body.errorCode,
    ).toBe(10886);
  });
});

describe('webhooks to private addresses, as the operator leaves it by default', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ env: { WEBHOOK_WORKER: 'false' } });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('are refused when saved, and never connected to when the name later resolves to one', async () => {
    const p = await createUserWithSession(strict.db, strict.services.sessions);
    for (const target of [
      url,
      'http://localhost/x',
      'http://169.254.169.254/latest',
      'http://[::1]:9/x',
      'http://10.0.0.8/',
    ]) {
      const r = await strict.post(
        '/webhook/create',
        { url: target, eventTypes: ['alert.raised'] },
        { token: p.token, lang: 'fr' },
      );
      expect(r.body.errorCode, target).toBe(10885);
      expect(r.body.errorMsg).not.toMatch(/errors\./);
    }
    // Saved while the operator allowed it (or resolved elsewhere then): the connection itself is refused.
    const repo = createWebhooksRepo(strict.db);
    const ep = await repo.insert({ userId: p.userId, url, eventTypes: ['alert.raised'], secret: 'whsec_x' });
    // A name: the socket's own lookup refuses what it resolves to.
    const named = await repo.insert({
      userId: p.userId,
      url: url.replace('127.0.0.1', 'localhost'),
      eventTypes: ['alert.raised'],
      secret: 'whsec_y',
    });
    hits.length = 0;
    await strict.services.webhooks.publish([p.userId], 'alert.raised', { alertId: 2 });
    expect(await strict.services.webhookRunner.tick()).toBe(2);
    expect(hits).toHaveLength(0);
    const [viaName] = (
      await strict.get<{ list: Delivery[] }>('/webhook/deliveries', { webhookId: named.id }, { token: p.token })
    ).body.data.list;
    expect(viaName!.attempts[0]).toMatchObject({ status: null, error: 'address refused' });
    const [d] = (
      await strict.get<{ list: Delivery[] }>('/webhook/deliveries', { webhookId: ep.id }, { token: p.token })
    ).body.data.list;
    expect(d!.attempts[0]).toMatchObject({ status: null, error: 'address refused' });
  });
});
