// `npm run test:cluster` (issue 24 item 7): the production topology for real, on loopback. HAProxy in front of three
// compiled API nodes, one PostgreSQL database, Mosquitto with shared subscriptions, a simulated fleet of 20 gateways
// × 5 locks. Under a mixed load of five people (sign-ins, lists, live event streams, remote unlocks, passcodes,
// ekeys) one node is killed with SIGKILL and restarted, then another is drained (SIGTERM) and restarted — a rolling
// restart. It prints and asserts: no acknowledged write lost, every operation final, every event stream
// reconnected with no event missed, every failure a clean retryable answer in the envelope; exit code 0 when all hold.
//   npx tsx cluster/run.ts [--gateways 20] [--locks 5] [--users 5] [--seconds 36] [--keep]
// Needs PostgreSQL (CLUSTER_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres), an MQTT broker with
// shared subscriptions (MQTT_URL, default mqtt://127.0.0.1:1883) and haproxy (apt-get install haproxy).
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { Fleet } from '../packages/simulator/src/fleet';
import { createPasswordHasher } from '../apps/server/src/modules/accounts/password-hasher';
import { ApiNode } from './nodes';
import { haproxyBinary, haproxyConfig, startHaproxy } from './proxy';
import { ResumingStream } from './sse';
import { ConsoleUser, RETRYABLE, type Answer } from './load';

const { values } = parseArgs({
  options: {
    gateways: { type: 'string', default: '20' },
    locks: { type: 'string', default: '5' },
    users: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '36' },
    keep: { type: 'boolean', default: false },
  },
});
const GATEWAYS = Number(values.gateways);
const LOCKS = Number(values.locks);
const USERS = Number(values.users);
const SECONDS = Number(values.seconds);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PG_URL = process.env.CLUSTER_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MQTT_URL = process.env.MQTT_URL ?? 'mqtt://127.0.0.1:1883';
const PASSWORD = 'Cluster1234';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const since = (t0: number) => `${((Date.now() - t0) / 1000).toFixed(1)} s (${new Date().toISOString().slice(11, 23)})`;
const say = (s: string) => console.log(`cluster: ${s}`);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function reachable(host: string, port: number) {
  return new Promise<boolean>((resolve) => {
    const s = net.connect({ host, port }, () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
    s.setTimeout(2000, () => {
      s.destroy();
      resolve(false);
    });
  });
}

type Check = { name: string; ok: boolean; detail: string };

async function main() {
  const bin = haproxyBinary();
  if (!bin) throw new Error('haproxy is not installed (apt-get install -y haproxy)');
  const mqtt = new URL(MQTT_URL);
  if (!(await reachable(mqtt.hostname, Number(mqtt.port || 1883)))) throw new Error(`no MQTT broker at ${MQTT_URL}`);
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  const dbName = `cluster_${Date.now()}_${process.pid}`;
  await admin.query(`create database ${dbName}`);
  const dbUrl = Object.assign(new URL(PG_URL), { pathname: `/${dbName}` }).toString();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lockconsole-cluster-'));
  say(`database ${dbName}, logs in ${dir}`);

  const built = spawnSync(process.execPath, ['scripts/build-server.mjs', '--out', 'dist-cluster'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`server build failed:\n${built.stdout}${built.stderr}`);
  const main = path.join(root, 'apps/server/dist-cluster/main.js');

  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: dbUrl,
    MQTT_URL,
    DATA_DIR: path.join(dir, 'data'),
    TRUST_PROXY: 'true',
    MAX_CONNECTIONS_PER_SOURCE: '0',
    OP_TIMEOUT_MS: '8000',
    DRAIN_DELAY_MS: '1500',
    WEBHOOK_WORKER: 'false',
    LOG_LEVEL: 'info',
    MQTT_SHARE_GROUP: `cluster${process.pid}`,
  };
  const nodes = await Promise.all(
    ['node-a', 'node-b', 'node-c'].map(async (name) => new ApiNode({ name, port: await freePort() }, main, env, dir)),
  );
  const proxyPort = await freePort();
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  let proxy: Awaited<ReturnType<typeof startHaproxy>> | undefined;
  let fleet: Fleet | undefined;
  const streams: { user: ConsoleUser; userId: number; stream: ResumingStream }[] = [];
  const checks: Check[] = [];
  let db: pg.Client | undefined;
  let killedAt = 0;
  const check = (name: string, ok: boolean, detail: string) => {
    checks.push({ name, ok, detail });
    console.log(`  ${ok ? '✓' : '✗'} ${name}: ${detail}`);
  };

  try {
    // Three nodes started at the same moment on a fresh database: the migrations run once, under the advisory lock.
    let t0 = Date.now();
    for (const n of nodes) n.start();
    await Promise.all(nodes.map((n) => n.ready()));
    say(`three nodes ready in ${since(t0)} (migrated at the same start)`);
    proxy = await startHaproxy(bin, haproxyConfig({ port: proxyPort, nodes: nodes.map((n) => n.spec), dir }), dir);
    for (let i = 0; ; i++) {
      const ok = await fetch(`${proxyUrl}/api/ready`)
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) break;
      if (i > 100) throw new Error('haproxy does not answer');
      await sleep(100);
    }

    const sql = new pg.Client({ connectionString: dbUrl });
    db = sql;
    sql.on('error', () => {});
    await sql.connect();
    // Gateway ids name the MQTT topics (gw/<id>/…): a fresh database starts at 1, like the last run's on this broker,
    // whose retained messages would then be read as this run's. A random start keeps runs apart.
    await sql.query(`select setval(pg_get_serial_sequence('gateways', 'id'), $1)`, [
      crypto.randomInt(1_000_000, 2 ** 40),
    ]);
    // People: accounts made as an operator would (the sign-up flow needs a mailbox), then signed in through the proxy.
    const hash = await createPasswordHasher().hash(PASSWORD);
    const people: { user: ConsoleUser; userId: number }[] = [];
    for (let u = 0; u < USERS; u++) {
      const email = `owner${u}@cluster.example.com`;
      const r = await sql.query<{ id: number }>(
        'insert into users (email, nickname, password_hash) values ($1, $2, $3) returning id',
        [email, `Owner ${u}`, hash],
      );
      // The browser they signed up with: a known device (a new one would need a code from their mailbox).
      const deviceId = crypto.randomBytes(16).toString('hex');
      await sql.query('insert into trusted_devices (user_id, device_hash) values ($1, $2)', [
        r.rows[0]!.id,
        crypto.createHash('sha256').update(deviceId).digest('hex'),
      ]);
      const user = new ConsoleUser(proxyUrl, email, PASSWORD, [], deviceId);
      const login = await user.login();
      if (login.body?.errorCode !== 0) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
      people.push({ user, userId: Number(r.rows[0]!.id) });
    }

    // The fleet: gateways paired to the people in turn, each lock added by the person whose gateway hears it best.
    t0 = Date.now();
    let nextOwner = 0;
    fleet = await Fleet.start({
      serverUrl: proxyUrl,
      gateways: GATEWAYS,
      locksPerGateway: LOCKS,
      scanMs: 2000,
      concurrency: 10,
      pairingCode: async () => {
        const { user } = people[nextOwner++ % USERS]!;
        const a = await user.call('POST', '/gateway/createPairingCode');
        if (a.body?.errorCode !== 0) throw new Error(`pairing code: ${JSON.stringify(a)}`);
        return String(a.body.data!.pairingCode);
      },
    });
    const best = new Map<string, { person: number; rssi: number }>();
    for (let tries = 0; best.size < fleet.locks.length && tries < 60; tries++) {
      for (let p = 0; p < USERS; p++) {
        const a = await people[p]!.user.call('GET', '/gateway/listNearbyLock');
        for (const l of (a.body?.data?.list ?? []) as { lockMac: string; rssi: number }[]) {
          const seen = best.get(l.lockMac);
          if (!seen || l.rssi > seen.rssi) best.set(l.lockMac, { person: p, rssi: l.rssi });
        }
      }
      if (best.size < fleet.locks.length) await sleep(500);
    }
    if (best.size < fleet.locks.length) {
      throw new Error(`only ${best.size} of ${fleet.locks.length} locks heard by the gateways after 30 s`);
    }
    await Promise.all(
      people.map(async ({ user }, p) => {
        for (const [mac, b] of best) {
          if (b.person !== p) continue;
          const a = await user.call('POST', '/gateway/initLock', { lockMac: mac });
          const lockId = a.body?.data?.lockId;
          if (a.body?.errorCode !== 0 || typeof lockId !== 'number') {
            throw new Error(`adding ${mac} failed: ${JSON.stringify(a)}`);
          }
          user.lockIds.push(lockId);
        }
      }),
    );
    const added = people.reduce((n, { user }) => n + user.lockIds.length, 0);
    if (added !== fleet.locks.length) throw new Error(`${added} of ${fleet.locks.length} locks added`);
    say(`${fleet.gateways.length} gateways × ${LOCKS} locks paired and added in ${since(t0)}`);
    for (const { user } of people) user.answers.length = 0;

    // Two browser tabs per person, each with its live event stream through the proxy.
    for (const p of people) {
      for (let tab = 0; tab < 2; tab++) streams.push({ ...p, stream: new ResumingStream(proxyUrl, p.user.token!) });
    }
    await sleep(1000);
    const loadStart = new Date();

    // The load, and the rolling restart under it.
    let running = true;
    const workers = people.flatMap(({ user }) =>
      [0, 1].map(async () => {
        while (running) {
          await user.step(Math.random());
          await sleep(50 + Math.random() * 150);
        }
      }),
    );
    const [a, b] = nodes as [ApiNode, ApiNode, ApiNode];
    t0 = Date.now();
    await sleep((SECONDS * 1000) / 5);
    say(`${since(t0)}: kill -9 ${a.spec.name}`);
    killedAt = Date.now();
    a.kill();
    await sleep(3000);
    a.start();
    await a.ready();
    say(`${since(t0)}: ${a.spec.name} restarted and ready`);
    await sleep((SECONDS * 1000) / 5);
    say(`${since(t0)}: SIGTERM ${b.spec.name} (drain)`);
    const drainedWith = await b.drain();
    say(`${since(t0)}: ${b.spec.name} exited with ${drainedWith}`);
    b.start();
    await b.ready();
    say(`${since(t0)}: ${b.spec.name} restarted and ready`);
    await sleep(Math.max(0, SECONDS * 1000 - (Date.now() - t0)));
    running = false;
    await Promise.all(workers);
    say(`${since(t0)}: load stopped`);

    // Settle: every operation ends by its answer or its deadline (another node's sweeper, or the restarted node).
    let pending = -1;
    for (let i = 0; i < 40; i++) {
      const r = await sql.query<{ n: string }>(`select count(*) as n from operations where state in (1, 6)`);
      pending = Number(r.rows[0]!.n);
      if (pending === 0) break;
      await sleep(500);
    }
    await sleep(1500);
    for (const s of streams) await s.stream.stop();

    // ---- what a user would notice ----
    console.log('\nchecks:');
    check('the drained node exited cleanly', drainedWith === 0, `exit code ${drainedWith}`);

    const lostPasscodes: number[] = [];
    const lostEkeys: number[] = [];
    for (const { user } of people) {
      const pc = await sql.query<{ id: number }>('select id from passcodes where id = any($1::bigint[])', [
        user.passcodeIds,
      ]);
      const have = new Set(pc.rows.map((r) => Number(r.id)));
      lostPasscodes.push(...user.passcodeIds.filter((id) => !have.has(id)));
      const ek = await sql.query<{ id: number }>('select id from ekeys where id = any($1::bigint[])', [user.ekeyIds]);
      const haveK = new Set(ek.rows.map((r) => Number(r.id)));
      lostEkeys.push(...user.ekeyIds.filter((id) => !haveK.has(id)));
    }
    const writes = people.reduce((n, { user }) => n + user.passcodeIds.length + user.ekeyIds.length, 0);
    check(
      'no acknowledged write lost',
      lostPasscodes.length + lostEkeys.length === 0 && writes > 0,
      `${writes} acknowledged (passcodes and ekeys), ${lostPasscodes.length + lostEkeys.length} missing`,
    );

    const ops = await sql.query<{ id: number; user_id: number; state: number; reason_key: string | null }>(
      `select id, user_id, state, reason_key from operations where type = 'lock.unlock' and created_at >= $1`,
      [loadStart],
    );
    const byReason = new Map<string, number>();
    for (const o of ops.rows) {
      const k = o.state === 2 ? 'success' : (o.reason_key ?? `state ${o.state}`);
      byReason.set(k, (byReason.get(k) ?? 0) + 1);
    }
    check(
      'every operation in a final state',
      pending === 0 && ops.rows.length > 0,
      `${ops.rows.length} remote unlocks (${[...byReason].map(([k, n]) => `${k} ${n}`).join(', ')}), ${pending} pending`,
    );

    let missed = 0;
    let expected = 0;
    const missedSample: string[] = [];
    for (const s of streams) {
      const seen = new Set(
        s.stream.events
          .filter((e) => e.event === 'operation' && [2, 3, 4].includes(Number(e.data.state)))
          .map((e) => Number(e.data.operationId)),
      );
      for (const o of ops.rows) {
        if (Number(o.user_id) !== s.userId) continue;
        expected++;
        if (!seen.has(Number(o.id))) {
          missed++;
          if (missedSample.length < 5) missedSample.push(`operation ${o.id} (user ${s.userId})`);
        }
      }
    }
    // Why a result was missed: its row (ended? which node sent it) and the live events stored for it (none final:
    // the end was never published).
    for (const sample of missedSample) {
      const id = Number(/operation (\d+)/.exec(sample)![1]);
      const row = await sql.query(
        `select state, node_id, reason_key, created_at, finished_at from operations where id = $1`,
        [id],
      );
      const stored = await sql.query(
        `select id, data->>'state' as state, created_at from realtime_events where type = 'operation' and data->>'operationId' = $1 order by id`,
        [String(id)],
      );
      say(`missed operation ${id}: ${JSON.stringify(row.rows[0])}; stored events ${JSON.stringify(stored.rows)}`);
    }
    const reconnects = streams.reduce((n, s) => n + s.stream.connects - 1, 0);
    const resets = streams.reduce((n, s) => n + s.stream.resets, 0);
    check(
      'every event stream reconnected with no event missed',
      missed === 0 && streams.every((s) => s.stream.connects >= 1) && reconnects > 0,
      `${streams.length} streams, ${reconnects} reconnections, ${resets} resets` +
        (resets ? ` (from ${streams.flatMap((s) => s.stream.resetFrom).join(', ')})` : '') +
        `, ${expected - missed}/${expected} operation results heard` +
        (missedSample.length ? `; missed e.g. ${missedSample.join(', ')}` : ''),
    );

    const answers: Answer[] = people.flatMap(({ user }) => user.answers);
    const done = answers.filter((x) => x.body?.errorCode === 0).length;
    const retryable = answers.filter((x) => x.body?.errorCode === RETRYABLE && x.status >= 500).length;
    const refusedByCode = new Map<number, number>();
    for (const x of answers) {
      if (x.body && x.body.errorCode !== 0 && x.body.errorCode !== RETRYABLE)
        refusedByCode.set(x.body.errorCode, (refusedByCode.get(x.body.errorCode) ?? 0) + 1);
    }
    // A node killed while writing an answer leaves that answer cut mid-way: no proxy can turn half an answer into
    // an error (the browser shows a network error, and a retry works). Counted apart; anywhere else a cut is a defect.
    const cutByKill = answers.filter((x) => x.cut && x.at! >= killedAt - 500 && x.at! <= killedAt + 1500);
    const unclean = answers.filter((x) => !x.body && !cutByKill.includes(x));
    const serverErrors = answers.filter((x) => x.status >= 500 && x.body?.errorCode !== RETRYABLE);
    check(
      'user-visible failures only as clean retryable answers in the envelope',
      unclean.length === 0 && serverErrors.length === 0 && done > 0,
      `${answers.length} requests: ${done} done, ${retryable} "try again" (10015, HTTP 502/503)` +
        `, ${cutByKill.length} cut by the kill -9 while being answered` +
        `, product refusals ${[...refusedByCode].map(([c, n]) => `${c}×${n}`).join(' ') || 'none'}` +
        `, ${unclean.length} other failures without an envelope${unclean.length ? ` (e.g. ${JSON.stringify(unclean[0])})` : ''}` +
        `, ${serverErrors.length} other 5xx`,
    );
    // One grep of the nodes' logs follows a remote unlock: the HTTP request, the command, the gateway's answer.
    const lines = nodes.flatMap((n) =>
      fs
        .readFileSync(path.join(dir, `${n.spec.name}.log`), 'utf8')
        .split('\n')
        .filter((l) => l.startsWith('{')),
    );
    const answered = lines.find((l) => l.includes('"device operation answered"') && l.includes('"state":2'));
    const requestId = answered ? String((JSON.parse(answered) as { reqId: string }).reqId).split('.')[0]! : '';
    const trail = requestId ? lines.filter((l) => l.includes(requestId)).map((l) => String(JSON.parse(l).msg)) : [];
    check(
      'one request id follows a remote unlock through the logs',
      ['incoming request', 'device operation started', 'device operation answered'].every((m) => trail.includes(m)),
      requestId ? `${requestId}: ${trail.join(' → ')}` : 'no answered operation in the logs',
    );

    const unlocks = people.reduce((n, { user }) => n + user.unlocks, 0);
    say(`${unlocks} remote unlocks asked, ${ops.rows.length} reached a node`);
  } finally {
    await db?.end().catch(() => {});
    for (const s of streams) await s.stream.stop();
    await fleet?.close().catch(() => {});
    proxy?.kill('SIGKILL');
    await Promise.all(nodes.map((n) => n.stop()));
    if (!values.keep) {
      await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
      fs.rmSync(path.join(root, 'apps/server/dist-cluster'), { recursive: true, force: true });
    } else say(`kept: database ${dbName}, ${dir}`);
    await admin.end();
  }
  const failed = checks.filter((c) => !c.ok).length;
  console.log(`\ncluster: ${checks.length - failed} passed, ${failed} failed (logs: ${dir})`);
  process.exit(failed ? 1 : 0);
}

main().catch((err: Error) => {
  console.error(`cluster: ${err.stack ?? err.message}`);
  process.exit(1);
});
