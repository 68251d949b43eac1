// On PostgreSQL every live event is also stored for a few minutes, so a node that started after an event (a rolling
// restart) still replays it to a browser resuming its stream: the events its account hears after its last id, in
// order; nothing of other accounts; nothing for an id the store does not hold.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import postgres from 'pg';
import { openDatabase, type DbHandle } from '../db/client';
import { freshPostgres } from '../test/fresh-postgres';
import { sql } from 'drizzle-orm';
import { OP_STATE } from '@lockconsole/shared/devices/enums';
import { users } from '../db/schema/accounts';
import { realtimeEvents } from '../db/schema/realtime';
import { createOperationsRepo } from '../devices/operations.repo';
import { toOperationEvent } from '../devices/operation-events';
import { createEventBus, LISTENER_NAME, type EventBus, type RealtimeEvent } from './event-bus';

const PG = process.env.DATABASE_URL;

describe.runIf(PG)('the shared store of live events (PostgreSQL)', () => {
  let pg: Awaited<ReturnType<typeof freshPostgres>>;
  let handle: DbHandle;
  let nodeA: EventBus;
  let nodeB: EventBus;

  const pgUrl = () => pg.url;
  beforeAll(async () => {
    pg = await freshPostgres(PG!);
    handle = await openDatabase({ databaseUrl: pg.url });
    nodeA = await createEventBus(handle);
  });
  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await handle?.close();
    await pg?.drop();
  });

  const heard = (bus: EventBus, n: number) =>
    new Promise<RealtimeEvent[]>((resolve) => {
      const got: RealtimeEvent[] = [];
      const off = bus.subscribe((e) => {
        got.push(e);
        if (got.length === n) {
          off();
          resolve(got);
        }
      });
    });

  it('replays, on a node started afterwards, what an account heard after its last event id', async () => {
    const got = heard(nodeA, 4);
    await nodeA.publish({ userId: 1, type: 'lockState', data: { n: 1 } });
    await nodeA.publish({ userId: 2, type: 'lockState', data: { n: 2 } });
    await nodeA.publish({ userId: 3, alsoUserIds: [1], type: 'operation', data: { n: 3 } });
    await nodeA.publish({ userId: 1, type: 'records', data: { n: 4 } });
    const events = await got;
    expect(events.map((e) => e.id)).toEqual([...events.map((e) => e.id)].sort((a, b) => Number(a) - Number(b)));
    // A node that was not running when they were published.
    nodeB = await createEventBus(handle);
    const replay = await nodeB.since!(events[0]!.id!, 1);
    expect(replay!.map((e) => [e.type, e.data.n, e.id])).toEqual([
      ['operation', 3, events[2]!.id],
      ['records', 4, events[3]!.id],
    ]);
    expect(await nodeB.since!(events[3]!.id!, 1)).toEqual([]);
    expect((await nodeB.since!(events[0]!.id!, 2))!.map((e) => e.data.n)).toEqual([2]);
  });

  it('an operation made or ended by a statement is stored and announced by that statement: every node hears it once, as the tracker would have published it', async () => {
    nodeB ??= await createEventBus(handle);
    const [user] = await handle.db
      .insert(users)
      .values({ email: `ops${Date.now()}@example.com`, passwordHash: 'x' })
      .returning({ id: users.id });
    const repo = createOperationsRepo(handle.db, { storeEvents: nodeA.storeWith });
    expect(repo.eventsStored).toBe(true);
    const base = { userId: user!.id, lockMac: 'C9:00:00:00:00:02', type: 'lock.unlock', nodeId: 'n1', args: {} };
    const deadline = { alone: new Date(Date.now() + 30_000), behind: new Date(Date.now() + 60_000) };
    const [startedOnA, startedOnB] = [heard(nodeA, 1), heard(nodeB, 1)];
    const op = await repo.insertBehindOperating({ ...base, reqId: `r${Date.now()}` }, deadline);
    expect(op).toMatchObject({ ...base, state: OP_STATE.operating, deadlineAt: deadline.alone, finishedAt: null });
    const [started, startedB] = [(await startedOnA)[0]!, (await startedOnB)[0]!];
    expect(startedB).toEqual(started);
    expect(started).toEqual({ id: started.id, userId: user!.id, type: 'operation', data: toOperationEvent(op) });
    const [onA, onB] = [heard(nodeA, 1), heard(nodeB, 1)];
    const [ended] = await repo.finish(op.id, { state: OP_STATE.failed, errorCode: -3, reasonKey: 'x.y' }, new Date());
    const [a, b] = [(await onA)[0]!, (await onB)[0]!];
    expect(a).toEqual(b);
    expect(a).toEqual({ id: a.id, userId: user!.id, type: 'operation', data: toOperationEvent(ended!) });
    expect(await nodeB.since!(String(Number(started.id) - 1), user!.id)).toEqual([
      { ...started, alsoUserIds: [] },
      { ...a, alsoUserIds: [] },
    ]);
    // Ended already: a second end stores nothing.
    expect(await repo.finish(op.id, { state: OP_STATE.success, errorCode: 0 }, new Date())).toEqual([]);
    const [stored] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(realtimeEvents)
      .where(sql`${realtimeEvents.type} = 'operation' and (${realtimeEvents.data}->>'operationId')::bigint = ${op.id}`);
    expect(stored).toEqual({ n: 2 });
  });

  it('events published at once are stored and heard in publishing order, each with its own id', async () => {
    const got = heard(nodeA, 30);
    await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        nodeA.publish({ userId: 7, alsoUserIds: n % 2 ? [8] : [], type: 'records', data: { n } }),
      ),
    );
    const events = await got;
    expect(events.map((e) => e.data.n)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    const ids = events.map((e) => Number(e.id));
    expect(new Set(ids).size).toBe(30);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(events[1]).toMatchObject({ userId: 7, alsoUserIds: [8], type: 'records' });
    const replay = await nodeA.since!(String(ids[0]! - 1), 8);
    expect(replay!.map((e) => e.data.n)).toEqual(Array.from({ length: 15 }, (_, i) => 2 * i + 1));
  });

  it('an event the store refuses fails alone; the others published with it are stored and heard', async () => {
    const got = heard(nodeA, 2);
    const outcomes = await Promise.allSettled([
      nodeA.publish({ userId: 9, type: 'records', data: { n: 1 } }),
      nodeA.publish({ userId: 9, type: 'records', data: { n: 2, text: 'nul \u0000 in it' } }), // jsonb refuses \u0000
      nodeA.publish({ userId: 9, type: 'records', data: { n: 3 } }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await got).map((e) => e.data.n)).toEqual([1, 3]);
  });

  it('a stuck store fails its batch after the write timeout; the next batch is stored once the table is free', async () => {
    const bus = await createEventBus(handle, { writeTimeoutMs: 300 });
    const blocker = new postgres.Client({ connectionString: pgUrl() });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table realtime_events in access exclusive mode');
      const started = Date.now();
      const stuck = await bus.publish({ userId: 12, type: 'records', data: { n: 1 } }).catch((e: unknown) => e);
      expect((stuck as { code?: string }).code).toBe('57014'); // canceling statement due to statement timeout
      expect(Date.now() - started).toBeLessThan(3000);
      await blocker.query('rollback');
      const got = heard(bus, 1);
      await bus.publish({ userId: 12, type: 'records', data: { n: 2 } });
      expect((await got).map((e) => e.data.n)).toEqual([2]);
    } finally {
      await blocker.end();
      await bus.close();
    }
  });

  it('a node whose line to the others was cut hears, once it is back, what was published meanwhile — each once', async () => {
    const bus = await createEventBus(handle);
    const admin = new postgres.Client({ connectionString: PG });
    await admin.connect();
    const name = new URL(pgUrl()).pathname.slice(1);
    // Connected before the database refuses new connections (it holds the store later).
    const holder = new postgres.Client({ connectionString: pgUrl() });
    await holder.connect();
    const notifier = new postgres.Client({ connectionString: pgUrl() });
    await notifier.connect();
    const got: RealtimeEvent[] = [];
    const off = bus.subscribe((e) => got.push(e));
    let gaps = 0;
    const back = new Promise<void>((resolve) =>
      bus.onGap!(() => {
        gaps++;
        resolve();
      }),
    );
    try {
      // The line is cut and cannot be made again (no new connection to the database) while nodeA publishes on the
      // connection it holds.
      await admin.query(`alter database ${name} allow_connections false`);
      const cut = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2`,
        [name, LISTENER_NAME],
      );
      expect(cut.rowCount).toBeGreaterThanOrEqual(2); // nodeA's and this node's (nodeB's too)
      await new Promise((r) => setTimeout(r, 300));
      await nodeA.publish({ userId: 21, type: 'lockState', data: { n: 1 } });
      await nodeA.publish({ userId: 22, type: 'records', data: { n: 2 } });
      expect(got.filter((e) => e.userId === 21 || e.userId === 22)).toEqual([]);
      // The line comes back while the store is held: its read of what was missed waits, and a notice arrives meanwhile.
      await holder.query('begin');
      await holder.query('lock table realtime_events in access exclusive mode');
      await admin.query(`alter database ${name} allow_connections true`);
      await vi.waitFor(
        async () => {
          // (Not read by the holder: in its transaction the statistics stay as first read.)
          const r = await admin.query(
            `select 1 from pg_stat_activity where datname = $1 and application_name = $2 and wait_event_type = 'Lock'`,
            [name, LISTENER_NAME],
          );
          // Every line that was cut (this node's among them) is back, listening, and reading what it missed: a
          // notice sent while one of them was still waiting to reconnect would never reach it (flaky before).
          expect(r.rowCount).toBeGreaterThanOrEqual(cut.rowCount!);
        },
        { timeout: 10_000, interval: 50 },
      );
      await notifier.query(`select pg_notify('lockconsole_events', $1)`, [
        JSON.stringify({ id: 'other-node.1', userId: 24, type: 'lockState', data: { n: 2.5 } }),
      ]);
      await new Promise((r) => setTimeout(r, 200));
      expect(got).toEqual([]); // held until the missed ones are heard
      await holder.query('rollback');
      await back;
      // PostgreSQL hands the notice to the line once its read has ended (a session in a statement gets none): it may
      // come in just after the gap was told, never before the missed ones.
      await vi.waitFor(() =>
        expect(got.map((e) => [e.userId, e.type, e.data.n])).toEqual([
          [21, 'lockState', 1],
          [22, 'records', 2],
          [24, 'lockState', 2.5],
        ]),
      );
      // Live again: heard as it is published, and the two of the gap not a second time.
      await bus.publish({ userId: 23, type: 'records', data: { n: 3 } });
      await vi.waitFor(() => expect(got.map((e) => e.data.n)).toEqual([1, 2, 2.5, 3]));
      await new Promise((r) => setTimeout(r, 200));
      expect(got.map((e) => e.data.n)).toEqual([1, 2, 2.5, 3]);
      expect(gaps).toBe(1);
    } finally {
      await admin.query(`alter database ${name} allow_connections true`);
      await admin.end();
      await holder.end();
      await notifier.end();
      off();
      await bus.close();
    }
  });

  it('does not know an id older than it keeps, nor one that is not its own', async () => {
    expect(await nodeA.since!('0', 1)).toBeUndefined();
    expect(await nodeA.since!('node-long-gone.5', 1)).toBeUndefined();
  });
});
