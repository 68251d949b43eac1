// The compiled server (issue 24 item 1) as an operator runs it: `node apps/server/dist/main.js` with no tsx — it
// migrates a fresh embedded database, answers ready and serves the API; on SIGTERM it drains (503 on /api/ready while
// it still answers) and exits 0.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const outName = `dist-test-${process.pid}`;
const out = path.join(root, 'apps/server', outName);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lockconsole-compiled-'));
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill('SIGKILL');
  fs.rmSync(out, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('runs with plain node, answers ready, drains on SIGTERM and exits 0', async () => {
    execFileSync(process.execPath, [path.join(root, 'scripts/build-server.mjs'), '--out', outName], { cwd: root });
    expect(fs.readFileSync(path.join(out, 'main.js'), 'utf8')).not.toContain('tsx');
    const proc = spawn(process.execPath, [path.join(out, 'main.js')], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: '',
        MQTT_URL: '',
        PORT: '0',
        MQTT_PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DRAIN_DELAY_MS: '1500',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    let output = '';
    proc.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    proc.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    const base = await new Promise<string>((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`no address in 60 s:\n${output}`)), 60_000);
      const look = setInterval(() => {
        const m = /Lock console: (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (m) {
          clearInterval(look);
          clearTimeout(t);
          resolve(m[1]!);
        }
      }, 100);
    });
    const ready = await fetch(`${base}/api/ready`);
    expect(ready.status).toBe(200);
    const doc = (await (await fetch(`${base}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(doc.paths['/api/lock/unlock']).toBeDefined();
    const exited = new Promise<number | null>((r) => proc.on('exit', (code) => r(code)));
    proc.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    const draining = await fetch(`${base}/api/ready`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({ checks: { draining: true } });
    expect(await exited).toBe(0);
  });
});
