// The TTLock facade's rules that need no lock (issue 25), through the real pipeline on both databases: the rate per
// application and person, tokens ended by a password change, an account hashed before the md5 scheme told to sign in
// to the console once, a callback URL to a private address refused, and a record callback taken only when the
// receiver says "success".
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { users } from '../../db/schema/accounts';
import { webhookDeliveries } from '../../db/schema/integrations';
import { createTestApp, type TestApp } from '../../test/harness';
import { PASSWORD, signUp } from '../accounts/accounts.test-kit';
import { createWebhookRunner } from '../webhooks/webhook-runner';
import { createWebhooksRepo } from '../webhooks/webhooks.repo';
import { CALLBACK_EVENT } from './open-app-callbacks';

const md5 = (s: string) => createHash('md5').update(s).digest('hex');
type Json = Record<string, unknown> & { errcode?: number };

let t: TestApp;
beforeAll(async () => {
  // The record callback's test drives its own webhook runner: the app's would claim the same delivery first (it
  // polls every second) and the test's tick would find nothing to send (seen once on CI, on PostgreSQL).
  t = await createTestApp({ env: { API_KEY_RATE_PER_MIN: '5', WEBHOOK_WORKER: 'false' } });
});
afterAll(async () => {
  await t.close();
});

async function form(url: string, params: Record<string, string | number>): Promise<Json> {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString(),
  });
  expect(res.statusCode).toBe(200);
  return res.json<Json>();
}

async function setUp(email: string) {
  const person = await signUp(t, email);
  const app = await t.post<{ appId: number; clientId: string; clientSecret: string }>(
    '/openApp/create',
    { name: 'Script' },
    { token: person.token },
  );
  expect(app.body.errorCode, app.body.errorMsg).toBe(0);
  const grant = () =>
    form('/oauth2/token', {
      client_id: app.body.data.clientId,
      client_secret: app.body.data.clientSecret,
      username: email,
      password: md5(PASSWORD),
    });
  const v3 = (path: string, access: string, extra: Record<string, string | number> = {}) =>
    form(`/v3/${path}`, {
      clientId: app.body.data.clientId,
      accessToken: access,
      date: t.clock.now().getTime(),
      ...extra,
    });
  return { person, app: app.body.data, grant, v3 };
}

describe('the TTLock facade without a lock', () => {
  it('counts calls per application and person in a minute: over the rate → 30006, the next minute open again', async () => {
    const { grant, v3 } = await setUp('rate@example.com');
    const access = String((await grant()).access_token);
    for (let i = 0; i < 5; i++) expect((await v3('lock/list', access)).total).toBe(0);
    expect((await v3('lock/list', access)).errcode).toBe(30006);
    t.clock.advance(60_000);
    expect((await v3('lock/list', access)).total).toBe(0);
  });

  it('the sign-in list shows when a token was last used: written on first use, again only after a minute', async () => {
    const { person, grant, v3 } = await setUp('lastuse@example.com');
    const access = String((await grant()).access_token);
    const lastUse = async () => {
      const r = await t.get<{ list: { lastUsedAt: number | null; lastUsedIp: string | null }[] }>(
        '/openApp/listToken',
        {},
        { token: person.token },
      );
      expect(r.body.errorCode, r.body.errorMsg).toBe(0);
      return r.body.data.list[0]!;
    };
    expect((await lastUse()).lastUsedAt).toBeNull();
    const first = t.clock.now().getTime();
    expect((await v3('lock/list', access)).total).toBe(0);
    expect(await lastUse()).toMatchObject({ lastUsedAt: first, lastUsedIp: expect.any(String) });
    t.clock.advance(30_000);
    expect((await v3('lock/list', access)).total).toBe(0);
    expect((await lastUse()).lastUsedAt).toBe(first);
    t.clock.advance(31_000);
    expect((await v3('lock/list', access)).total).toBe(0);
    expect((await lastUse()).lastUsedAt).toBe(first + 61_000);
  });

  it('a password change ends the application tokens of the account', async () => {
    const { person, grant, v3 } = await setUp('change@example.com');
    const access = String((await grant()).access_token);
    expect((await v3('lock/list', access)).total).toBe(0);
    const changed = await t.post(
      '/user/changePassword',
      { oldPassword: PASSWORD, password: 'Another-pass-77' },
      { token: person.token, deviceId: person.deviceId },
    );
    expect(changed.body.errorCode, changed.body.errorMsg).toBe(0);
    expect((await v3('lock/list', access)).errcode).toBe(10004);
    expect((await grant()).errcode).toBe(10007);
  });

  it('an account hashed before the md5 scheme is told to sign in to the console once; then the grant works', async () => {
    const { person, grant } = await setUp('legacy@example.com');
    const old = await hash(PASSWORD, { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 });
    await t.db.update(users).set({ passwordHash: old }).where(eq(users.id, person.uid));
    const refused = await grant();
    expect(refused.errcode).toBe(10007);
    expect(String(refused.description)).toMatch(/sign in there once/);
    const login = await t.post(
      '/user/login',
      { account: 'legacy@example.com', password: PASSWORD },
      { deviceId: person.deviceId },
    );
    expect(login.body.errorCode).toBe(0);
    expect(typeof (await grant()).access_token).toBe('string');
  });

  it('only the account that registered an application signs in to it; a mobile account by +code number', async () => {
    const { app } = await setUp('maker@example.com');
    const other = await signUp(t, 'other@example.com');
    const viaOther = await form('/oauth2/token', {
      client_id: app.clientId,
      client_secret: app.clientSecret,
      username: 'other@example.com',
      password: md5(PASSWORD),
    });
    expect(viaOther.errcode).toBe(10007);
    // The same answer as a wrong password (no hint whose application it is).
    const wrong = await form('/oauth2/token', {
      client_id: app.clientId,
      client_secret: app.clientSecret,
      username: 'maker@example.com',
      password: md5('nope'),
    });
    expect(wrong.description).toBe(viaOther.description);
    expect(other.uid).toBeGreaterThan(0);
    const phone = await signUp(t, '0412345678', { countryCode: '61' });
    const mobileApp = await t.post<{ clientId: string; clientSecret: string }>(
      '/openApp/create',
      { name: 'Phone' },
      { token: phone.token },
    );
    const byPhone = await form('/oauth2/token', {
      client_id: mobileApp.body.data.clientId,
      client_secret: mobileApp.body.data.clientSecret,
      username: '+61 412345678',
      password: md5(PASSWORD),
    });
    expect(typeof byPhone.access_token).toBe('string');
  });

  it('a token issued around a password change dies with the old password (its stamp), refresh included', async () => {
    const { person, grant, v3, app } = await setUp('stamp@example.com');
    const pair = await grant();
    // A reset whose revocation ran just before this token was stored: only the hash changed since.
    const fresh = await hash(`${PASSWORD}-reset`, { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 });
    await t.db
      .update(users)
      .set({ passwordHash: `md5$${fresh}` })
      .where(eq(users.id, person.uid));
    expect((await v3('lock/list', String(pair.access_token))).errcode).toBe(10004);
    const refreshed = await form('/oauth2/token', {
      client_id: app.clientId,
      client_secret: app.clientSecret,
      grant_type: 'refresh_token',
      refresh_token: String(pair.refresh_token),
    });
    expect(refreshed.errcode).toBe(10011);
  });

  it('hostile requests answer the contract, never a 500 or another shape', async () => {
    const { grant, v3 } = await setUp('hostile@example.com');
    const access = String((await grant()).access_token);
    for (const name of ['constructor', 'toString', '__proto__', 'valueOf'])
      expect((await v3(name, access)).errcode, name).toBe(-3);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/v3/lock/list',
      headers: { 'content-type': 'application/json' },
      payload: '{"clientId": ',
    });
    expect(broken.statusCode).toBe(200);
    expect(broken.json()).toMatchObject({ errcode: -3 });
    // A key with a start and no end would be permanent: refused.
    const oneDate = await v3('key/send', access, { lockId: 1, receiverUsername: 'x@example.com', startDate: 1 });
    expect(oneDate.errcode).toBe(-3);
  });

  it('a callback URL to a private address is refused and nothing is saved', async () => {
    const person = await signUp(t, 'ssrf@example.com');
    const r = await t.post(
      '/openApp/create',
      { name: 'Inside', callbackUrl: 'http://169.254.169.254/latest' },
      { token: person.token },
    );
    expect(r.body.errorCode).toBe(10885);
    const list = await t.get<{ list: unknown[] }>('/openApp/list', {}, { token: person.token });
    expect(list.body.data.list).toEqual([]);
  });

  it('a record callback is delivered only when the receiver answers "success"; a webhook list does not show it', async () => {
    const { person, app } = await setUp('callback@example.com');
    await t.services.openApps.update({ session: { userId: person.uid, sessionId: 0 } } as never, {
      appId: app.appId,
      name: 'Script',
      callbackUrl: 'https://8.8.8.8/ttlock',
    });
    const hooks = await t.get<{ list: unknown[] }>('/webhook/list', {}, { token: person.token });
    expect(hooks.body.data.list).toEqual([]);
    const repo = createWebhooksRepo(t.db);
    const endpoint = (await repo.byOpenApp(app.appId))!;
    let answer = 'ok';
    const sent: { contentType?: string; body: string }[] = [];
    const runner = createWebhookRunner({
      repo,
      clock: t.clock,
      messenger: { send: async () => undefined } as never,
      contactOf: async () => undefined,
      allowPrivate: true,
      pollMs: 60_000,
      log: { warn: () => undefined },
      send: async (o) => {
        sent.push({ contentType: o.contentType, body: o.body });
        return { at: 0, status: 200, error: null, excerpt: answer, ms: 1 };
      },
    });
    const [row] = await repo.enqueue([
      {
        endpointId: endpoint.id,
        eventId: 'evt_test',
        eventType: CALLBACK_EVENT,
        payload: { form: 'notifyType=1&lockId=7&records=%5B%5D' },
        nextAttemptAt: t.clock.now(),
      },
    ]);
    await runner.tick();
    const status = async () =>
      (await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, row!.id)))[0]!;
    expect((await status()).status).toBe('pending');
    expect((await status()).attempts).toHaveLength(1);
    expect(sent[0]).toEqual({
      contentType: 'application/x-www-form-urlencoded',
      body: 'notifyType=1&lockId=7&records=%5B%5D',
    });
    answer = 'success';
    t.clock.advance(10_000);
    await runner.tick();
    expect((await status()).status).toBe('delivered');

    // Its log is the owner's (the webhook log of the callback's endpoint); a stranger does not see it.
    type Apps = { list: { callbackWebhookId: number | null; callbackPaused: boolean }[] };
    const apps = async () => (await t.get<Apps>('/openApp/list', {}, { token: person.token })).body.data.list[0]!;
    expect((await apps()).callbackWebhookId).toBe(endpoint.id);
    const log = await t.get<{ list: { status: string; attempts: unknown[] }[] }>(
      '/webhook/deliveries',
      { webhookId: endpoint.id },
      { token: person.token },
    );
    expect(log.body.data.list).toEqual([expect.objectContaining({ status: 'delivered', attempts: expect.any(Array) })]);
    const stranger = await signUp(t, 'peek@example.com');
    const peek = await t.get('/webhook/deliveries', { webhookId: endpoint.id }, { token: stranger.token });
    expect(peek.body.errorCode).toBe(10887);
    // Paused after the last retry (the runner switches it off): shown, and saving the application resumes it.
    await repo.update(endpoint.id, { enabled: false, disabledReason: 'failing' });
    expect((await apps()).callbackPaused).toBe(true);
    const saved = await t.post(
      '/openApp/update',
      { appId: app.appId, name: 'Script', callbackUrl: 'https://8.8.8.8/ttlock' },
      { token: person.token },
    );
    expect(saved.body.errorCode, saved.body.errorMsg).toBe(0);
    expect((await apps()).callbackPaused).toBe(false);
  });
});
