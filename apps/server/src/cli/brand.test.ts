// The brand CLI against an embedded database directory, in this process (runBrand, what its entry calls), and as an
// operator starts it once: refused, with the reason, while a server holds the database.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBrand } from './brand';

const cli = path.resolve(import.meta.dirname, 'brand.ts');
const tsx = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/tsx');

describe('npm run brand', () => {
  it('adds, lists, edits and removes a customer brand; refuses while the server holds the database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-'));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const run = async (...args: string[]) => {
      const lines: string[] = [];
      await runBrand(args, (l) => lines.push(l), env);
      return lines.join('\n');
    };
    expect(
      await run(
        'set',
        '--site-id',
        '12',
        '--name',
        'Acme Access',
        '--domains',
        'locks.acme.test',
        '--color',
        '#d4380d',
      ),
    ).toMatch(/Saved brand 12 "Acme Access" for locks.acme.test/);
    expect(await run('set', '--site-id', '12', '--account-type', '2')).toMatch(/Saved brand 12/);
    const list = await run('list');
    expect(list).toMatch(/1\s+LockHub/);
    expect(list).toMatch(/12\s+Acme Access\s+#d4380d/);
    expect(JSON.parse(await run('show', '--site-id', '12'))).toMatchObject({ accountType: 2, name: 'Acme Access' });

    await expect(run('set', '--site-id', '13', '--name', 'X', '--color', 'red')).rejects.toThrow(
      /--color must look like #6898fc/,
    );
    expect(await run('remove', '--site-id', '12')).toMatch(/Removed brand 12/);

    fs.writeFileSync(path.join(dataDir, 'server.pid'), String(process.pid === 1 ? 2 : 1));
    const busy = spawnSync(tsx, [cli, 'list'], { env, encoding: 'utf8' });
    expect(busy.status).toBe(1);
    expect(busy.stderr).toMatch(/is using the embedded database/);
  }, 120_000);
});
