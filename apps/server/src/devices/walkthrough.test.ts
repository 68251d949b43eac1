// Runs the mosquitto_pub/mosquitto_sub walkthrough of docs/protocol.md §6 as written: the shell blocks marked
// "# step: …" are executed in one bash session with the real binaries; the console steps go through the API.
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OP_STATE, LOCK_STATUS } from '@lockconsole/shared/devices/enums';
import { gateways, lockRecords, locks } from '../db/schema/devices';
import { BROKERS } from '../test/devices/brokers';
import { eventually, startDeviceStack, type DeviceStack } from '../test/devices/device-stack';

const DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/protocol.md');
const haveTools = ['mosquitto_pub', 'mosquitto_sub', 'openssl', 'jq', 'curl'].every(
  (b) => spawnSync('sh', ['-c', `command -v ${b}`]).status === 0,
);

/** The "# step: name" shell blocks of the document, by name. */
function steps(): Map<string, string> {
  const out = new Map<string, string>();
  const re = /```sh\n# step: ([a-z-]+)\n([\s\S]*?)```/g;
  for (const m of fs.readFileSync(DOC, 'utf8').matchAll(re)) out.set(m[1]!, m[2]!);
  return out;
}

class Shell {
  private out = '';
  private n = 0;
  constructor(private readonly p: ChildProcessWithoutNullStreams) {
    p.stdout.on('data', (d: Buffer) => (this.out += d.toString()));
    p.stderr.on('data', (d: Buffer) => (this.out += d.toString()));
  }
  async run(script: string, ms = 20_000): Promise<string> {
    const marker = `__done_${++this.n}__`;
    const from = this.out.length;
    this.p.stdin.write(`${script}\necho "${marker} $?"\n`);
    const until = Date.now() + ms;
    while (!this.out.includes(marker, from)) {
      if (Date.now() > until) throw new Error(`shell step timed out; output:\n${this.out.slice(from)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return this.out.slice(from, this.out.indexOf(marker, from));
  }
}

describe.runIf(haveTools).each(BROKERS)('docs/protocol.md walkthrough over the %s broker', (broker) => {
  let s: DeviceStack;
  let owner: { userId: number; token: string };
  let dir: string;
  let bash: ChildProcessWithoutNullStreams;
  let sh: Shell;
  let subPid = 0;
  const blocks = steps();

  beforeAll(async () => {
    // Real shell processes (openssl, mosquitto_pub per message) are slow on a loaded 2-core CI machine: give the
    // device ample time to answer instead of the device tests' short 2 s, and — the shell sends one heartbeat, as
    // a person following the document would — keep it online for a minute instead of the device tests' 3 s (the
    // power cut is noticed through the broker's last will, not the heartbeat).
    s = await startDeviceStack({
      broker,
      env: { OP_TIMEOUT_MS: '15000', GATEWAY_HEARTBEAT_MS: '20000', GATEWAY_OFFLINE_MS: '60000' },
    });
    owner = await s.user();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'walk-'));
    bash = spawn('bash', [], { cwd: dir, env: { ...process.env, SERVER: s.serverUrl } });
    sh = new Shell(bash);
  });
  afterAll(async () => {
    bash?.stdin.end();
    bash?.kill('SIGKILL');
    if (subPid) {
      try {
        process.kill(subPid, 'SIGKILL'); // the walkthrough's listener, if a failure skipped the power-cut step
      } catch {
        // already gone
      }
    }
    await s?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('has the documented steps', () => {
    expect([...blocks.keys()]).toEqual(['activate', 'helpers', 'online', 'answer-init', 'answer-unlock', 'power-cut']);
  });

  it('a shell gateway activates, comes online, gets a lock added, unlocks it and reports the record', async () => {
    const code = await s.call<{ pairingCode: string }>('POST', '/gateway/createPairingCode', {}, owner.token);
    const act = await sh.run(`CODE=${code.data.pairingCode}\n${blocks.get('activate')!}`);
    expect(act).toMatch(/gateway \d+ on 127\.0\.0\.1:\d+/);
    const gw = JSON.parse(fs.readFileSync(path.join(dir, 'gw.json'), 'utf8')).data as {
      gatewayId: number;
      mqtt: { username: string; password: string };
    };
    if (s.mosq) await s.mosq.addUser(gw.mqtt.username, gw.mqtt.password);
    await sh.run(blocks.get('helpers')!);
    subPid = Number((await sh.run('echo "pid=$SUB"')).match(/pid=(\d+)/)![1]);
    await sh.run(blocks.get('online')!);

    await eventually(
      async () => {
        const r = await s.call<{ list: { lockMac: string }[] }>('GET', '/gateway/listNearbyLock', {}, owner.token);
        return r.data.list.some((l) => l.lockMac === 'C0:FF:EE:00:00:01');
      },
      15_000,
      'lock reported',
    );
    const [row] = await s.db.select().from(gateways).where(eq(gateways.id, gw.gatewayId));
    expect(row).toMatchObject({ isOnline: true, gatewayVersion: 2, networkName: 'bench' });

    const [init] = await Promise.all([
      s.call<{ state: number; lockId: number }>(
        'POST',
        '/gateway/initLock',
        { lockMac: 'C0:FF:EE:00:00:01' },
        owner.token,
      ),
      sh.run(blocks.get('answer-init')!),
    ]);
    expect(init.errorCode, init.errorMsg).toBe(0);
    expect(init.data.state).toBe(OP_STATE.success);
    const lockId = init.data.lockId;

    const [un] = await Promise.all([
      s.call<{ state: number }>('POST', '/lock/unlock', { lockId }, owner.token),
      sh.run(blocks.get('answer-unlock')!),
    ]);
    expect(un.data.state).toBe(OP_STATE.success);
    const recs = await s.db.select().from(lockRecords).where(eq(lockRecords.lockId, lockId));
    expect(recs).toMatchObject([{ seq: 1, recordType: 12, success: true, operatorUid: owner.userId }]);
    const [l] = await s.db.select().from(locks).where(eq(locks.id, lockId));
    expect(l!.lockStatus).toBe(LOCK_STATUS.unlocked);
  });

  it('a power cut (listener killed) makes the broker publish the last will: offline', async () => {
    await sh.run(blocks.get('power-cut')!);
    await eventually(
      async () => {
        const r = await s.call<{ list: { isOnline: number }[] }>('GET', '/gateway/list', {}, owner.token);
        return r.data.list[0]?.isOnline === 0;
      },
      15_000,
      'offline',
    );
  });
});
