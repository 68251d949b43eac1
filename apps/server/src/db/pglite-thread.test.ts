// The embedded database in its worker thread behaves like in-process PGlite for what the server uses: migrations,
// typed rows through drizzle (times, JSON, bigint ids), PostgreSQL's error fields, transactions that commit or roll
// back whole, statements from many callers at once, and urgent work going first (db/lanes.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type DbHandle } from './client';
import { urgently } from './lanes';
import { brands } from './schema/sites';
import { users } from './schema/accounts';

let h: DbHandle;
beforeAll(async () => {
  h = await openDatabase({ thread: true });
});
afterAll(async () => {
  await h?.close();
});

describe('PGlite in a worker thread', () => {
  it('migrates, writes and reads typed rows', async () => {
    const [u] = await h.db
      .insert(users)
      .values({ email: 'thread@example.com', passwordHash: 'x', countryCode: '61' })
      .returning();
    expect(u!.id).toBeGreaterThan(0);
    expect(u!.createdAt).toBeInstanceOf(Date);
    const [again] = await h.db.select().from(users).where(eq(users.id, u!.id));
    expect(again).toEqual(u);
    expect((await h.db.select().from(brands)).length).toBeGreaterThanOrEqual(0);
  });

  it('reports PostgreSQL errors with their code', async () => {
    const dup = h.db.insert(users).values({ email: 'thread@example.com', passwordHash: 'y', countryCode: '61' });
    await expect(dup).rejects.toMatchObject({ cause: { code: '23505' } });
  });

  it('a transaction commits whole or rolls back whole', async () => {
    await h.db.transaction(async (tx) => {
      await tx.insert(users).values({ email: 'tx-a@example.com', passwordHash: 'x', countryCode: '61' });
      await tx.insert(users).values({ email: 'tx-b@example.com', passwordHash: 'x', countryCode: '61' });
    });
    await expect(
      h.db.transaction(async (tx) => {
        await tx.insert(users).values({ email: 'tx-c@example.com', passwordHash: 'x', countryCode: '61' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const emails = (await h.db.select({ e: users.email }).from(users)).map((r) => r.e);
    expect(emails).toEqual(expect.arrayContaining(['tx-a@example.com', 'tx-b@example.com']));
    expect(emails).not.toContain('tx-c@example.com');
  });

  it('work started urgently passes the statements queued before it', async () => {
    const done: string[] = [];
    const slow = Array.from({ length: 60 }, (_, i) =>
      h.db.execute(sql`select count(*) from generate_series(1, 20000)`).then(() => done.push(`list ${i}`)),
    );
    const door = urgently(() => h.db.execute(sql`select 1`).then(() => done.push('unlock')));
    await Promise.all([...slow, door]);
    // At most the statements already in flight (3) and the fair turns to the lists finish first.
    expect(done.indexOf('unlock')).toBeLessThan(5);
  });

  it('answers many callers at once, each with its own result', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => h.db.execute(sql`select ${i}::int as n, now() as t`)),
    );
    expect(answers.map((a) => (a as { rows: { n: number }[] }).rows[0]!.n)).toEqual(
      Array.from({ length: 50 }, (_, i) => i),
    );
  });
});

describe('PGlite in a worker thread on a data directory', () => {
  it('makes a new directory, migrates it, and finds its rows and its buffer size when started again', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lockconsole-thread-'));
    try {
      // The first start makes and migrates the database in a thread that is then replaced by a fresh one.
      const first = await openDatabase({ dataDir, thread: true, sharedBuffers: '24MB' });
      await first.db.insert(users).values({ email: 'disk@example.com', passwordHash: 'x', countryCode: '61' });
      await first.close();
      expect(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);

      const again = await openDatabase({ dataDir, thread: true, sharedBuffers: '24MB' });
      try {
        const emails = (await again.db.select({ e: users.email }).from(users)).map((r) => r.e);
        expect(emails).toEqual(['disk@example.com']);
        const shown = (await again.db.execute(sql`show shared_buffers`)) as unknown as {
          rows: { shared_buffers: string }[];
        };
        expect(shown.rows[0]!.shared_buffers).toBe('24MB');
      } finally {
        await again.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
