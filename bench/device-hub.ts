// Device hub benchmark: N gateways × M locks (default 100 × 10; --gateways 1000 for the large run) against a
// real server. Prints remote unlock p50/p95 next to the raw MQTT round trip (server → gateway → server) on the
// same broker in the same run, the record ingest rate, and the server's RSS. The fleet runs in a child process.
//   npx tsx bench/device-hub.ts [--gateways N] [--locks M] [--samples S] [--concurrency C] [--records R]
//                               [--broker embedded|external]   (external = MQTT_URL, default mqtt://127.0.0.1:1883)
//                               [--readers K]   (K clients in another process reading the lock list during the unlocks) [--read-seconds S]
//                               [--db-thread]   (PGlite in its worker thread, the server's default)
//                               [--cpu-prof file]   (profiles of this process: setup file.setup, unlocks file.0, file.1)
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import mqtt from 'mqtt';
import { seal } from '../packages/shared/src/devices/envelope';
import { startDeviceStack } from '../apps/server/src/test/devices/device-stack';
import { procCpuMs, profiled } from './_profile';

const { values } = parseArgs({
  options: {
    gateways: { type: 'string', default: '100' },
    locks: { type: 'string', default: '10' },
    samples: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '10' },
    // Locks added at once during the fleet's setup (each a lock.init round trip through its gateway).
    'setup-concurrency': { type: 'string', default: '20' },
    records: { type: 'string', default: '20' },
    broker: { type: 'string', default: 'embedded' },
    // Signed-in readers asking for the lock list without pause while the unlocks run (#21 item 10: unlocks under load).
    readers: { type: 'string', default: '0' },
    // How long the readers read (from a second before the unlocks start): long enough to cover them.
    'read-seconds': { type: 'string', default: '10' },
    'db-thread': { type: 'boolean', default: false },
    // Writes CPU profiles of this process (the server and the bench's HTTP client): the fleet's setup, the unlocks.
    'cpu-prof': { type: 'string' },
  },
});
const N = Number(values.gateways);
const M = Number(values.locks);
const SAMPLES = Number(values.samples);
const C = Number(values.concurrency);
const R = Number(values.records);
const READERS = Number(values.readers);
const READ_SECONDS = Number(values['read-seconds']);

const mb = (b: number) => `${Math.round(b / 1024 / 1024)} MB`;
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function main() {
  const broker = values.broker === 'external' ? 'external' : 'embedded';
  const s = await startDeviceStack({
    broker,
    env: {
      OP_TIMEOUT_MS: '15000',
      GATEWAY_HEARTBEAT_MS: '30000',
      GATEWAY_OFFLINE_MS: '120000',
      NODE_ID: 'bench',
      // --db-thread: PGlite in its worker thread, as the server runs it (PGLITE_THREAD).
      PGLITE_THREAD: values['db-thread'] ? '1' : '0',
    },
  });
  const rssIdle = process.memoryUsage().rss;
  const owner = await s.user();
  const worker = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), '_device-fleet-worker.ts'), {
    execArgv: ['--import', 'tsx'],
  });
  const next = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      const on = (m: { type: string; message?: string }) => {
        if (m.type === 'error') reject(new Error(m.message));
        if (m.type !== type) return;
        worker.off('message', on);
        resolve(m as T);
      };
      worker.on('message', on);
    });

  const database = s.config.databaseUrl ? 'PostgreSQL' : 'PGlite';
  // Issue 13 item 3: at most 300 MB on PostgreSQL, 400 MB on PGlite (which holds the database in the process).
  const rssTarget = s.config.databaseUrl ? 300 : 400;
  console.log(`device hub: ${N} gateways × ${M} locks, broker ${broker}, database ${database}`);
  // The server's CPU (this process: the server and the bench's own HTTP client) per command — steadier from run to run
  // than the latencies, which queue behind PostgreSQL, the broker and the fleet on the same cores.
  const cpuMs = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;
  const setupCpu = process.cpuUsage();
  worker.send({
    type: 'start',
    serverUrl: s.serverUrl,
    token: owner.token,
    gateways: N,
    locks: M,
    concurrency: Number(values['setup-concurrency']),
  });
  const ready = await profiled(values['cpu-prof'] && `${values['cpu-prof']}.setup`, () =>
    next<{
      pairedMs: number;
      heardMs: number;
      setupMs: number;
      locks: { lockId: number }[];
      failed: string[];
      gateways: { gatewayId: number; key: string }[];
    }>('ready'),
  );
  const setupCpuMs = cpuMs(process.cpuUsage(setupCpu));
  console.log(
    `setup           ${N} gateways paired in ${(ready.pairedMs / 1000).toFixed(1)} s; ${ready.locks.length} locks added in ${((ready.setupMs - ready.pairedMs) / 1000).toFixed(1)} s` +
      ` (all heard nearby after ${((ready.heardMs - ready.pairedMs) / 1000).toFixed(1)} s, then ${((ready.setupMs - ready.heardMs) / 1000).toFixed(1)} s of lock.init)` +
      (ready.failed.length ? ` (${ready.failed.length} failed: ${ready.failed[0]})` : '') +
      // Issue 13 item 3: 10,000 locks in at most 60 s (a smaller fleet: the same rate).
      ` (target ≤ ${((60 * N * M) / 10_000).toFixed(0)} s: ${(ready.setupMs - ready.pairedMs) / 1000 <= (60 * N * M) / 10_000 ? 'met' : 'not met'})`,
  );

  // Raw MQTT round trip on the same broker: a signed command to a gateway for a lock it does not have; the
  // gateway answers at once. Same path as a remote unlock minus the server's HTTP, database and lock work.
  const raw = await mqtt.connectAsync(s.brokerUrl, { protocolVersion: 4, ...s.running.hubAuth, reconnectPeriod: 0 });
  (raw as unknown as { stream: { setNoDelay: (v: boolean) => void } }).stream.setNoDelay(true);
  const waiting = new Map<string, () => void>();
  raw.on('message', (_t, p) => {
    const m = /"reqId":"(raw-[0-9]+)"/.exec(p.toString());
    if (m) waiting.get(m[1]!)?.();
  });
  await raw.subscribeAsync('gw/+/result', { qos: 1 });
  const rawTimes: number[] = [];
  let k = 0;
  const rawOne = async (gw: { gatewayId: number; key: string }) => {
    const reqId = `raw-${k++}`;
    const topic = `gw/${gw.gatewayId}/cmd`;
    const body = { reqId, cmd: 'lock.unlock', mac: 'FF:FF:FF:FF:FF:FF', ts: Date.now(), args: { operator: 1 } };
    const t0 = performance.now();
    const got = new Promise<void>((r) => waiting.set(reqId, r));
    await raw.publishAsync(topic, seal(gw.key, topic, body), { qos: 1 });
    await got;
    waiting.delete(reqId);
    rawTimes.push(performance.now() - t0);
  };

  const unlockTimes: number[] = [];
  let unlockErrors = 0;
  const unlockOne = async (lockId: number) => {
    const t0 = performance.now();
    const r = await s.call<{ state: number }>('POST', '/lock/unlock', { lockId }, owner.token);
    if (r.errorCode === 0) unlockTimes.push(performance.now() - t0);
    else unlockErrors++;
  };

  const run = async (fn: (i: number) => Promise<void>) => {
    let i = 0;
    await Promise.all(
      Array.from({ length: C }, async () => {
        while (i < SAMPLES) await fn(i++);
      }),
    );
  };
  // Readers run in their own process (bench/_api-load-worker.ts), as browsers would: a load generator inside the
  // server's process would put its own work on the server's event loop.
  const readTimes: number[] = [];
  const readers = (ms: number) => {
    if (!READERS) return Promise.resolve();
    const w = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), '_api-load-worker.ts'), {
      execArgv: ['--import', 'tsx'],
    });
    return new Promise<void>((resolve, reject) => {
      w.on('message', (m: { lat: number[] }) => {
        readTimes.push(...m.lat);
        w.kill();
        resolve();
      });
      w.on('error', reject);
      w.send({
        url: s.serverUrl,
        path: '/api/lock/list',
        params: { groupId: '-1', pageNo: '1', pageSize: '20' },
        appId: s.config.webApp.appId,
        secret: s.config.webApp.appSecret,
        token: owner.token,
        connections: READERS,
        durationMs: ms,
        warmupMs: 1000,
      });
    });
  };
  let unlockCpuMs = 0;
  const others = () => ({
    postgres: procCpuMs({ name: 'postgres' }),
    broker: procCpuMs({ name: 'mosquitto' }),
    fleet: procCpuMs({ pid: worker.pid }),
  });
  const othersMs = { postgres: 0, broker: 0, fleet: 0 };
  // Interleave in two halves so both see the same conditions; the readers start a second before the unlocks.
  for (let half = 0; half < 2; half++) {
    await run((i) => rawOne(ready.gateways[(i * 7 + half) % ready.gateways.length]!));
    const load = readers(READ_SECONDS * 1000);
    if (READERS) await new Promise((r) => setTimeout(r, 1500));
    const c0 = process.cpuUsage();
    const o0 = others();
    await profiled(values['cpu-prof'] && `${values['cpu-prof']}.${half}`, () =>
      run((i) => unlockOne(ready.locks[(i * 13 + half * 5) % ready.locks.length]!.lockId)),
    );
    unlockCpuMs += cpuMs(process.cpuUsage(c0));
    const o1 = others();
    for (const k of Object.keys(othersMs) as (keyof typeof othersMs)[]) othersMs[k] += o1[k] - o0[k];
    await load;
  }
  await raw.endAsync();

  const [p50u, p95u, p50r, p95r] = [pct(unlockTimes, 50), pct(unlockTimes, 95), pct(rawTimes, 50), pct(rawTimes, 95)];
  console.log(
    `remote unlock   p50 ${ms(p50u)}  p95 ${ms(p95u)}  (n=${unlockTimes.length}, concurrency ${C}${unlockErrors ? `, ${unlockErrors} errors` : ''})`,
  );
  console.log(
    `raw MQTT RTT    p50 ${ms(p50r)}  p95 ${ms(p95r)}  (same broker: server → gateway → server, n=${rawTimes.length})`,
  );
  console.log(
    `ratio           p50 ×${(p50u / p50r).toFixed(1)}  p95 ×${(p95u / p95r).toFixed(1)}; p95 − raw p95 = ${ms(p95u - p95r)} (target ≤ 15 ms: ${p95u - p95r <= 15 ? 'met' : 'not met'})`,
  );
  console.log(
    `server CPU      ${(unlockCpuMs / Math.max(1, unlockTimes.length + unlockErrors)).toFixed(2)} ms per remote unlock, ` +
      `${(setupCpuMs / Math.max(1, ready.locks.length)).toFixed(2)} ms per lock added (with its share of the pairing)` +
      (READERS ? ' (the readers run in their own process)' : ''),
  );
  const per = (v: number) => (v / Math.max(1, unlockTimes.length + unlockErrors)).toFixed(2);
  console.log(
    `other CPU       per remote unlock: PostgreSQL ${per(othersMs.postgres)} ms, Mosquitto ${per(othersMs.broker)} ms, ` +
      `the simulated fleet ${per(othersMs.fleet)} ms (whole machine's processes of those names, 10 ms ticks)`,
  );
  // Where an unlock's time goes, from its row: created → sent to the gateway → answer stored.
  const phases = (await s.db.execute(
    sql`select extract(epoch from (sent_at - created_at)) * 1000 as queued, extract(epoch from (finished_at - sent_at)) * 1000 as device
        from operations where type = 'lock.unlock' and sent_at is not null and finished_at is not null`,
  )) as unknown as { rows?: { queued: number; device: number }[] } & { queued: number; device: number }[];
  const rowsOf = (phases.rows ?? phases) as { queued: number; device: number }[];
  if (rowsOf.length) {
    const q = rowsOf.map((r) => Number(r.queued));
    const dv = rowsOf.map((r) => Number(r.device));
    console.log(
      `unlock phases   created→sent p50 ${ms(pct(q, 50))} p95 ${ms(pct(q, 95))}; sent→answer stored p50 ${ms(pct(dv, 50))} p95 ${ms(pct(dv, 95))}`,
    );
  }
  if (READERS)
    console.log(
      `lock list reads p50 ${ms(pct(readTimes, 50))}  p95 ${ms(pct(readTimes, 95))}  p99 ${ms(pct(readTimes, 99))}  (n=${readTimes.length}, ${READERS} readers in another process, ${READ_SECONDS} s)`,
    );

  // Record ingest: every lock records R refused card presentations at once; the fleet uploads them in batches.
  const count = async () =>
    Number(
      ((await s.db.execute(sql`select count(*)::int as n from lock_records`)) as unknown as { rows: { n: number }[] })
        .rows?.[0]?.n ??
        ((await s.db.execute(sql`select count(*)::int as n from lock_records`)) as unknown as { n: number }[])[0]!.n,
    );
  const before = await count();
  const t0 = performance.now();
  worker.send({ type: 'records', perLock: R });
  const { count: generated } = await next<{ count: number }>('generated');
  let now = before;
  const deadline = Date.now() + 120_000;
  while (now < before + generated && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    now = await count();
  }
  const secs = (performance.now() - t0) / 1000;
  console.log(
    `record ingest   ${now - before} of ${generated} records in ${secs.toFixed(1)} s = ${Math.round((now - before) / secs)} records/s`,
  );
  console.log(
    `server RSS      ${mb(process.memoryUsage().rss)} after the run (${mb(rssIdle)} before the fleet; fleet in its own process)` +
      ` (target ≤ ${rssTarget} MB on ${database}: ${process.memoryUsage().rss <= rssTarget * 1024 * 1024 ? 'met' : 'not met'})`,
  );

  worker.send({ type: 'stop' });
  await next('stopped').catch(() => {});
  // The fleet's gateways left their retained status on the broker: cleared, or every later hub on this broker is
  // handed them again at its start (one database read each for a gateway it does not know).
  if (broker === 'external') {
    const c = await mqtt.connectAsync(s.brokerUrl, { protocolVersion: 4, ...s.running.hubAuth, reconnectPeriod: 0 });
    await Promise.all(
      ready.gateways.map((g) => c.publishAsync(`gw/${g.gatewayId}/status`, '', { qos: 1, retain: true })),
    );
    await c.endAsync();
  }
  await s.close();
}

main().then(
  () => process.exit(0),
  (e: Error) => {
    console.error(e);
    process.exit(1);
  },
);
