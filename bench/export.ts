// Exports (issue 18): 100,000 unlock records of 5 locks exported through the real job (records module → file
// writer → pieces in the database), as CSV and as xlsx, against a plain `COPY (the same rows) TO STDOUT` by psql
// in the same run. Prints rows/s, the ratio to COPY (target for CSV ≥ 0.3) and the server process's RSS growth
// during each export (target ≤ 50 MB), and whether each target is met.
// Needs PostgreSQL: a fresh database on BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres),
// dropped afterwards (BENCH_KEEP=1 keeps it). `npx tsx bench/export.ts [--rows 100000] [--cpu-prof file]` (the
// profile covers the two CSV exports)
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { users } from '../apps/server/src/db/schema/accounts';
import { lockRecords } from '../apps/server/src/db/schema/devices';
import { exportChunks } from '../apps/server/src/db/schema/exports';
import { translatorFor } from '../apps/server/src/http/i18n';
import type { LockContext } from '../apps/server/src/http/context';
import { createMessenger } from '../apps/server/src/messaging/messenger';
import { systemClock, systemRandom } from '../apps/server/src/platform/clock';
import { givePremium } from '../apps/server/src/test/factories';
import { fleet, freshDb, insertAll } from './_seed';

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '100000' }, 'cpu-prof': { type: 'string' } },
});
const ROWS = Number(values.rows);
const LOCKS = 5;
const MB = 1024 * 1024;

async function main() {
  const db0 = await freshDb('export');
  const handle = await openDatabase({ databaseUrl: db0.url });
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: db0.url });
  const log = pino({ level: 'silent' });
  const messenger = createMessenger({ db: handle.db, log, smtpUrl: undefined, smtpFrom: 'x', smsUrl: undefined });
  const { app, services } = await buildApp(
    { config, db: handle.db, clock: systemClock, random: systemRandom, messenger },
    { logger: false, webDist: false },
  );
  const db = handle.db;
  try {
    const { owner, lockIds: all } = await fleet(db, services.sessions, LOCKS, '0');
    const lockIds = all.slice(0, LOCKS);
    // Exports are a premium function (issue 17): the owner's premium runs, as a paying account's does.
    await givePremium(db, owner.userId);
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          email: `p${i}@bench.test`,
          passwordHash: 'x',
          nickname: `Person ${i}`,
        })),
      )
      .returning({ id: users.id });
    const t0 = Date.now();
    const per = Math.ceil(ROWS / LOCKS);
    await insertAll(
      Array.from({ length: ROWS }, (_, i) => ({
        lockId: lockIds[i % LOCKS]!,
        seq: Math.floor(i / LOCKS) + 1,
        recordType: [1, 4, 7, 8, 11][i % 5]!,
        success: i % 7 !== 0,
        keyboardPwd: i % 5 === 1 ? String(100000 + i) : '',
        operatorUid: i % 5 === 0 ? people[i % 50]!.id : null,
        electricQuantity: 50 + (i % 50),
        lockDate: new Date(t0 - (per - Math.floor(i / LOCKS)) * 20_000),
        serverDate: new Date(t0),
      })),
      (slice) => db.insert(lockRecords).values(slice),
    );
    await db.execute(sql`vacuum analyze`);
    const period = { startDate: t0 - 30 * 86_400_000, endDate: t0 + 60_000 };

    // Baseline: the same rows, joined and ordered the same way, by COPY to psql's stdout (discarded).
    const copySql = `copy (select l.lock_alias, r.lock_date, r.record_type, coalesce(u.nickname, ''), r.keyboard_pwd,
      r.success, r.electric_quantity from lock_records r join locks l on l.id = r.lock_id
      left join users u on u.id = r.operator_uid where r.lock_id in (${lockIds.join(',')})
      and r.lock_date between '${new Date(period.startDate).toISOString()}' and '${new Date(period.endDate).toISOString()}'
      order by r.lock_id, r.lock_date desc, r.seq desc) to stdout with csv header`;
    const copyRuns = [0, 1, 2].map(() => {
      const s = performance.now();
      const r = spawnSync('psql', [db0.url, '-q', '-c', copySql], { maxBuffer: 1 << 30 });
      if (r.status !== 0) throw new Error(`psql: ${r.stderr.toString()}`);
      return { ms: performance.now() - s, bytes: r.stdout.length };
    });
    const copyMs = Math.min(...copyRuns.map((r) => r.ms));

    const [access] = [await services.permissions.require(owner.userId, lockIds, 'records')];
    const ctx = {
      session: { userId: owner.userId, sessionId: 0 },
      locks: access,
      lock: access[0]!,
      lang: 'en',
      t: translatorFor('en'),
    } as unknown as LockContext;

    async function run(format: 'csv' | 'xlsx') {
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
      const s = performance.now();
      const job = await services.exports.create(ctx, {
        kind: 'records',
        lockIdList: lockIds,
        ...period,
        format,
        timeZone: 'Europe/Berlin',
      });
      await services.exportRunner.idle();
      const ms = performance.now() - s;
      clearInterval(sampler);
      const row = await services.exportsRepo.find(job.exportId);
      if (row?.status !== 'done' || row.rowsDone !== ROWS)
        throw new Error(`export ${format}: ${row?.status} ${row?.rowsDone}`);
      const [{ n }] = (await db
        .select({ n: sql<number>`count(*)::int` })
        .from(exportChunks)
        .where(sql`${exportChunks.jobId} = ${job.exportId}`)) as [{ n: number }];
      return { ms, growthMb: (peak - before) / MB, bytes: row.bytes, pieces: n };
    }
    let csvRuns: Awaited<ReturnType<typeof run>>[] = [];
    if (values['cpu-prof']) {
      const { Session } = await import('node:inspector/promises');
      const session = new Session();
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
      csvRuns = [await run('csv'), await run('csv')];
      const { profile } = await session.post('Profiler.stop');
      (await import('node:fs')).writeFileSync(values['cpu-prof'], JSON.stringify(profile));
      session.disconnect();
    } else csvRuns = [await run('csv'), await run('csv')];
    const csv = csvRuns.sort((a, b) => a.ms - b.ms)[0]!;
    const xlsx = [await run('xlsx'), await run('xlsx')].sort((a, b) => a.ms - b.ms)[0]!;

    const rate = (ms: number) => Math.round(ROWS / (ms / 1000));
    const ratio = copyMs / csv.ms;
    const line = (name: string, r: { ms: number; growthMb?: number; bytes: number }, extra: string) =>
      console.log(
        `${name.padEnd(34)} ${String(rate(r.ms)).padStart(8)} rows/s  ${(r.bytes / MB).toFixed(1).padStart(6)} MB file` +
          `${r.growthMb === undefined ? '' : `  RSS +${r.growthMb.toFixed(1)} MB`}  ${extra}`,
      );
    console.log(
      `\n${ROWS.toLocaleString('en')} records of ${LOCKS} locks on PostgreSQL (best of 3 COPY, best of 2 exports)`,
    );
    line('COPY … TO STDOUT (psql, baseline)', { ms: copyMs, bytes: copyRuns[0]!.bytes }, '');
    line('export, CSV', csv, `ratio to COPY ${ratio.toFixed(2)} (target ≥ 0.3: ${ratio >= 0.3 ? 'met' : 'NOT met'})`);
    line('export, xlsx', xlsx, `ratio to COPY ${(copyMs / xlsx.ms).toFixed(2)}`);
    const worst = Math.max(csv.growthMb, xlsx.growthMb);
    console.log(
      `RSS growth during an export: ${worst.toFixed(1)} MB (target ≤ 50 MB: ${worst <= 50 ? 'met' : 'NOT met'})`,
    );
    process.exitCode = ratio >= 0.3 && worst <= 50 ? 0 : 1;
  } finally {
    await app.close();
    await messenger.close();
    await handle.close();
    if (!process.env.BENCH_KEEP) await db0.drop();
  }
}

await main();
