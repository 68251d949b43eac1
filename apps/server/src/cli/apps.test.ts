// The applications CLI as an operator runs it, against an embedded database directory: an application made for an
// account (its secret printed once), listed, and revoked; an unknown account and a bad name change nothing.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { users } from '../db/schema/accounts';

const cli = path.resolve(import.meta.dirname, 'apps.ts');
const tsx = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/tsx');

describe('npm run apps', () => {
  it('creates, lists and revokes an application of an account; refuses what is not an account or a name', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'apps-'));
    const db = await openDatabase({ dataDir });
    await db.db.insert(users).values({ email: 'owner@example.com', passwordHash: 'x' });
    await db.close();
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const run = (...args: string[]) => execFileSync(tsx, [cli, ...args], { env, encoding: 'utf8' });
    const made = run('create', '--account', 'owner@example.com', '--name', 'Home Assistant');
    const clientId = /client id:\s+([0-9a-f]{32})/.exec(made)?.[1];
    expect(clientId).toBeDefined();
    expect(made).toMatch(/client secret: \S{20,}/);
    expect(run('list', '--account', 'OWNER@example.com')).toContain(`${clientId}  Home Assistant  signed in: 0`);
    expect(run('revoke', '--client-id', clientId!)).toMatch(/revoked/);
    expect(run('list', '--account', 'owner@example.com')).toMatch(/has no applications/);
    for (const args of [
      ['create', '--account', 'nobody@example.com', '--name', 'X'],
      ['create', '--account', 'owner@example.com', '--name', ''],
      ['revoke', '--client-id', clientId!],
    ]) {
      const bad = spawnSync(tsx, [cli, ...args], { env, encoding: 'utf8' });
      expect(bad.status, args.join(' ')).toBe(1);
    }
    expect(run('list', '--account', 'owner@example.com')).toMatch(/has no applications/);
    fs.rmSync(dataDir, { recursive: true, force: true });
    // Eight cold starts of the tool through tsx: seconds each on a busy machine (as the catalogue tool's test).
  }, 300_000);
});
