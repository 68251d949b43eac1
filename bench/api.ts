// API benchmark: a signed, signed-in GET /api/lock/list (pageNo 20, pageSize 20, of an account with 1,000 locks)
// through the whole pipeline on PostgreSQL, next to a bare Fastify route answering the same JSON, in one run.
// Prints req/s and p99 of both and their ratio. Needs PostgreSQL: a fresh database is created on BENCH_PG_URL
// (default postgres://postgres@127.0.0.1:5432/postgres) and dropped afterwards. Loopback only, bounded duration.
//   npx tsx bench/api.ts [--seconds 8] [--connections 16]
import crypto from 'node:crypto';
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { ekeys, gateways, lockGateways, locks } from '../apps/server/src/db/schema/devices';
import { createMessenger } from '../apps/server/src/messaging/messenger';
import { systemClock, systemRandom } from '../apps/server/src/platform/clock';
import { createUserWithSession } from '../apps/server/src/test/factories';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '8' }, connections: { type: 'string', default: '16' } },
});
const SECONDS = Math.min(60, Number(values.seconds));
const CONNECTIONS = Number(values.connections);
const LOCKS = 1000;
const BASE = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function freshDb() {
  const { default: pg } = await import('pg');
  const name = `bench_api_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BASE });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(BASE);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: BASE });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

type Result = { count: number; seconds: number; lat: number[] };
const p = (lat: number[], q: number) => lat[Math.min(lat.length - 1, Math.floor(q * lat.length))] ?? NaN;

function load(url: string, apiPath: string, token: string, appId: string, secret: string): Promise<Result> {
  const worker = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), '_api-load-worker.ts'), {
    execArgv: ['--import', 'tsx'],
  });
  return new Promise((resolve, reject) => {
    worker.on('message', (m: Result) => {
      worker.kill();
      resolve(m);
    });
    worker.on('error', reject);
    worker.send({
      url,
      path: apiPath,
      params: { pageNo: '20', pageSize: '20' },
      appId,
      secret,
      token,
      connections: CONNECTIONS,
      durationMs: SECONDS * 1000,
      warmupMs: 1000,
    });
  });
}

async function main() {
  const db0 = await freshDb();
  const handle = await openDatabase({ databaseUrl: db0.url });
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: db0.url });
  const log = pino({ level: 'silent' });
  const messenger = createMessenger({ db: handle.db, log, smtpUrl: undefined, smtpFrom: 'x', smsUrl: undefined });
  const { app, services } = await buildApp(
    { config, db: handle.db, clock: systemClock, random: systemRandom, messenger },
    { logger: false, webDist: false },
  );
  const bare = Fastify({ logger: false });
  try {
    const owner = await createUserWithSession(handle.db, services.sessions);
    const gws = await handle.db
      .insert(gateways)
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          userId: owner.userId,
          gatewayName: `Gateway ${i + 1}`,
          gatewayMac: `AA:00:00:00:00:${String(i).padStart(2, '0')}`,
          gatewayVersion: 2,
          mqttPasswordHash: 'x',
          signKey: 'k',
          isOnline: i % 3 !== 0,
        })),
      )
      .returning({ id: gateways.id });
    const mac = (i: number) =>
      `C0:00:00:${((i >> 16) & 255).toString(16).padStart(2, '0')}:${((i >> 8) & 255).toString(16).padStart(2, '0')}:${(i & 255).toString(16).padStart(2, '0')}`.toUpperCase();
    const rows = await handle.db
      .insert(locks)
      .values(
        Array.from({ length: LOCKS }, (_, i) => ({
          userId: owner.userId,
          lockName: `S31_${i}`,
          lockAlias: `Room ${String(i + 1).padStart(4, '0')}`,
          lockMac: mac(i),
          lockSecret: 's',
          electricQuantity: 50 + (i % 50),
          lockStatus: i % 3,
        })),
      )
      .returning({ id: locks.id, alias: locks.lockAlias });
    await handle.db
      .insert(ekeys)
      .values(rows.map((r) => ({ lockId: r.id, userId: owner.userId, keyName: r.alias, isOwner: true, keyRight: 1 })));
    await handle.db.insert(lockGateways).values(
      rows.flatMap((r, i) => [
        { lockId: r.id, gatewayId: gws[i % 10]!.id, rssi: -55 - (i % 40) },
        { lockId: r.id, gatewayId: gws[(i + 1) % 10]!.id, rssi: -70 - (i % 30) },
      ]),
    );

    // A live database has statistics (autovacuum); a freshly filled one gets them now.
    await handle.db.execute(sql`analyze`);

    await app.listen({ host: '127.0.0.1', port: 0 });
    const apiUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const { appId, appSecret } = config.webApp;

    // The bare route answers exactly what the real one answers for that page.
    const probe = await app.inject({
      method: 'GET',
      url: '/api/lock/list?pageNo=20&pageSize=20',
      headers: { accesstoken: owner.token },
    });
    const sample = await (async () => {
      const { signRequest } = await import('../packages/shared/src/http/signature');
      const params = { pageNo: '20', pageSize: '20', date: String(Date.now()) };
      const res = await fetch(`${apiUrl}/api/lock/list?${new URLSearchParams(params)}`, {
        headers: {
          appid: appId,
          signature: signRequest(appSecret, appId, '/api/lock/list', params),
          accesstoken: owner.token,
        },
      });
      return res.text();
    })();
    const parsed = JSON.parse(sample) as { errorCode: number; data: { list: unknown[]; total: number } };
    if (parsed.errorCode !== 0 || parsed.data.list.length !== 20 || parsed.data.total !== LOCKS) {
      throw new Error(`unexpected answer: ${sample.slice(0, 200)} (${probe.statusCode})`);
    }
    bare.get('/api/lock/list', async (_req, reply) =>
      reply.header('content-type', 'application/json; charset=utf-8').send(sample),
    );
    await bare.listen({ host: '127.0.0.1', port: 0 });
    const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

    console.log(
      `api bench: GET /api/lock/list pageNo 20 pageSize 20 of ${LOCKS} locks (${sample.length} bytes), PostgreSQL, ` +
        `${CONNECTIONS} connections, ${SECONDS} s each after 1 s warm-up`,
    );
    const real = await load(apiUrl, '/api/lock/list', owner.token, appId, appSecret);
    const base = await load(bareUrl, '/api/lock/list', owner.token, appId, appSecret);
    const rps = (r: Result) => r.count / r.seconds;
    const line = (name: string, r: Result) =>
      `${name.padEnd(34)} ${rps(r).toFixed(0).padStart(7)} req/s   p50 ${p(r.lat, 0.5).toFixed(2)} ms   p99 ${p(r.lat, 0.99).toFixed(2)} ms`;
    console.log(line('signed, signed-in /api/lock/list', real));
    console.log(line('bare Fastify, same JSON', base));
    console.log(
      `ratio: ${(rps(real) / rps(base)).toFixed(3)} of bare throughput; p99 ${(p(real.lat, 0.99) / p(base.lat, 0.99)).toFixed(1)}× bare`,
    );
  } finally {
    await bare.close();
    await app.close();
    await messenger.close();
    await handle.close();
    await db0.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
