// The migrated-database tarball: built once per set of migrations, then every in-memory database starts from it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { migratedTemplate, templateFile } from './pglite-template';

describe('migratedTemplate', () => {
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
