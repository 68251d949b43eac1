// The PostgreSQL step of .ci/run leaves out the server test files listed in same-on-any-database.json (they ran in
// the embedded step). A file may be listed only while nothing in it, or in the project files it imports, can reach
// PostgreSQL: no test harness or device stack (they follow DATABASE_URL), no database of its own from a URL, no
// configuration read from the environment, and DATABASE_URL only blanked. Imports are followed into test support
// (apps/server/src/test): the product's code reaches PostgreSQL only when a test hands it a URL.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import list from './same-on-any-database.json' with { type: 'json' };
import sweeps from './sweeps-on-postgres.json' with { type: 'json' };

const ROOT = path.resolve(import.meta.dirname, '..');
const REACHES_POSTGRES =
  /createTestApp|startDeviceStack|freshPostgres|databaseUrl|loadConfig\(process\.env|DATABASE_URL(?!: '')/;
const TEST_SUPPORT = `${path.sep}src${path.sep}test${path.sep}`;

/** The file and the test support it imports (relative imports, followed through). */
function withImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = fs.readFileSync(file, 'utf8');
  for (const m of text.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    const base = path.resolve(path.dirname(file), m[1]!);
    const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base].find(
      (f) => fs.existsSync(f) && fs.statSync(f).isFile(),
    );
    if (found && found.endsWith('.ts') && found.includes(TEST_SUPPORT)) withImports(found, seen);
  }
  return seen;
}

describe('server tests run once, on the embedded database only', () => {
  it.each(list.files)('%s cannot reach PostgreSQL', (file) => {
    const full = path.join(ROOT, file);
    expect(fs.existsSync(full), 'listed file exists').toBe(true);
    const reaching = [...withImports(full)].filter((f) => REACHES_POSTGRES.test(fs.readFileSync(f, 'utf8')));
    expect(reaching.map((f) => path.relative(ROOT, f))).toEqual([]);
  });
});

describe('sweeps run once in CI, on PostgreSQL', () => {
  it.each(sweeps.files)('%s runs in the PostgreSQL step', (file) => {
    const full = path.join(ROOT, file);
    expect(fs.existsSync(full), 'listed file exists').toBe(true);
    expect(list.files, 'not also left out of the PostgreSQL step').not.toContain(file);
    expect(fs.readFileSync(full, 'utf8'), 'its server follows DATABASE_URL').toMatch(/createTestApp\(/);
  });
});
