// A whole device stack for integration tests: a real server (listening on a random loopback port, real clock,
// short timeouts) on PGlite or a fresh PostgreSQL database, the embedded broker or a private Mosquitto, and
// helpers to pair simulated gateways and call the API as a signed-in user. Restartable server and broker.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { signRequest, type ParamValue } from '@lockconsole/shared/http/signature';
import { SimGateway } from '@lockconsole/simulator/sim-gateway';
import { buildApp, type BuiltApp } from '../../app';
import { loadConfig, type Config } from '../../config';
import { openDatabase, type DbHandle } from '../../db/client';
import { gateways as gatewayRows } from '../../db/schema/devices';
import { createMessenger } from '../../messaging/messenger';
import { systemClock, systemRandom } from '../../platform/clock';
import { createEventBus, type EventBus } from '../../realtime/event-bus';
import { createUserWithSession } from '../../test/factories';
import { startDevices, type RunningDevices } from '../../devices/start';
import { startMosquitto, type TestMosquitto } from './mosquitto';
import { freshPostgres } from '../fresh-postgres';

/** embedded: Aedes in the server; mosquitto: a private Mosquitto with password file and ACL; external: the broker
 * at MQTT_URL (e.g. the system Mosquitto, anonymous, no ACL), shared with whoever else uses it. */
export type BrokerKind = 'embedded' | 'mosquitto' | 'external';
export type Envelope<T = unknown> = { errorCode: number; errorMsg: string; data: T };

export const TEST_DEVICE_ENV = {
  OP_TIMEOUT_MS: '2000',
  GATEWAY_HEARTBEAT_MS: '500',
  GATEWAY_OFFLINE_MS: '3000',
  NODE_ID: 'test-node',
  HOST: '127.0.0.1',
};

export async function startDeviceStack(o: { broker: BrokerKind; env?: Record<string, string> }) {
  const hubPassword = crypto.randomBytes(12).toString('hex');
  const intruderPassword = crypto.randomBytes(12).toString('hex');
  const mosq: TestMosquitto | undefined =
    o.broker === 'mosquitto' ? await startMosquitto({ hub: hubPassword, intruder: intruderPassword }) : undefined;
  const env: Record<string, string> = { ...TEST_DEVICE_ENV, ...o.env };
  if (mosq) env.MQTT_URL = `mqtt://hub:${hubPassword}@127.0.0.1:${mosq.port}`;
  if (o.broker === 'external') {
    env.MQTT_URL = o.env?.MQTT_URL ?? process.env.MQTT_URL ?? 'mqtt://127.0.0.1:1883';
    // Own share group: other test files may share this broker at the same time (their messages are refused by
    // signature, which is the point).
    env.MQTT_SHARE_GROUP = `t${crypto.randomBytes(4).toString('hex')}`;
  }
  const config: Config = loadConfig({
    ...process.env,
    MQTT_URL: undefined,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    BIOMETRIC_KEY: crypto.randomBytes(32).toString('base64'),
    ...env,
  });
  const basePg = process.env.DATABASE_URL;
  const pgDb = basePg ? await freshPostgres(basePg, 't', { migrated: true }) : undefined;
  // PGLITE_THREAD=1 (the server's default) puts the embedded database in its worker thread here too (bench/).
  let handle: DbHandle = await openDatabase(
    pgDb ? { databaseUrl: pgDb.url } : { thread: env.PGLITE_THREAD === '1', reuse: process.env.VITEST === 'true' },
  );
  // Gateway ids name the MQTT topics (gw/<id>/…). Every fresh database would start at 1, so two stacks on one
  // shared broker (the external one; test files run side by side) would talk on the same topics — a shell gateway
  // reading its inbox would then answer the other stack's command. A random start keeps their topics apart.
  await handle.db.execute(
    sql`select setval(pg_get_serial_sequence('gateways', 'id'), ${crypto.randomInt(1_000_000, 2 ** 40)})`,
  );
  const log = pino({ level: process.env.TEST_LOG ?? 'silent' });

  let built!: BuiltApp;
  let running!: RunningDevices;
  let bus!: EventBus;
  let serverUrl = '';
  let brokerPort = 0;

  async function up() {
    bus = await createEventBus(handle);
    const messenger = createMessenger({ db: handle.db, log, smtpUrl: undefined, smtpFrom: 'x', smsUrl: undefined });
    built = await buildApp(
      { config, db: handle.db, clock: systemClock, random: systemRandom, messenger, bus },
      { logger: false, webDist: false },
    );
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    serverUrl = `http://127.0.0.1:${(built.app.server.address() as { port: number }).port}`;
    running = await startDevices({
      config,
      devices: built.services.deviceHub,
      random: systemRandom,
      log,
      brokerPort,
    });
    brokerPort = running.broker?.port ?? brokerPort;
  }

  async function down() {
    await running.stop();
    // A restart cuts connections still open (keep-alive, a request in flight) after a short grace period.
    const closing = built.app.close();
    const cut = setTimeout(() => built.app.server.closeAllConnections(), 300);
    await closing;
    clearTimeout(cut);
    await bus.close();
  }

  await up();
  const gateways: SimGateway[] = [];
  const streams: AbortController[] = [];
  // Date of the last signed call (ms): each call takes a later one, as a real client's clock gives them.
  let lastDate = 0;

  const stack = {
    config,
    mosq,
    intruder: { username: 'intruder', password: intruderPassword },
    get services() {
      return built.services;
    },
    get db() {
      return handle.db;
    },
    get serverUrl() {
      return serverUrl;
    },
    /** MQTT URL gateways use. */
    get brokerUrl() {
      return mosq ? mosq.url : config.mqttUrl ? running.hubUrl : `mqtt://127.0.0.1:${brokerPort}`;
    },
    get running() {
      return running;
    },

    /** Signed API call as `token` (the web client's scheme), through the real HTTP pipeline. */
    async call<T = unknown>(
      method: 'GET' | 'POST',
      path: string,
      params: Record<string, ParamValue>,
      token?: string,
      /** Another API node's address (multi-node tests). */
      at?: string,
    ): Promise<Envelope<T>> {
      const full = `/api${path}`;
      const p: Record<string, string> = {};
      lastDate = Math.max(Date.now(), lastDate + 1); // one millisecond per call: a repeated write is a replay
      for (const [k, v] of Object.entries({ date: lastDate, ...params })) {
        if (v === null || v === undefined) continue;
        p[k] = typeof v === 'object' ? JSON.stringify(v) : String(v);
      }
      const headers: Record<string, string> = {
        appid: config.webApp.appId,
        language: 'en',
        signature: signRequest(config.webApp.appSecret, config.webApp.appId, full, p),
        ...(token ? { accesstoken: token } : {}),
      };
      const qs = new URLSearchParams(p).toString();
      const res = await fetch(`${at ?? serverUrl}${full}${method === 'GET' ? `?${qs}` : ''}`, {
        method,
        headers: method === 'POST' ? { ...headers, 'content-type': 'application/x-www-form-urlencoded' } : headers,
        body: method === 'POST' ? qs : undefined,
      });
      return (await res.json()) as Envelope<T>;
    },

    user: (email?: string) => createUserWithSession(handle.db, built.services.sessions, { email }),

    /** Pairing code from the console → activation over HTTP → (Mosquitto: broker account) → MQTT connect. */
    async pairGateway(token: string, gw: SimGateway) {
      const code = await stack.call<{ pairingCode: string }>('POST', '/gateway/createPairingCode', {}, token);
      if (code.errorCode !== 0) throw new Error(`pairing code: ${code.errorMsg}`);
      const creds = await gw.activate(serverUrl, code.data.pairingCode);
      if (mosq) await mosq.addUser(creds.mqtt.username, creds.mqtt.password);
      await gw.connect();
      gateways.push(gw);
      return creds;
    },

    /** Waits until the console shows `gw` online (true) or offline (false). */
    async gatewayOnline(gw: SimGateway, online: boolean, ms = 15_000) {
      await eventually(
        async () => {
          const [g] = await handle.db
            .select({ isOnline: gatewayRows.isOnline })
            .from(gatewayRows)
            .where(eq(gatewayRows.id, gw.gatewayId!));
          return g?.isOnline === online;
        },
        ms,
        online ? 'gateway online' : 'gateway offline',
      );
    },

    /** The account's live event stream, read in the background: everything it said so far; closed with the stack. */
    async listen(token: string): Promise<{ text: () => string; close: () => void }> {
      const ac = new AbortController();
      streams.push(ac);
      const res = await fetch(`${serverUrl}/api/events`, { headers: { accesstoken: token }, signal: ac.signal });
      if (res.status !== 200) throw new Error(`event stream: ${res.status}`);
      const reader = res.body!.getReader();
      let text = '';
      void (async () => {
        for (;;) {
          const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
          if (done) return;
          text += new TextDecoder().decode(value);
        }
      })();
      return { text: () => text, close: () => ac.abort() };
    },

    /** Waits until a paired gateway hears `lockMac`, then adds the lock through it (as the console does). */
    async addLock(token: string, lockMac: string, extra: { lockAlias?: string } = {}) {
      await eventually(
        async () => {
          const r = await stack.call<{ list: { lockMac: string }[] }>('GET', '/gateway/listNearbyLock', {}, token);
          return r.data.list.some((l) => l.lockMac === lockMac);
        },
        10_000,
        'lock seen',
      );
      const init = await stack.call<{ lockId: number }>('POST', '/gateway/initLock', { lockMac, ...extra }, token);
      if (init.errorCode !== 0) throw new Error(`add lock: ${init.errorCode} ${init.errorMsg}`);
      return init.data.lockId;
    },

    /** Restart of the API server on the same database (and the same embedded broker port). */
    async restartServer(between?: () => Promise<void>) {
      await down();
      if (handle.kind === 'postgres') {
        await handle.close();
        handle = await openDatabase({ databaseUrl: pgDb!.url });
      }
      await between?.();
      await up();
    },

    /**
     * A second API node on the same PostgreSQL database and the same broker (shared subscriptions), as behind a
     * load balancer. Only with DATABASE_URL and a broker other than the embedded one.
     */
    async addNode() {
      if (!pgDb || !config.mqttUrl) throw new Error('a second node needs PostgreSQL and an external broker');
      const h2 = await openDatabase({ databaseUrl: pgDb.url });
      const bus2 = await createEventBus(h2);
      const config2: Config = { ...config, nodeId: 'test-node-2' };
      const messenger = createMessenger({ db: h2.db, log, smtpUrl: undefined, smtpFrom: 'x', smsUrl: undefined });
      const b2 = await buildApp(
        { config: config2, db: h2.db, clock: systemClock, random: systemRandom, messenger, bus: bus2 },
        { logger: false, webDist: false },
      );
      await b2.app.listen({ port: 0, host: '127.0.0.1' });
      const r2 = await startDevices({ config: config2, devices: b2.services.deviceHub, random: systemRandom, log });
      return {
        serverUrl: `http://127.0.0.1:${(b2.app.server.address() as { port: number }).port}`,
        services: b2.services,
        async close() {
          await r2.stop();
          const closing = b2.app.close();
          const cut = setTimeout(() => b2.app.server.closeAllConnections(), 300);
          await closing;
          clearTimeout(cut);
          await bus2.close();
          await h2.close();
        },
      };
    },

    async restartBroker() {
      if (mosq) await mosq.restart();
      else if (o.broker === 'embedded') await running.restartBroker();
      else throw new Error('cannot restart an external broker');
    },

    async close() {
      for (const ac of streams) ac.abort();
      for (const g of gateways) g.close();
      await down();
      await handle.close();
      await mosq?.stop();
      await pgDb?.drop();
    },
  };
  return stack;
}

export type DeviceStack = Awaited<ReturnType<typeof startDeviceStack>>;

/** Polls `fn` until it returns a truthy value (or throws after `ms`). */
export async function eventually<T>(fn: () => Promise<T | undefined | null | false>, ms = 5000, what = 'condition') {
  const until = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
