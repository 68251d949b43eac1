// Two API nodes behind a load balancer, one database, one broker: each gateway message is handled by exactly one
// node (shared subscriptions), and a browser waiting on node A hears a result node B received (LISTEN/NOTIFY).
// Needs PostgreSQL (DATABASE_URL) and a broker that honours $share (the private Mosquitto, or MQTT_URL).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OP_STATE } from '@lockconsole/shared/devices/enums';
import { SimGateway } from '@lockconsole/simulator/sim-gateway';
import { SimLock } from '@lockconsole/simulator/sim-lock';
import { lockRecords } from '../db/schema/devices';
import { BROKERS } from '../test/devices/brokers';
import { eventually, startDeviceStack, type DeviceStack } from '../test/devices/device-stack';

const SHARED = BROKERS.filter((b) => b !== 'embedded');
// PGlite is one process and the embedded broker lives in one server: a second node needs both external.
const multiNode = Boolean(process.env.DATABASE_URL) && SHARED.length > 0;

describe.runIf(multiNode).each(SHARED)('two API nodes on the %s broker', (broker) => {
  let s: DeviceStack;
  let node2: Awaited<ReturnType<DeviceStack['addNode']>>;
  let owner: { userId: number; token: string };
  const gw = new SimGateway({ mac: 'AD:00:00:00:00:01', scanMs: 300 });
  const lock = new SimLock({ mac: 'C3:00:00:00:00:01' });
  gw.addLock(lock, -58);

  beforeAll(async () => {
    s = await startDeviceStack({ broker, env: { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_MS: '200' } });
    node2 = await s.addNode();
    owner = await s.user();
    await s.pairGateway(owner.token, gw);
  });
  afterAll(async () => {
    lock.close();
    await node2?.close();
    await s?.close();
  });

  it('splits the gateway traffic between the nodes and answers every call on either node', async () => {
    await eventually(
      async () => {
        const r = await s.call<{ list: unknown[] }>('GET', '/gateway/listNearbyLock', {}, owner.token, node2.serverUrl);
        return r.data.list.length === 1;
      },
      5000,
      'lock heard',
    );
    const init = await s.call<{ lockId: number; state: number }>(
      'POST',
      '/gateway/initLock',
      { lockMac: lock.mac },
      owner.token,
      node2.serverUrl,
    );
    expect(init.errorCode, init.errorMsg).toBe(0);
    const lockId = init.data.lockId;
    for (let i = 0; i < 8; i++) {
      const at = i % 2 ? node2.serverUrl : s.serverUrl;
      const r = await s.call<{ state: number }>(
        'POST',
        i % 3 ? '/lock/unlock' : '/lock/lock',
        { lockId },
        owner.token,
        at,
      );
      expect(r.errorCode, `${i} ${JSON.stringify(r.data)}`).toBe(0);
      expect(r.data.state).toBe(OP_STATE.success);
    }
    const a = s.services.deviceHub.hub.stats().handled;
    const b = node2.services.deviceHub.hub.stats().handled;
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    // Every record stored once although two nodes listen.
    await eventually(
      async () => {
        const rows = await s.db.select().from(lockRecords).where(eq(lockRecords.lockId, lockId));
        return rows.length === 8 && new Set(rows.map((r) => r.seq)).size === 8;
      },
      5000,
      'eight records',
    );
  });

  it('lets a module on one node react to an operation that ended on the other node, and runs follow-ups once', async () => {
    const lockId = (await s.call<{ list: { lockId: number }[] }>('GET', '/lock/list', {}, owner.token)).data.list[0]!
      .lockId;
    // What a module would do: follow-ups once in the cluster (`on`), waiters and caches on every node (`onEveryNode`).
    const once = { a: 0, b: 0 };
    const heardOnA: number[] = [];
    const offs = [
      s.services.events.on('operation.succeeded', () => void once.a++),
      node2.services.events.on('operation.succeeded', () => void once.b++),
      s.services.events.onEveryNode('operation.ended', (e) => void heardOnA.push(e.operationId)),
    ];
    const started: number[] = [];
    try {
      for (let i = 0; i < 10; i++) {
        const r = await s.call<{ operationId: number; state: number }>('POST', '/lock/unlock', { lockId }, owner.token);
        expect(r.errorCode, JSON.stringify(r.data)).toBe(0);
        started.push(r.data.operationId);
      }
    } finally {
      for (const off of offs) off();
    }
    // Every call was made on node A and answered there; node B received some of the lock's answers.
    expect(once.b).toBeGreaterThan(0);
    expect(once.a + once.b).toBe(10);
    for (const id of started) expect(heardOnA).toContain(id);
  });

  it('ends a session on every node at once: a token just used on node B is refused there after logout on node A', async () => {
    const u = await s.user();
    const list = () => s.call('GET', '/lock/list', {}, u.token, node2.serverUrl);
    expect((await list()).errorCode).toBe(0); // node B now knows the session
    expect((await s.call('POST', '/user/logout', {}, u.token)).errorCode).toBe(0);
    // The notice crosses the bus in milliseconds; node B must not wait for its cache to run out (30 s).
    await eventually(async () => (await list()).errorCode === -2000, 2000, 'refused on node B');
  });

  it('delivers to a webhook made on node A the events node B handles right after, although both knew of none', async () => {
    const u = await s.user();
    const g = new SimGateway({ mac: 'AD:00:00:00:00:02', scanMs: 300 });
    const l = new SimLock({ mac: 'C3:00:00:00:00:02' });
    g.addLock(l, -55);
    const hits: string[] = [];
    const receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        hits.push(body);
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    const onB = { before: 0, after: 0 };
    let phase: keyof typeof onB = 'before';
    const off = node2.services.events.on('operation.succeeded', () => void onB[phase]++);
    try {
      await s.pairGateway(u.token, g);
      const lockId = await s.addLock(u.token, l.mac);
      const unlock = async () => {
        const r = await s.call<{ operationId: number }>('POST', '/lock/unlock', { lockId }, u.token);
        expect(r.errorCode, JSON.stringify(r.data)).toBe(0);
        return r.data.operationId;
      };
      // Both nodes end some of these (the gateway's answers are shared between them) and learn "no webhook".
      for (let i = 0; i < 8; i++) await unlock();
      expect(onB.before).toBeGreaterThan(0);
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
      const hook = await s.call('POST', '/webhook/create', { url, eventTypes: '["operation.finished"]' }, u.token);
      expect(hook.errorCode, hook.errorMsg).toBe(0);
      phase = 'after';
      const ids: number[] = [];
      for (let i = 0; i < 8; i++) ids.push(await unlock());
      expect(onB.after).toBeGreaterThan(0);
      const delivered = () => hits.map((b) => (JSON.parse(b) as { data: { operationId: number } }).data.operationId);
      await eventually(async () => ids.every((id) => delivered().includes(id)), 15_000, 'every unlock delivered');
    } finally {
      off();
      l.close();
      await new Promise((r) => receiver.close(r));
    }
  });
});
