// Records benchmark (issue 13 item 2): unlock records at 10 M on PostgreSQL, 10,000 locks of 100 accounts (each with
// 10 gateways of 10 locks), six months of records. Measured in the same run:
//   - the per-lock records page (page 1 of 20, newest first, with its total): the queries the page runs, p50/p95, and
//     the same through the signed HTTP pipeline — next to a primary-key read of one lock (the floor of a round trip);
//   - account-wide search over an account's 100 locks (six months, by an operator's name and by a passcode): p50/p95;
//   - ingest end to end: gateways' signed record batches (100 records each) on MQTT → stored → `records` events heard on
//     the 100 accounts' open event streams; records/s, and a second delivery of the same batches stores nothing.
// A fresh database on BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards; the
// broker is the system Mosquitto at MQTT_URL (default mqtt://127.0.0.1:1883) when it answers, else the embedded one.
//   npx tsx bench/records.ts [--records 10000000] [--ingest 200000] [--samples 400]
import { fork } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { startDeviceStack } from '../apps/server/src/test/devices/device-stack';
import { createRecordsRepo } from '../apps/server/src/modules/records/records.repo';
import { BASE } from './_seed';
import { createRecordPartitions, monthStart } from '../apps/server/src/db/record-partitions';

const { values } = parseArgs({
  options: {
    records: { type: 'string', default: '10000000' },
    ingest: { type: 'string', default: '200000' },
    samples: { type: 'string', default: '400' },
  },
});
const ACCOUNTS = 100;
const GATEWAYS = 10; // per account
const LOCKS = 10; // per gateway
const RECORDS = Number(values.records);
const PER_LOCK = Math.max(1, Math.round(RECORDS / (ACCOUNTS * GATEWAYS * LOCKS)));
const INGEST = Number(values.ingest);
const SAMPLES = Number(values.samples);
const DAY = 86_400_000;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const f = (x: number) => `${x.toFixed(2)} ms`;
const verdict = (ok: boolean) => (ok ? 'met' : 'not met');

const reachable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });

async function timed(n: number, fn: (i: number) => Promise<unknown>) {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn(i);
    out.push(performance.now() - t0);
  }
  return out;
}

async function main() {
  process.env.DATABASE_URL = BASE;
  const external = await reachable(1883);
  const s = await startDeviceStack({
    broker: external ? 'external' : 'embedded',
    env: {
      GATEWAY_HEARTBEAT_MS: '30000',
      GATEWAY_OFFLINE_MS: '600000',
      NODE_ID: 'bench',
      // 100 consoles' event streams and the pages' requests all come from loopback.
      MAX_CONNECTIONS_PER_SOURCE: '0',
    },
  });
  const db = s.db;
  const rows = async <T>(q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;
  try {
    console.log(
      `records bench: PostgreSQL, broker ${external ? 'Mosquitto' : 'embedded'}, ${ACCOUNTS} accounts × ` +
        `${GATEWAYS * LOCKS} locks, ${PER_LOCK} records per lock (${(PER_LOCK * ACCOUNTS * GATEWAYS * LOCKS).toLocaleString('en')})`,
    );
    // Accounts, gateways (known signing keys), locks.
    const t0 = Date.now();
    const accounts: {
      userId: number;
      token: string;
      gateways: { id: number; key: string }[];
      locks: { id: number; mac: string; gw: number }[];
    }[] = [];
    for (let a = 0; a < ACCOUNTS; a++) {
      const u = await s.user();
      await db.execute(
        sql`update users set nickname = ${`Resident ${String(a).padStart(3, '0')}`} where id = ${u.userId}`,
      );
      const gws = await rows<{ id: string | number; sign_key: string }>(sql`insert into gateways
          (user_id, gateway_name, gateway_mac, gateway_version, mqtt_password_hash, sign_key, is_online)
        select ${u.userId}, 'Gateway ' || g, ${`B${String(a).padStart(2, '0')}`} || lpad(to_hex(g), 10, '0'), 2, 'x',
          md5(random()::text), true
        from generate_series(1, ${GATEWAYS}) g returning id, sign_key`);
      const locks = await rows<{ id: string | number; lock_mac: string }>(sql`insert into locks
          (user_id, lock_name, lock_alias, lock_mac, lock_number, model, firmware_revision, lock_secret)
        select ${u.userId}, 'S31_' || g, 'Room ' || lpad(g::text, 3, '0'),
          upper('C0:' || lpad(to_hex(${a}::int), 2, '0') || ':00:00:00:' || lpad(to_hex(g), 2, '0')), 'n', 'S31', '1', 's'
        from generate_series(1, ${GATEWAYS * LOCKS}) g returning id, lock_mac`);
      accounts.push({
        userId: u.userId,
        token: u.token,
        gateways: gws.map((g) => ({ id: Number(g.id), key: g.sign_key })),
        locks: locks.map((l, i) => ({ id: Number(l.id), mac: l.lock_mac, gw: Number(gws[Math.floor(i / LOCKS)]!.id) })),
      });
    }
    // Six months of records, PER_LOCK per lock, in lock-id slices (each statement fills every month's partition).
    const now = Date.now();
    const span = 180 * DAY;
    const lockIds = accounts.flatMap((a) => a.locks.map((l) => l.id));
    for (let i = 0; i < lockIds.length; i += 500) {
      const slice = lockIds.slice(i, i + 500);
      await db.execute(sql`insert into lock_records
          (lock_id, seq, record_type, success, keyboard_pwd, operator_uid, electric_quantity, lock_date, server_date)
        select l.id, g, (array[1, 4, 7, 8, 11])[1 + g % 5], g % 7 <> 0,
          case when g % 5 = 1 then (100000 + (l.id * 7919 + g * 104729) % 900000)::text else '' end,
          case when g % 5 = 0 then l.user_id end, 80,
          to_timestamp((${now - span} + (g::float8 * ${span} / ${PER_LOCK}) + (l.id % 3600) * 1000) / 1000),
          to_timestamp((${now - span} + (g::float8 * ${span} / ${PER_LOCK}) + (l.id % 3600) * 1000 + 2000) / 1000)
        from locks l cross join generate_series(1, ${PER_LOCK}) g
        where l.id in (${sql.join(
          slice.map((x) => sql`${x}`),
          sql`, `,
        )})`);
      if ((i / 500) % 4 === 3)
        process.stdout.write(`  ${i + 500} locks filled, ${((Date.now() - t0) / 1000).toFixed(0)} s\n`);
    }
    await db.execute(sql`vacuum analyze`);
    const parts = await rows<{ n: number }>(
      sql`select count(*)::int as n from pg_inherits where inhparent = 'lock_records'::regclass`,
    );
    console.log(`setup           ${((Date.now() - t0) / 1000).toFixed(0)} s (${parts[0]!.n} partitions)`);

    // Per-lock records page: the repository's page (rows + total) and the HTTP request, on random locks.
    const repo = createRecordsRepo(db);
    const pick = (i: number) => {
      const a = accounts[(i * 37) % ACCOUNTS]!;
      return { a, lock: a.locks[(i * 53) % a.locks.length]! };
    };
    const floor = await timed(SAMPLES, (i) =>
      db.execute(sql`select id, lock_alias from locks where id = ${pick(i).lock.id}`),
    );
    const page = await timed(SAMPLES, (i) => repo.list(pick(i).lock.id, { limit: 20, offset: 0 }));
    const searched = await timed(SAMPLES, (i) => repo.list(pick(i).lock.id, { limit: 20, offset: 0, search: '4242' }));
    const http = await timed(SAMPLES, async (i) => {
      const { a, lock } = pick(i);
      const r = await s.call<{ list: unknown[]; total: number }>(
        'GET',
        '/lockRecord/list',
        { lockId: lock.id, pageNo: 1, pageSize: 20 },
        a.token,
      );
      if (r.errorCode !== 0 || r.data.list.length !== 20)
        throw new Error(`records page: ${JSON.stringify(r).slice(0, 200)}`);
    });
    console.log(`one-row read    p50 ${f(pct(floor, 50))}  p95 ${f(pct(floor, 95))}  (baseline: a lock by its id)`);
    console.log(
      `records page    p50 ${f(pct(page, 50))}  p95 ${f(pct(page, 95))}  ×${(pct(page, 95) / pct(floor, 95)).toFixed(1)} of the baseline  (target p95 ≤ 5 ms: ${verdict(pct(page, 95) <= 5)})`,
    );
    console.log(`  with a search p50 ${f(pct(searched, 50))}  p95 ${f(pct(searched, 95))}`);
    console.log(`  over HTTP     p50 ${f(pct(http, 50))}  p95 ${f(pct(http, 95))}  (signed, signed in, one at a time)`);

    // Account-wide: an account's 100 locks, six months, by an operator's name or a passcode (what an export of all
    // locks counts first and then reads).
    const since = new Date(now - span);
    const byName = await timed(Math.min(SAMPLES, 200), (i) => {
      const a = accounts[(i * 37) % ACCOUNTS]!;
      return repo.countMatching(
        a.locks.map((l) => l.id),
        { startDate: since, search: `Resident ${String((i * 37) % ACCOUNTS).padStart(3, '0')}` },
      );
    });
    const byCode = await timed(Math.min(SAMPLES, 200), (i) => {
      const a = accounts[(i * 37) % ACCOUNTS]!;
      return repo.countMatching(
        a.locks.map((l) => l.id),
        { startDate: since, search: String(100000 + ((i * 7919) % 900000)) },
      );
    });
    const worst = Math.max(pct(byName, 95), pct(byCode, 95));
    console.log(
      `account search  by name p50 ${f(pct(byName, 50))} p95 ${f(pct(byName, 95))}; by passcode p50 ${f(pct(byCode, 50))} p95 ${f(pct(byCode, 95))}  (target p95 ≤ 50 ms: ${verdict(worst <= 50)})`,
    );

    // Retention of a month: what dropping a month's partition costs next to deleting a month's rows in batches of
    // 5,000 (what retention would do without partitions), on the same data. The oldest month's rows are deleted in
    // batches; then upkeep, two months later on its clock, drops that month and the next (1/6 of the records).
    const oldest = await rows<{ m: string }>(
      sql`select min(lock_date) as m from lock_records where lock_date >= ${monthStart(new Date(now - span), 1)}`,
    );
    const monthA = monthStart(new Date(oldest[0]!.m));
    const t1 = performance.now();
    let deleted = 0;
    for (;;) {
      // By key, not ctid: a ctid is unique only within one partition.
      const gone = await rows(sql`delete from lock_records r using (select lock_id, seq, lock_date from lock_records
        where lock_date >= ${monthA} and lock_date < ${monthStart(monthA, 1)} limit 5000) x
        where r.lock_id = x.lock_id and r.seq = x.seq and r.lock_date = x.lock_date returning 1`);
      deleted += gone.length;
      if (gone.length < 5000) break;
    }
    const deleteMs = performance.now() - t1;
    const nextMonth = await rows<{ n: number }>(
      sql`select count(*)::int as n from lock_records where lock_date >= ${monthStart(monthA, 1)} and lock_date < ${monthStart(monthA, 2)}`,
    );
    const later = { now: () => monthStart(monthA, 8) }; // kept from monthA + 2
    const t2 = performance.now();
    const dropped = await createRecordPartitions({ db, clock: later, keepMonths: 6 }).dropOld();
    const dropMs = performance.now() - t2;
    console.log(
      `retention       a month of ${deleted.toLocaleString('en')} records deleted in batches: ${(deleteMs / 1000).toFixed(1)} s; ` +
        `${dropped.months} months dropped (${nextMonth[0]!.n.toLocaleString('en')} records in the full one): ${dropMs.toFixed(0)} ms`,
    );

    if (INGEST <= 0) return;
    if (!external) {
      console.log('ingest          skipped: needs Mosquitto on 127.0.0.1:1883 (the bench publishes as the gateways)');
      return;
    }
    // Ingest end to end, from a child process: it opens every account's event stream, publishes the batches and
    // reports when the streams have heard every record; then delivers the same batches again.
    const perLockIngest = Math.max(100, Math.round(INGEST / lockIds.length / 100) * 100);
    const targets = accounts.flatMap((a) =>
      a.locks.slice(0, Math.ceil(INGEST / perLockIngest / ACCOUNTS)).map((l) => ({
        mac: l.mac,
        gatewayId: l.gw,
        key: a.gateways.find((g) => g.id === l.gw)!.key,
      })),
    );
    const countRecords = async () =>
      (await rows<{ n: number }>(sql`select count(*)::int as n from lock_records`))[0]!.n;
    const before = await countRecords();
    const cpu0 = process.cpuUsage();
    const worker = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), '_records-ingest-worker.ts'), {
      execArgv: ['--import', 'tsx'],
    });
    const result = await new Promise<{ records: number; ms: number; heard: number; again: number }>(
      (resolve, reject) => {
        worker.on('message', (m: { type: string; message?: string }) => {
          if (m.type === 'error') reject(new Error(m.message));
          else if (m.type === 'done') resolve(m as never);
        });
        worker.send({
          serverUrl: s.serverUrl,
          brokerUrl: s.brokerUrl,
          tokens: accounts.map((a) => a.token),
          targets,
          perLock: perLockIngest,
          firstSeq: PER_LOCK + 1,
          lockTime: now - 60_000,
          runId: crypto.randomBytes(3).toString('hex'),
        });
      },
    );
    worker.kill();
    const cpu = process.cpuUsage(cpu0);
    const stored = (await countRecords()) - before;
    const rate = result.records / (result.ms / 1000);
    console.log(
      `ingest          ${result.records.toLocaleString('en')} records in ${(result.ms / 1000).toFixed(1)} s = ${Math.round(rate).toLocaleString('en')} records/s ` +
        `(published → stored → heard on ${ACCOUNTS} event streams; ${result.heard.toLocaleString('en')} heard)  (target ≥ 20,000/s: ${verdict(rate >= 20_000)})`,
    );
    console.log(
      `  server CPU    ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s during the two deliveries (its process: API, hub, event streams)`,
    );
    console.log(
      `  idempotent    ${stored.toLocaleString('en')} rows stored for ${result.records.toLocaleString('en')} records sent twice (${result.again} events on the second delivery): ${stored === result.records && result.again === 0 ? 'yes' : 'NO'}`,
    );
  } finally {
    // BENCH_KEEP=1 keeps the filled database for EXPLAIN ANALYZE (the server stops; its database stays).
    if (process.env.BENCH_KEEP)
      console.log(`kept database: ${(await rows<{ db: string }>(sql`select current_database() as db`))[0]!.db}`);
    else await s.close();
  }
}

main().then(
  () => process.exit(0),
  (e: Error) => {
    console.error(e);
    process.exit(1);
  },
);
