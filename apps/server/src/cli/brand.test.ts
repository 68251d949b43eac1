// The brand CLI as an operator runs it, against an embedded database directory.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const cli = path.resolve(import.meta.dirname, 'brand.ts');
const tsx = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/tsx');

describe('npm run brand', () => {
  it('adds, lists, edits and removes a customer brand; refuses while the server holds the database', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-'));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const run = (...args: string[]) => execFileSync(tsx, [cli, ...args], { env, encoding: 'utf8' });
    expect(
      run('set', '--site-id', '12', '--name', 'Acme Access', '--domains', 'locks.acme.test', '--color', '#d4380d'),
    ).toMatch(/Saved brand 12 "Acme Access" for locks.acme.test/);
    expect(run('set', '--site-id', '12', '--account-type', '2')).toMatch(/Saved brand 12/);
    const list = run('list');
    expect(list).toMatch(/1\s+LockHub/);
    expect(list).toMatch(/12\s+Acme Access\s+#d4380d/);
    expect(JSON.parse(run('show', '--site-id', '12'))).toMatchObject({ accountType: 2, name: 'Acme Access' });

    const bad = spawnSync(tsx, [cli, 'set', '--site-id', '13', '--name', 'X', '--color', 'red'], {
      env,
      encoding: 'utf8',
    });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/--color must look like #6898fc/);
    expect(run('remove', '--site-id', '12')).toMatch(/Removed brand 12/);

    fs.writeFileSync(path.join(dataDir, 'server.pid'), String(process.pid === 1 ? 2 : 1));
    const busy = spawnSync(tsx, [cli, 'list'], { env, encoding: 'utf8' });
    expect(busy.status).toBe(1);
    expect(busy.stderr).toMatch(/is using the embedded database/);
  }, 300_000);
});
