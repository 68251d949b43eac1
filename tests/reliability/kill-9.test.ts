// Reliability (#21 "keep it fixed"): the real server process (`tsx apps/server/src/main.ts`, embedded PGlite on
// disk, embedded broker, the demo fleet of simulated gateways and locks) is killed with SIGKILL while a client
// writes and remote unlocks are in flight, then started again on the same data directory. What a person would
// check afterwards: every write the server acknowledged is there, no operation is left pending (each ended with a
// reason), no record stored before the kill is gone, and the console works again (sign-in, remote unlock).
// Its own CI step (npm run test:reliability): it starts whole servers and takes ~1 minute.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HEADERS, signRequest, type ParamValue } from '@lockconsole/shared/http/signature';
import pino from 'pino';
import { buildApp } from '../../apps/server/src/app';
import { operatorContext } from '../../apps/server/src/cli/operator-context';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { trustedDevices } from '../../apps/server/src/db/schema/accounts';
import { createMessenger } from '../../apps/server/src/messaging/messenger';
import { sha256Hex, systemClock, systemRandom } from '../../apps/server/src/platform/clock';

const ROOT = path.resolve(import.meta.dirname, '../..');
const APP_ID = 'lockconsole-web';
const APP_SECRET = 'lockconsole-web-public-secret';
const DEMO = { account: 'demo@lockconsole.local', password: 'demo1234' };
/** This test's browser: trusted by the demo account beforehand (a new device would need a code from the outbox). */
const DEVICE_ID = 'reliability-kill-9-device';

/** The demo account (as the demo would make it) with this test's device trusted, before any server runs. */
async function prepareDataDir(dataDir: string) {
  const handle = await openDatabase({ dataDir });
  const log = pino({ level: 'silent' });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
  const messenger = createMessenger({ db: handle.db, log, smtpFrom: 'x@localhost' });
  const { app, services } = await buildApp(
    { config, db: handle.db, clock: systemClock, random: systemRandom, messenger },
    { logger: false, webDist: false },
  );
  const { uid } = await services.accounts.auth.provision(operatorContext(app.log), {
    email: DEMO.account,
    password: DEMO.password,
    nickname: 'Demo',
  });
  const now = new Date();
  await handle.db
    .insert(trustedDevices)
    .values({ userId: uid, deviceHash: sha256Hex(DEVICE_ID), createdAt: now, lastSeenAt: now });
  await app.close();
  await handle.close();
}

type Envelope<T = unknown> = { errorCode: number; errorMsg: string; data: T };
type Op = { operationId: number; state: number; reason: string | null };

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

let lastDate = 0;
/** A signed call as the web console makes it (every call its own millisecond: a repeated POST is a replay). */
async function call<T>(
  base: string,
  method: 'GET' | 'POST',
  p: string,
  params: Record<string, ParamValue>,
  token?: string,
) {
  lastDate = Math.max(Date.now(), lastDate + 1);
  const fullPath = `/api${p}`;
  const all: Record<string, string> = { date: String(lastDate) };
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) all[k] = String(v);
  const headers: Record<string, string> = {
    [HEADERS.appId]: APP_ID,
    [HEADERS.signature]: signRequest(APP_SECRET, APP_ID, fullPath, all),
    [HEADERS.language]: 'en',
  };
  if (token) headers[HEADERS.accessToken] = token;
  headers.cookie = `DEVICE_ID=${DEVICE_ID}`;
  const qs = new URLSearchParams(all).toString();
  const res = await fetch(method === 'GET' ? `${base}${fullPath}?${qs}` : `${base}${fullPath}`, {
    method,
    headers: method === 'POST' ? { ...headers, 'content-type': 'application/x-www-form-urlencoded' } : headers,
    body: method === 'POST' ? qs : undefined,
  });
  return (await res.json()) as Envelope<T>;
}

async function until<T>(what: string, ms: number, fn: () => Promise<T | undefined | false>): Promise<T> {
  const end = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const v = await fn();
      if (v) return v;
    } catch (e) {
      last = e;
    }
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('the server killed with SIGKILL under load', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lockconsole-kill9-'));
  const running: ChildProcess[] = [];
  afterAll(() => {
    for (const p of running) p.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function startServer(port: number, mqttPort: number) {
    // One process (node with tsx's loader), not the tsx command: SIGKILL must reach the server itself.
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: '',
        MQTT_URL: '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        MQTT_PORT: String(mqttPort),
        DATA_DIR: dataDir,
        DEMO: '1',
        GATEWAY_HEARTBEAT_MS: '1000',
        GATEWAY_OFFLINE_MS: '4000',
        OP_TIMEOUT_MS: '4000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.push(child);
    let out = '';
    child.stdout!.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr!.on('data', (b: Buffer) => (out += b.toString()));
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    // Ready once the demo fleet is in place (main.ts prints the demo login last).
    await Promise.race([
      until('the server and its demo fleet', 120_000, async () => out.includes('Demo login:')),
      exited.then((code) => {
        throw new Error(`the server exited (${code}) before it was ready:\n${out.slice(-2000)}`);
      }),
    ]);
    return { child, base: `http://127.0.0.1:${port}`, output: () => out };
  }

  async function signIn(base: string) {
    const r = await call<{ accessToken: string }>(base, 'POST', '/user/login', DEMO);
    expect(r.errorCode, r.errorMsg).toBe(0);
    return r.data.accessToken;
  }

  const lockIdsOf = async (base: string, token: string) => {
    const r = await call<{ list: { lockId: number }[] }>(
      base,
      'GET',
      '/lock/list',
      { groupId: -1, pageNo: 1, pageSize: 20 },
      token,
    );
    return r.data.list.map((l) => l.lockId);
  };
  const recordIdsOf = async (base: string, token: string, lockId: number) => {
    const r = await call<{ list: { recordId: number }[] }>(
      base,
      'GET',
      '/lockRecord/list',
      { lockId, pageNo: 1, pageSize: 100 },
      token,
    );
    expect(r.errorCode, r.errorMsg).toBe(0);
    return r.data.list.map((x) => x.recordId);
  };

  it('keeps every acknowledged write and record, ends every operation with a reason, and works again', async () => {
    await prepareDataDir(dataDir);
    const [port, mqttPort] = [await freePort(), await freePort()];
    const first = await startServer(port, mqttPort);
    const token = await signIn(first.base);
    const lockIds = await until('the six demo locks', 30_000, async () => {
      const ids = await lockIdsOf(first.base, token);
      return ids.length === 6 && ids;
    });
    // One unlock that works, so there is at least one record to keep.
    await until('a first remote unlock', 30_000, async () => {
      const r = await call<Op>(first.base, 'POST', '/lock/unlock', { lockId: lockIds[0]! }, token);
      return r.errorCode === 0;
    });
    const recordsBefore = await until('the unlock record', 15_000, async () => {
      const ids = await recordIdsOf(first.base, token, lockIds[0]!);
      return ids.length > 0 && ids;
    });

    // Groups are a premium function: the demo account starts its trial first.
    expect((await call(first.base, 'POST', '/premium/startTrial', {}, token)).errorCode).toBe(0);
    // Load: a writer creating groups one after another, and remote unlocks on every lock, without waiting.
    const acknowledged: string[] = [];
    let stop = false;
    const writer = (async () => {
      for (let i = 0; !stop; i++) {
        const name = `kill9-${i}`;
        const r = await call(first.base, 'POST', '/group/add', { groupName: name }, token).catch(() => null);
        if (r?.errorCode === 0) acknowledged.push(name);
      }
    })();
    const unlocks = (async () => {
      while (!stop) {
        await Promise.all(
          lockIds.map((lockId) => call(first.base, 'POST', '/lock/unlock', { lockId }, token).catch(() => null)),
        );
      }
    })();
    await until('writes under way', 20_000, async () => acknowledged.length >= 20);
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    stop = true;
    await Promise.all([writer, unlocks]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);

    const second = await startServer(port, mqttPort);
    const token2 = await signIn(second.base);
    const groups = await call<{ list: { groupName: string }[] }>(second.base, 'GET', '/user/listKeyGroup', {}, token2);
    expect(groups.errorCode).toBe(0);
    const names = new Set(groups.data.list.map((g) => g.groupName));
    expect(acknowledged.filter((n) => !names.has(n))).toEqual([]);

    const recordsAfter = await recordIdsOf(second.base, token2, lockIds[0]!);
    expect(recordsBefore.filter((id) => !recordsAfter.includes(id))).toEqual([]);

    const pending = await call<{ list: Op[] }>(
      second.base,
      'GET',
      '/operation/list',
      { pageNo: 1, pageSize: 100, pendingOnly: 1 },
      token2,
    );
    expect(pending.errorCode).toBe(0);
    expect(pending.data.list).toEqual([]);
    const all = await call<{ list: Op[]; total: number }>(
      second.base,
      'GET',
      '/operation/list',
      { pageNo: 1, pageSize: 100 },
      token2,
    );
    expect(all.data.total).toBeGreaterThan(6);
    for (const op of all.data.list) if (op.state === 3) expect(op.reason, `operation ${op.operationId}`).toBeTruthy();

    // The fleet reconnects to the new server: a remote unlock works again.
    await until('a remote unlock after the restart', 60_000, async () => {
      const r = await call<Op>(second.base, 'POST', '/lock/unlock', { lockId: lockIds[1]! }, token2);
      return r.errorCode === 0;
    });
    second.child.kill('SIGTERM');
    await new Promise((r) => second.child.once('exit', r));
  });
});
