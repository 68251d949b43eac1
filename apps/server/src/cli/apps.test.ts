// The applications CLI against an embedded database directory: an application made for an account (its secret
// printed once), listed, and revoked; an unknown account and a bad name change nothing. The tool runs in this
// process (runApps, what its entry calls), and once as an operator starts it, for its exit status and message.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { users } from '../db/schema/accounts';
import { refusalOf, runApps } from './apps';

const cli = path.resolve(import.meta.dirname, 'apps.ts');
const tsx = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/tsx');

describe('npm run apps', () => {
  it('creates, lists and revokes an application of an account; refuses what is not an account or a name', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'apps-'));
    const db = await openDatabase({ dataDir });
    await db.db.insert(users).values({ email: 'owner@example.com', passwordHash: 'x' });
    await db.close();
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const run = async (...args: string[]) => {
      const lines: string[] = [];
      await runApps(args, (l) => lines.push(l), env);
      return lines.join('\n');
    };
    const made = await run('create', '--account', 'owner@example.com', '--name', 'Home Assistant');
    const clientId = /client id:\s+([0-9a-f]{32})/.exec(made)?.[1];
    expect(clientId).toBeDefined();
    expect(made).toMatch(/client secret: \S{20,}/);
    expect(await run('list', '--account', 'OWNER@example.com')).toContain(`${clientId}  Home Assistant  signed in: 0`);
    expect(await run('revoke', '--client-id', clientId!)).toMatch(/revoked/);
    expect(await run('list', '--account', 'owner@example.com')).toMatch(/has no applications/);
    const refusals: string[] = [];
    for (const args of [
      ['create', '--account', 'owner@example.com', '--name', ''],
      ['revoke', '--client-id', clientId!],
      ['create', '--account', 'not an account', '--name', 'X'],
    ])
      await run(...args).then(
        () => refusals.push(`accepted: ${args.join(' ')}`),
        (e: Error) => refusals.push(refusalOf(e)),
      );
    expect(refusals).toEqual([
      '--name must be 1 to 50 characters',
      `No active application ${clientId}`,
      '--account must be an e-mail or "+<country code> <number>"',
    ]);
    // As an operator runs it: a refusal is exit status 1 with the reason on stderr.
    const bad = spawnSync(tsx, [cli, 'create', '--account', 'nobody@example.com', '--name', 'X'], {
      env,
      encoding: 'utf8',
    });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('No account nobody@example.com');
    expect(await run('list', '--account', 'owner@example.com')).toMatch(/has no applications/);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);
});
