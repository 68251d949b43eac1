// Migrations with several nodes (issue 24): three nodes opening one empty PostgreSQL database at the same moment all
// start, and each migration is applied once (the advisory lock in db/client.ts). PostgreSQL only: the embedded
// database belongs to one process (its data directory is locked, cli/embedded-lock.ts), so it has no such race.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { freshPostgres } from '../test/fresh-postgres';

const base = process.env.DATABASE_URL;

describe('migrations under an advisory lock', () => {
  it.skipIf(!base)('three simultaneous starts on an empty database apply each migration once', async () => {
    const fresh = await freshPostgres(base!);
    try {
      const nodes = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: fresh.url })));
      const { default: pg } = await import('pg');
      const c = new pg.Client({ connectionString: fresh.url });
      await c.connect();
      const applied = await c.query('select hash from drizzle.__drizzle_migrations');
      await c.end();
      const journal = JSON.parse(
        fs.readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
      ) as { entries: unknown[] };
      expect(applied.rowCount).toBe(journal.entries.length);
      expect(new Set(applied.rows.map((r: { hash: string }) => r.hash)).size).toBe(journal.entries.length);
      await Promise.all(nodes.map((n) => n.close()));
    } finally {
      await fresh.drop();
    }
  });
});
