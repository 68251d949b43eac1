// The catalogue CLI against an embedded database directory: the default catalogue is there, a package is added for
// a brand's site, repriced and withdrawn; a malformed price changes nothing. The tool runs in this process
// (runCatalogue, what its entry calls), and once as an operator starts it, for its exit status and message.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCatalogue } from './catalogue';

const cli = path.resolve(import.meta.dirname, 'catalogue.ts');
const tsx = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/tsx');

describe('npm run catalogue', () => {
  it('lists, adds, reprices and withdraws packages; refuses a malformed price', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const run = async (...args: string[]) => {
      const lines: string[] = [];
      await runCatalogue(args, (l) => lines.push(l), env);
      return lines.join('\n');
    };
    const refusal = (...args: string[]) =>
      run(...args).then(
        () => 'accepted',
        (e: Error) => e.message,
      );
    expect(await run('list', '--site-id', '1')).toMatch(/site 1\s+sms\s+100\s+RMB 10\.00/);
    const added = await run(
      'add',
      '--site-id',
      '12',
      '--service',
      'face',
      '--count',
      '50',
      '--price',
      '7.5',
      '--currency',
      'usd',
    );
    const id = /Added package (\d+): face × 50 for USD 7\.50 on site 12/.exec(added)?.[1];
    expect(id).toBeDefined();
    expect(await run('update', '--package-id', id!, '--price', '6.99')).toMatch(/face × 50 for USD 6\.99/);
    expect(await run('withdraw', '--package-id', id!)).toMatch(/no longer sold/);
    expect(await run('list', '--site-id', '12')).toMatch(/site 12\s+face\s+50\s+USD 6\.99\s+\(withdrawn\)/);
    const bad = spawnSync(
      tsx,
      [cli, 'add', '--site-id', '12', '--service', 'sms', '--count', '10', '--price', '1,5', '--currency', 'rmb'],
      {
        env,
        encoding: 'utf8',
      },
    );
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/--price must look like 12\.50/);
    expect((await run('list', '--site-id', '12')).trim().split('\n')).toHaveLength(1);
    // A refund names a paid order (the route tests refund one); anything else is refused with the reason.
    expect(await refusal('refund', '--order-no', 'x')).toMatch(/--order-no must be an order number/);
    expect(await refusal('refund', '--order-no', 'LCNOSUCHORDER01')).toMatch(/is not a paid order/);
  }, 120_000);
});
