// Fan-out of real-time events (operation results, lock state, records, gateway online) to every API node, so a
// browser connected to any node hears what any node did. PostgreSQL: LISTEN/NOTIFY on one channel. PGlite is
// one process by nature, so an in-process emitter is the whole truth there. Must not hold per-user state.
import { EventEmitter } from 'node:events';
import { randomBytes } from 'node:crypto';
import { and, asc, gt, min, sql, type SQL } from 'drizzle-orm';
import { realtimeEvents } from '../db/schema/realtime';
import type { Db, DbHandle } from '../db/client';
import { inBatches, sqlState } from '../db/in-batches';

export type RealtimeEvent = {
  /** Given by the bus when published, the same on every node: the SSE event id a browser resumes from. */
  id?: string;
  /** Account the event belongs to (owner of the lock / gateway, or requester of the operation). */
  userId: number;
  /**
   * Other accounts that hear it: who else manages the event's lock (lock-audience.ts). Set by the publisher (even
   * empty), it is the whole audience: the lock's managers are then not looked up again — name it only from a fresh
   * read of permissions.managersOf.
   */
  alsoUserIds?: number[];
  /** `domain`: a domain event broadcast to the other nodes (events/domain-events.ts); never sent to browsers. */
  type:
    | 'operation'
    | 'lockState'
    | 'records'
    | 'gateway'
    | 'passcode'
    | 'credential'
    | 'progress'
    | 'export'
    | 'alert'
    | 'domain';
  data: Record<string, unknown>;
};

export type EventBus = {
  publish: (e: RealtimeEvent) => Promise<void>;
  subscribe: (fn: (e: RealtimeEvent) => void) => () => void;
  close: () => Promise<void>;
  /**
   * Where nodes share a database: the events `userId` hears after event `id`, oldest first, from the store every node
   * writes (realtime_events, kept KEEP_MINUTES); undefined when `id` is not one of its ids or no longer kept.
   */
  since?: (id: string, userId: number) => Promise<RealtimeEvent[] | undefined>;
  /**
   * Where nodes share a database: `fn` runs when this node's line to the others was lost and is back (PostgreSQL
   * restarted, a network cut). The live events published meanwhile were heard again from the store before it runs;
   * node-to-node (domain) events of the gap are lost, so whoever keeps what they would have changed drops it.
   */
  onGap?: (fn: () => void) => () => void;
  /**
   * Where events are stored (PostgreSQL): the body of a CTE that stores and announces one event per row of `rows`
   * (another CTE of the same statement) to the row's own account — so the change and its live event commit as one,
   * and a node killed between its change and its publish (kill -9, a crash) cannot leave the change unheard. The
   * lock's other managers are told by `alsoStored` afterwards.
   */
  storeWith?: (rows: SQL, e: StoredEvent) => SQL;
  /** After a statement stored `e` for `e.userId` (storeWith): what wrappers add (lock-audience.ts: the other managers). */
  alsoStored?: (e: RealtimeEvent) => Promise<void>;
  /** An event about `lockId` follows in a moment: what the wrappers need for it may be read now, beside the
   * statement that makes it (lock-audience.ts: the lock's managers, then at hand for `alsoStored`). */
  lookAhead?: (lockId: number) => void;
};

/** An event as SQL over the rows of a statement (storeWith): its account and its data. */
export type StoredEvent = { userId: SQL; type: RealtimeEvent['type']; data: SQL };

/** How long the shared store keeps live events for resuming streams. */
export const KEEP_MINUTES = 10;
const PURGE_EVERY_MS = 60_000;

const CHANNEL = 'lockconsole_events';

/** Event ids: this process's random prefix and a counter — unique across nodes and restarts. */
const ID_PREFIX = randomBytes(6).toString('base64url');
let idCounter = 0;
const withId = (e: RealtimeEvent): RealtimeEvent =>
  e.id ? e : { ...e, id: `${ID_PREFIX}.${(++idCounter).toString(36)}` };

export function createLocalBus(): EventBus {
  const em = new EventEmitter();
  em.setMaxListeners(0);
  return {
    publish: async (e) => {
      em.emit('e', withId(e));
    },
    subscribe: (fn) => {
      em.on('e', fn);
      return () => em.off('e', fn);
    },
    close: async () => {
      em.removeAllListeners();
    },
  };
}

/** How long the store's statement may run before it fails its batch (a lock held on the table, a stuck server). */
export const WRITE_TIMEOUT_MS = 5_000;

const STORE = `with x as materialized (
    select nextval('realtime_events_id_seq') as id, a, t, d, r, o
    from unnest($1::text[], $2::text[], $3::text[], $4::text[]) with ordinality as u(a, t, d, r, o)),
  stored as (insert into realtime_events (id, user_ids, type, data) select id, a::bigint[], t, d::jsonb from x)
  select pg_notify($5, jsonb_set(r::jsonb, '{id}', to_jsonb(id::text))::text) from x order by o`;

type Pg = typeof import('pg').default;
type PgClient = InstanceType<Pg['Client']>;

/** The LISTEN connection's application_name. */
export const LISTENER_NAME = 'lockconsole-listen';
/** How long the line waits before trying again at most (it starts at once, then doubles from 100 ms). */
const RELISTEN_MAX_MS = 5_000;
/** A line that stayed up this long starts its next reconnection at once again (a line that keeps dropping backs off). */
const STEADY_MS = 30_000;
/** How often the line is checked (a network cut without a FIN is otherwise noticed only by TCP, hours later). */
const CHECK_EVERY_MS = 15_000;
/** Stored events read per statement when the line is back (all of them are heard: the store keeps ten minutes). */
const CATCH_UP_PAGE = 5_000;

type StoredRow = { id: string; user_ids: string[]; type: string; data: Record<string, unknown> };

/**
 * The node's line to the others: one LISTEN connection, checked every CHECK_EVERY_MS and made again when it drops —
 * at once, then backing off to RELISTEN_MAX_MS (the backoff starts over once a line stayed up STEADY_MS) — and, once
 * back, the events stored since the last one it heard are heard, then those notified meanwhile that were not among
 * them (each event once, in id order first), then `onGap`'s handlers run. An event committed during the gap with a
 * lower id than one heard before it (two nodes' statements overlapping at the cut) is not recovered.
 */
function createListener(pg: Pg, url: string, timeout: number, hear: (e: RealtimeEvent) => void) {
  let client: PgClient | undefined;
  let closed = false;
  let retrying = false;
  let wait = 0;
  let upSince = 0;
  let sleeping: NodeJS.Timeout | undefined;
  /** The newest stored event heard (ids of the store are numbers; node-to-node events carry none). */
  let lastId = 0;
  /** While the store is read after a gap: what the line is told meanwhile, heard after the stored events. */
  let held: RealtimeEvent[] | undefined;
  const gapHandlers = new Set<() => void>();

  const heard = (e: RealtimeEvent) => {
    if (e.id && /^\d+$/.test(e.id)) lastId = Math.max(lastId, Number(e.id));
    hear(e);
  };
  const onNotification = (n: { channel: string; payload?: string }) => {
    if (n.channel !== CHANNEL || !n.payload) return;
    let e: RealtimeEvent;
    try {
      e = JSON.parse(n.payload) as RealtimeEvent;
    } catch {
      return; // not ours
    }
    if (held) held.push(e);
    else heard(e);
  };

  async function connect(): Promise<PgClient> {
    const c = new pg.Client({
      connectionString: url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: timeout,
      // A statement on a line that does not answer gives up (the line is then made again).
      query_timeout: timeout,
      // Named for operators (pg_stat_activity) and for the test that cuts it.
      application_name: LISTENER_NAME,
    });
    c.on('error', () => {}); // 'end' follows
    c.on('notification', onNotification);
    try {
      await c.connect();
      await c.query(`listen ${CHANNEL}`);
      if (closed) throw new Error('closed');
    } catch (err) {
      await c.end().catch(() => {});
      throw err;
    }
    c.once('end', () => {
      if (client === c) client = undefined;
      if (!closed) void relisten();
    });
    client = c;
    upSince = Date.now();
    return c;
  }

  async function relisten() {
    if (retrying || closed) return;
    retrying = true;
    // A line that was up a while starts again at once; one that keeps dropping keeps backing off.
    if (Date.now() - upSince > STEADY_MS) wait = 0;
    while (!closed) {
      if (wait) await new Promise((r) => (sleeping = setTimeout(r, wait)));
      wait = Math.min(Math.max(wait * 2, 100), RELISTEN_MAX_MS);
      if (closed) break;
      held = [];
      let c: PgClient | undefined;
      try {
        c = await connect();
        await catchUp(c);
        break;
      } catch {
        held = undefined;
        await c?.end().catch(() => {});
      }
    }
    retrying = false;
    if (!closed) for (const fn of [...gapHandlers]) fn();
  }

  /** The stored events after the last one heard, then those the line was told meanwhile (each once). */
  async function catchUp(c: PgClient) {
    const stored = new Set<string>();
    for (;;) {
      const { rows } = await c.query<StoredRow>(
        'select id::text, user_ids::text[], type, data from realtime_events where id > $1 order by id limit $2',
        [lastId, CATCH_UP_PAGE],
      );
      for (const r of rows) {
        stored.add(r.id);
        heard({
          id: r.id,
          userId: Number(r.user_ids[0]),
          alsoUserIds: r.user_ids.slice(1).map(Number),
          type: r.type as RealtimeEvent['type'],
          data: r.data,
        });
      }
      if (rows.length < CATCH_UP_PAGE) break;
    }
    const meanwhile = held ?? [];
    held = undefined;
    for (const e of meanwhile) if (!e.id || !stored.has(e.id)) heard(e);
  }

  // Checked now and then: a line that does not answer is ended (and so made again).
  const check = setInterval(() => {
    const c = client;
    if (c && !retrying) void c.query('select 1').catch(() => c.end().catch(() => {}));
  }, CHECK_EVERY_MS);
  check.unref();

  return {
    async start() {
      try {
        const c = await connect();
        const { rows } = await c.query<{ id: string }>('select coalesce(max(id), 0)::text as id from realtime_events');
        lastId = Math.max(lastId, Number(rows[0]!.id));
      } catch (err) {
        closed = true;
        clearInterval(check);
        await client?.end().catch(() => {});
        throw err;
      }
    },
    onGap(fn: () => void) {
      gapHandlers.add(fn);
      return () => void gapHandlers.delete(fn);
    },
    async close() {
      closed = true;
      clearInterval(check);
      clearTimeout(sleeping);
      await client?.end().catch(() => {});
    },
  };
}

/** LISTEN/NOTIFY across nodes on PostgreSQL; the local emitter on PGlite. */
export async function createEventBus(handle: DbHandle, opts: { writeTimeoutMs?: number } = {}): Promise<EventBus> {
  if (handle.kind !== 'postgres' || !handle.url) return createLocalBus();
  const { default: pg } = await import('pg');
  const local = createLocalBus();
  const timeout = opts.writeTimeoutMs ?? WRITE_TIMEOUT_MS;
  const listener = createListener(pg, handle.url, timeout, (e) => void local.publish(e));
  await listener.start();
  const db: Db = handle.db;
  let lastPurge = Date.now();
  // Stored and announced in one statement; the store's id is the event's id on every node. Events published while
  // that statement runs go together in the next one (a busy node published one statement per event: ~4 per device
  // operation, one per stored batch of records — bench/device-hub.ts), in the order they were published. Split on
  // a data error (SQLSTATE class 22).
  // On a connection of its own with a statement timeout: every live event of the node waits behind the statement
  // being written, so a stuck one (a lock held on the table) fails its batch after WRITE_TIMEOUT_MS instead of
  // holding the node's events for as long as it hangs; nor does it take one of the pool's connections from the
  // requests. (A pool of one: a broken connection is replaced at the next batch.)
  const writer = new pg.Pool({
    connectionString: handle.url,
    max: 1,
    // Kept open (a quiet node's next event must not pay a new connection), and bounded on both sides: the server
    // cancels a statement past `timeout`; the client gives up on a server that does not answer at all (a network
    // cut) a second later, and on a connection not made within `timeout`.
    idleTimeoutMillis: 0,
    keepAlive: true,
    statement_timeout: timeout,
    query_timeout: timeout + 1000,
    connectionTimeoutMillis: timeout,
  });
  writer.on('error', () => {});
  const stored = inBatches(
    (batch: RealtimeEvent[]) => storeAll(batch),
    (err) => /^22/.test(sqlState(err)),
  );
  const storeAll = async (batch: RealtimeEvent[]) => {
    const audiences = batch.map((e) => `{${[e.userId, ...(e.alsoUserIds ?? [])].join(',')}}`);
    const rests = batch.map(({ id: _none, ...rest }) => JSON.stringify(rest));
    await writer.query(STORE, [
      audiences,
      batch.map((e) => e.type),
      batch.map((e) => JSON.stringify(e.data)),
      rests,
      CHANNEL,
    ]);
  };
  // Notices between nodes (not stored): those published while one statement runs go in the next, in their order.
  const notified = inBatches(
    async (batch: RealtimeEvent[]) => {
      await db.execute(
        sql`select pg_notify(${CHANNEL}, p) from unnest(${sql.param(batch.map((e) => JSON.stringify(e)))}::text[]) with ordinality as u(p, o) order by o`,
      );
    },
    (err) => /^22/.test(sqlState(err)),
  );
  return {
    publish: async (e) => {
      if (e.type === 'domain') {
        await notified(withId(e));
        return;
      }
      await stored(e);
      if (Date.now() - lastPurge > PURGE_EVERY_MS) {
        lastPurge = Date.now();
        // In the background: a purge that fails is tried again in a minute; the event it follows was published.
        void db
          .execute(sql`delete from realtime_events where created_at < now() - make_interval(mins => ${KEEP_MINUTES})`)
          .catch(() => {});
      }
    },
    subscribe: local.subscribe,
    onGap: listener.onGap,
    // The payload is the one STORE sends (the event with its id); notified when the statement commits.
    storeWith: (rows, e) =>
      sql`insert into realtime_events (user_ids, type, data) select array[${e.userId}]::bigint[], ${e.type}, ${e.data} from ${rows}
        returning pg_notify(${CHANNEL}, jsonb_build_object('id', id::text, 'userId', user_ids[1], 'type', type, 'data', data)::text)`,
    since: async (id, userId) => {
      if (!/^\d{1,18}$/.test(id)) return undefined;
      const [kept] = await db.select({ oldest: min(realtimeEvents.id) }).from(realtimeEvents);
      if (kept?.oldest == null || Number(kept.oldest) > Number(id)) return undefined;
      const rows = await db
        .select()
        .from(realtimeEvents)
        .where(and(gt(realtimeEvents.id, Number(id)), sql`${userId}::bigint = any(${realtimeEvents.userIds})`))
        .orderBy(asc(realtimeEvents.id))
        .limit(5000);
      return rows.map((r) => ({
        id: String(r.id),
        userId: Number(r.userIds[0]),
        alsoUserIds: r.userIds.slice(1).map(Number),
        type: r.type as RealtimeEvent['type'],
        data: r.data,
      }));
    },
    close: async () => {
      await local.close();
      await listener.close();
      await writer.end().catch(() => {});
    },
  };
}
