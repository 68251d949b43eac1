// The catalogue CLI as an operator runs it, against an embedded database directory: the default catalogue is
// there, a package is added for a brand's site, repriced and withdrawn; a malformed price changes nothing.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const cli = path.resolve(import.meta.dirname, 'catalogue.ts');
const tsx = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/tsx');

describe('npm run catalogue', () => {
  it('lists, adds, reprices and withdraws packages; refuses a malformed price', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const run = (...args: string[]) => execFileSync(tsx, [cli, ...args], { env, encoding: 'utf8' });
    expect(run('list', '--site-id', '1')).toMatch(/site 1\s+sms\s+100\s+RMB 10\.00/);
    const added = run(
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
    expect(run('update', '--package-id', id!, '--price', '6.99')).toMatch(/face × 50 for USD 6\.99/);
    expect(run('withdraw', '--package-id', id!)).toMatch(/no longer sold/);
    expect(run('list', '--site-id', '12')).toMatch(/site 12\s+face\s+50\s+USD 6\.99\s+\(withdrawn\)/);
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
    expect(run('list', '--site-id', '12').trim().split('\n')).toHaveLength(1);
    // A refund names a paid order (the route tests refund one); anything else is refused with the reason.
    for (const [orderNo, reason] of [
      ['x', /--order-no must be an order number/],
      ['LCNOSUCHORDER01', /is not a paid order/],
    ] as const) {
      const r = spawnSync(tsx, [cli, 'refund', '--order-no', orderNo], { env, encoding: 'utf8' });
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(reason);
    }
  }, 300_000);
});
