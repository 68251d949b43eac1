// API benchmark: signed, signed-in GET requests through the whole pipeline on PostgreSQL, each next to a bare
// Fastify route answering the same JSON in the same run, at 16 connections:
//   - /api/lock/list page 20 of an account with 1,000 locks, and the same page of an account with 100,000 locks;
//   - /api/lockRecord/list page 20 of a lock with 20,000 records; /api/lock/listKey page 20 of a lock with 1,000 ekeys;
//   - /api/lock/listKeyboardPwd and /api/card/list page 20 of a lock with 1,000 passcodes and 1,000 cards.
// Prints req/s and p99 of each, the ratio to bare Fastify, and whether the targets of bench/README.md are met.
// Needs PostgreSQL: a fresh database on BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres),
// dropped afterwards (BENCH_KEEP=1 keeps it). Loopback only, bounded duration.
//   npx tsx bench/api.ts [--seconds 5] [--connections 16] [--only lock1k,lock100k,records,keys,passcodes,cards] [--cpu-prof file]
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
import { ekeys, lockRecords } from '../apps/server/src/db/schema/devices';
import { users } from '../apps/server/src/db/schema/accounts';
import { passcodes } from '../apps/server/src/db/schema/passcodes';
import { credentials } from '../apps/server/src/db/schema/credentials';
import { createMessenger } from '../apps/server/src/messaging/messenger';
import { systemClock, systemRandom } from '../apps/server/src/platform/clock';
import { fleet, freshDb, insertAll } from './_seed';
import { procCpuMs, profiled } from './_profile';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    only: { type: 'string' },
    connections: { type: 'string', default: '16' },
    // Writes a CPU profile of the server during the measured load of the real route (not the setup).
    'cpu-prof': { type: 'string' },
  },
});
const SECONDS = Math.min(60, Number(values.seconds));
const CONNECTIONS = Number(values.connections);

type Result = { count: number; all: number; seconds: number; lat: number[] };
const p = (lat: number[], q: number) => lat[Math.min(lat.length - 1, Math.floor(q * lat.length))] ?? NaN;

function load(url: string, c: Case, appId: string, secret: string): Promise<Result> {
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
      path: c.path,
      params: c.params,
      appId,
      secret,
      token: c.token,
      connections: CONNECTIONS,
      durationMs: SECONDS * 1000,
      warmupMs: 1000,
    });
  });
}

type Case = { name: string; path: string; params: Record<string, string>; token: string; check: (d: never) => boolean };

async function main() {
  const wanted = values.only?.split(',');
  const db0 = await freshDb();
  const handle = await openDatabase({ databaseUrl: db0.url });
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: db0.url });
  const log = pino({ level: 'silent' });
  const messenger = createMessenger({ db: handle.db, log, smtpUrl: undefined, smtpFrom: 'x', smsUrl: undefined });
  const { app, services } = await buildApp(
    { config, db: handle.db, clock: systemClock, random: systemRandom, messenger },
    { logger: false, webDist: false },
  );
  const db = handle.db;
  const bares: ReturnType<typeof Fastify>[] = [];
  try {
    const small = await fleet(db, services.sessions, 1000, '0');
    const large = wanted && !wanted.includes('lock100k') ? undefined : await fleet(db, services.sessions, 100_000, '1');
    const busyLock = small.lockIds[0]!;
    const t0 = Date.now();
    await insertAll(
      Array.from({ length: 20_000 }, (_, i) => ({
        lockId: busyLock,
        seq: i + 1,
        recordType: [1, 4, 7, 8, 11][i % 5]!,
        success: i % 7 !== 0,
        keyboardPwd: i % 5 === 1 ? String(100000 + i) : '',
        lockDate: new Date(t0 - (20_000 - i) * 60_000),
        serverDate: new Date(t0 - (20_000 - i) * 60_000 + 2000),
      })),
      (slice) => db.insert(lockRecords).values(slice),
    );
    const holders = await db
      .insert(users)
      .values(
        Array.from({ length: 1000 }, (_, i) => ({
          email: `holder${i}@bench.test`,
          passwordHash: 'x',
          nickname: `Holder ${i}`,
        })),
      )
      .returning({ id: users.id });
    await db.insert(ekeys).values(
      holders.map((h, i) => ({
        lockId: busyLock,
        userId: h.id,
        keyName: `Guest ${String(i).padStart(4, '0')}`,
        senderUserId: small.owner.userId,
        startDate: i % 2 ? t0 - 86_400_000 : 0,
        endDate: i % 2 ? t0 + 86_400_000 * 30 : 0,
        validityType: i % 2 ? 2 : 1,
      })),
    );

    // 1,000 passcodes and 1,000 cards on the busy lock: the passcode and card tabs of a lock page.
    await db.insert(passcodes).values(
      Array.from({ length: 1000 }, (_, i) => ({
        lockId: busyLock,
        keyboardPwd: String(40_000_000 + i),
        keyboardPwdName: `Code ${String(i).padStart(4, '0')}`,
        keyboardPwdType: 2,
        keyboardPwdVersion: 4,
        startDate: new Date(t0 - 86_400_000),
        firstUseBy: new Date(t0 + 86_400_000),
        length: 8,
        slot: i,
        periodKey: 'bench',
        senderUserId: small.owner.userId,
      })),
    );
    await db.insert(credentials).values(
      Array.from({ length: 1000 }, (_, i) => ({
        lockId: busyLock,
        kind: 'card',
        number: String(7_000_000 + i),
        name: `Card ${String(i).padStart(4, '0')}`,
        validityType: 1,
        startDate: new Date(0),
        senderUserId: small.owner.userId,
      })),
    );

    // A live database has statistics (autovacuum); a freshly filled one gets them now.
    await db.execute(sql`vacuum analyze`);

    await app.listen({ host: '127.0.0.1', port: 0 });
    const apiUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const { appId, appSecret } = config.webApp;
    const page = { pageNo: '20', pageSize: '20' };
    type Page = { list: unknown[]; total: number };
    const cases: Case[] = [
      {
        name: 'lock1k',
        path: '/api/lock/list',
        params: page,
        token: small.owner.token,
        check: (d: Page) => d.list.length === 20 && d.total === 1000,
      },
      ...(large
        ? [
            {
              name: 'lock100k',
              path: '/api/lock/list',
              params: page,
              token: large.owner.token,
              check: (d: Page) => d.list.length === 20 && d.total === 100_000,
            },
          ]
        : []),
      {
        name: 'records',
        path: '/api/lockRecord/list',
        params: { ...page, lockId: String(busyLock) },
        token: small.owner.token,
        check: (d: Page) => d.list.length === 20 && d.total === 20_000,
      },
      {
        name: 'passcodes',
        path: '/api/lock/listKeyboardPwd',
        params: { ...page, lockId: String(busyLock) },
        token: small.owner.token,
        check: (d: Page) => d.list.length === 20 && d.total === 1000,
      },
      {
        name: 'cards',
        path: '/api/card/list',
        params: { ...page, lockId: String(busyLock) },
        token: small.owner.token,
        check: (d: Page) => d.list.length === 20 && d.total === 1000,
      },
      {
        name: 'keys',
        path: '/api/lock/listKey',
        params: { ...page, lockId: String(busyLock) },
        token: small.owner.token,
        check: (d: Page) => d.list.length === 20 && d.total === 1000,
      },
    ].filter((c) => !wanted || wanted.includes(c.name));

    const { signRequest } = await import('../packages/shared/src/http/signature');
    console.log(`api bench: PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s per run after 1 s warm-up`);
    const rps = (r: Result) => r.count / r.seconds;
    const results = new Map<string, { real: Result; base: Result }>();
    for (const c of cases) {
      // The bare route answers exactly what the real one answers for that page.
      const params = { ...c.params, date: String(Date.now()) };
      const res = await fetch(`${apiUrl}${c.path}?${new URLSearchParams(params)}`, {
        headers: { appid: appId, signature: signRequest(appSecret, appId, c.path, params), accesstoken: c.token },
      });
      const sample = await res.text();
      const parsed = JSON.parse(sample) as { errorCode: number; data: never };
      if (parsed.errorCode !== 0 || !c.check(parsed.data))
        throw new Error(`${c.name}: unexpected answer ${sample.slice(0, 200)}`);
      const bare = Fastify({ logger: false });
      bares.push(bare);
      bare.get(c.path, async (_req, reply) =>
        reply.header('content-type', 'application/json; charset=utf-8').send(sample),
      );
      await bare.listen({ host: '127.0.0.1', port: 0 });
      const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;
      // CPU per request: the server's (this process) and PostgreSQL's — steadier from run to run than req/s, which
      // moves with whatever else this machine's two cores are doing.
      const cpu0 = process.cpuUsage();
      const pg0 = procCpuMs({ name: 'postgres' });
      const real = await profiled(
        values['cpu-prof'] && (wanted?.length === 1 || c.name === 'lock1k') ? values['cpu-prof'] : undefined,
        () => load(apiUrl, c, appId, appSecret),
      );
      const cpu = process.cpuUsage(cpu0);
      const pgMs = procCpuMs({ name: 'postgres' }) - pg0;
      const base = await load(bareUrl, c, appId, appSecret);
      results.set(c.name, { real, base });
      const line = (name: string, r: Result) =>
        `  ${name.padEnd(10)} ${rps(r).toFixed(0).padStart(7)} req/s   p50 ${p(r.lat, 0.5).toFixed(2)} ms   p99 ${p(r.lat, 0.99).toFixed(2)} ms`;
      const ratio = rps(real) / rps(base);
      console.log(`${c.name}: GET ${c.path} ${new URLSearchParams(c.params)} (${sample.length} bytes)`);
      console.log(line('real', real));
      console.log(line('bare', base));
      console.log(
        `  CPU per request: server ${((cpu.user + cpu.system) / 1000 / real.all).toFixed(2)} ms (${(cpu.system / 1000 / real.all).toFixed(2)} ms of it in the kernel), PostgreSQL ${(pgMs / real.all).toFixed(2)} ms`,
      );
      console.log(
        `  ratio ${ratio.toFixed(3)} of bare throughput (target ≥ 0.5: ${ratio >= 0.5 ? 'met' : 'not met'}); ` +
          `p99 ${p(real.lat, 0.99).toFixed(1)} ms (target ≤ 20 ms: ${p(real.lat, 0.99) <= 20 ? 'met' : 'not met'})`,
      );
    }
    const a = results.get('lock1k');
    const b = results.get('lock100k');
    if (a && b) {
      const slower = rps(a.real) / rps(b.real);
      console.log(
        `lock100k vs lock1k: ${slower.toFixed(2)}× slower (target ≤ 1.5×: ${slower <= 1.5 ? 'met' : 'not met'})`,
      );
    }
  } finally {
    for (const b of bares) await b.close();
    await app.close();
    await messenger.close();
    await handle.close();
    // BENCH_KEEP=1 keeps the filled database for EXPLAIN ANALYZE (dropped otherwise).
    if (process.env.BENCH_KEEP) console.log(`kept database: ${db0.url}`);
    else await db0.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
