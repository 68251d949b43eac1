// The migrated-database tarball: built once per set of migrations, then every in-memory database starts from it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { brands } from './schema/sites';
import { MIGRATIONS_DIR, openDatabase, pgliteVersion } from './client';
import { migratedTemplate, ownTemplateFor, templateFile } from './pglite-template';

// Embedded databases made from scratch (initdb and migrations in WASM): ~20 s on this machine, and more than the
// default 30 s when CI shares its two cores with other work.
describe('migratedTemplate', { timeout: 120_000 }, () => {
  it('builds once, starts later databases from the file, and builds again when a migration changes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tmpl-migrations-'));
    fs.writeFileSync(path.join(dir, '0000_a.sql'), 'create table a (x int)');
    const version = `test-${Date.now()}-${Math.random()}`;
    let builds = 0;
    const build = async () => {
      builds++;
      const pg = await PGlite.create();
      await pg.exec(fs.readFileSync(path.join(dir, '0000_a.sql'), 'utf8'));
      await pg.exec('insert into a values (42)');
      return pg;
    };
    const made = [templateFile(dir, version)];
    const first = await migratedTemplate(dir, version, build);
    const second = await migratedTemplate(dir, version, build);
    expect(builds).toBe(1);
    const db = await PGlite.create({ loadDataDir: second! });
    expect((await db.query<{ x: number }>('select x from a')).rows).toEqual([{ x: 42 }]);
    await db.close();
    expect(first!.size).toBe(second!.size);

    fs.writeFileSync(path.join(dir, '0001_b.sql'), 'create table b (y int)');
    made.push(templateFile(dir, version));
    await migratedTemplate(dir, version, build);
    expect(builds).toBe(2);
    for (const f of [...made, dir]) fs.rmSync(f, { recursive: true, force: true });
  });
});

describe('a new data directory', () => {
  const installed = { version: pgliteVersion() };
  const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'tmpl-datadir-'));

  it("starts from this user's template and works like one made by initdb", async () => {
    // The in-memory database a test opens makes the template when it is not there yet.
    await (await openDatabase({})).close();
    const file = templateFile(MIGRATIONS_DIR, installed.version);
    const dir = dataDir();
    expect(ownTemplateFor(path.join(dir, 'pglite'), MIGRATIONS_DIR, installed.version)).toBe(file);
    const h = await openDatabase({ dataDir: dir });
    await h.db.execute(sql`insert into brands (site_id, name, package_name) values (901, 'From the template', 'x')`);
    await h.close();
    // Opened again: its own files (no template any more), the row still there.
    expect(ownTemplateFor(path.join(dir, 'pglite'), MIGRATIONS_DIR, installed.version)).toBeUndefined();
    const again = await openDatabase({ dataDir: dir });
    const rows = await again.db.select({ name: brands.name }).from(brands).where(eq(brands.siteId, 901));
    expect(rows).toEqual([{ name: 'From the template' }]);
    await again.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('never from a template other users could have written', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tmpl-migrations-'));
    fs.writeFileSync(path.join(dir, '0000_a.sql'), 'create table a (x int)');
    const file = templateFile(dir, 'planted');
    fs.writeFileSync(file, 'not a database');
    const target = dataDir();
    fs.chmodSync(file, 0o666);
    expect(ownTemplateFor(target, dir, 'planted')).toBeUndefined();
    fs.chmodSync(file, 0o644);
    expect(ownTemplateFor(target, dir, 'planted')).toBe(file);
    for (const f of [file, dir, target]) fs.rmSync(f, { recursive: true, force: true });
  });
});
