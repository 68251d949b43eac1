// In-memory PGlite databases (tests: one per harness) reused within a process. Starting one from the migrated
// template costs ~0.6–1.1 s and ~1–1.8 s of CPU (WASM Postgres starting on a 44 MB data directory); bringing a used one
// back to the template's state costs ~0.1 s. A released database is emptied (every table the template had, truncated,
// and the template's own rows put back), loses every relation the template did not have (record partitions of other
// months), and gets every sequence back to the template's value — the next holder cannot tell it from a new one.
// Each holder gets its own view of the client that refuses work once released: a timer of a closed test app that
// still writes fails as it did on a closed database, instead of writing into the next test's.
import type { PGlite } from '@electric-sql/pglite';

/** The template's state, read once per process from a database no one has used. */
type FreshState = {
  /** Name → partition bounds ('' when not a partition). */
  relations: Map<string, string>;
  tables: string[];
  /** Tables holding rows in the template (seeded by migrations), with the columns to put back. */
  seeded: { table: string; columns: string[]; rows: string }[];
  sequences: { name: string; value: string; called: boolean }[];
};

const MAX_IDLE = 3;
/** A database is closed after this many holders (a WASM heap never shrinks; the next one starts small). */
const MAX_USES = 200;

type Relation = { name: string; kind: string; bound: string | null };
/** Every relation of the application's schemas, with its partition bounds (names as regclass::text gives them). */
const RELATIONS = `select c.oid::regclass::text as name, c.relkind as kind,
            pg_get_expr(c.relpartbound, c.oid) as bound from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast', 'drizzle')
        and c.relkind in ('r', 'p', 'S', 'v', 'm', 'f')`;

// Relation names below come from regclass::text: schema-qualified and quoted where needed.
const idle: { client: PGlite; uses: number }[] = [];
const stats = { made: 0, reused: 0 };
/** How many databases this process made and how many times one was taken again (its tests). */
export const pglitePoolStats = () => ({ ...stats });
let fresh: Promise<FreshState> | undefined;

async function readFresh(client: PGlite): Promise<FreshState> {
  const rels = await client.query<Relation>(RELATIONS);
  const tables = rels.rows.filter((r) => r.kind === 'r' || r.kind === 'p').map((r) => r.name);
  const seeded: FreshState['seeded'] = [];
  for (const table of tables) {
    const cols = await client.query<{ name: string }>(
      `select quote_ident(attname) as name from pg_attribute
        where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
      [table],
    );
    const columns = cols.rows.map((c) => c.name);
    const r = await client.query<{ rows: string | null }>(
      `select json_agg(json_build_object(${columns.map((c) => `'${c.replaceAll("'", "''")}', ${c}`).join(', ')}))::text as rows
         from only ${table}`,
    );
    if (r.rows[0]?.rows) seeded.push({ table, columns, rows: r.rows[0].rows });
  }
  const sequences: FreshState['sequences'] = [];
  for (const s of rels.rows.filter((r) => r.kind === 'S')) {
    const v = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${s.name}`,
    );
    sequences.push({ name: s.name, value: v.rows[0]!.last_value, called: v.rows[0]!.is_called });
  }
  return { relations: new Map(rels.rows.map((r) => [r.name, r.bound ?? ''])), tables, seeded, sequences };
}

async function reset(client: PGlite, state: FreshState): Promise<void> {
  const now = await client.query<Relation>(RELATIONS);
  const extra = now.rows.filter((r) => !state.relations.has(r.name));
  // A template's relation gone or re-bounded (record partitions moved by an upkeep at another date): not put back
  // here — the database is closed instead.
  const kept = now.rows.filter((r) => state.relations.get(r.name) === (r.bound ?? ''));
  if (kept.length !== state.relations.size) throw new Error('the relations of the template changed');
  await client.transaction(async (tx) => {
    for (const r of extra) {
      const what = { r: 'table', p: 'table', S: 'sequence', v: 'view', m: 'materialized view', f: 'foreign table' };
      await tx.exec(`drop ${what[r.kind as keyof typeof what]} if exists ${r.name} cascade`);
    }
    await tx.exec(`truncate ${state.tables.join(', ')} restart identity cascade`);
    // The template's own rows back as they were, without firing triggers or checking references (they held).
    await tx.exec('set local session_replication_role = replica');
    for (const s of state.seeded) {
      const cols = s.columns.join(', ');
      await tx.query(
        `insert into ${s.table} (${cols}) overriding system value
         select ${cols} from json_populate_recordset(null::${s.table}, $1::json)`,
        [s.rows],
      );
    }
    for (const s of state.sequences) {
      await tx.query('select setval($1::regclass, $2::bigint, $3)', [s.name, s.value, s.called]);
    }
  });
}

/** A database for one holder: reused when one is idle, else made by `create`. `close` gives it back. */
export async function leasePglite(
  create: () => Promise<PGlite>,
): Promise<{ client: PGlite; close: () => Promise<void> }> {
  let entry = idle.pop();
  if (entry) stats.reused++;
  else {
    stats.made++;
    const client = await create();
    fresh ??= readFresh(client);
    await fresh.catch(() => undefined);
    entry = { client, uses: 0 };
  }
  entry.uses++;
  const held = entry;
  let released = false;
  const view = new Proxy(held.client, {
    get(target, prop) {
      if (released && prop !== 'closed') throw new Error('PGlite is closed');
      const v = Reflect.get(target, prop, target) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
  return {
    client: view,
    async close() {
      if (released) return;
      released = true;
      const state = await fresh?.catch(() => undefined);
      if (!state || held.uses >= MAX_USES || idle.length >= MAX_IDLE) return held.client.close();
      try {
        await reset(held.client, state);
        idle.push(held);
      } catch {
        await held.client.close().catch(() => undefined);
      }
    },
  };
}
