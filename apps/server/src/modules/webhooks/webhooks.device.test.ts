// A webhook end to end (issue 20), against the simulated gateway and lock: an integrator's system unlocks a lock with
// its API key and its own HTTP server (started here on loopback; the operator allowed private targets) receives the
// signed `operation.finished` with the result, then the lock's new unlock record (`record.stored`) — each checked with
// an HMAC written here from the documentation. The node's /metrics then show the operation, the messages and the
// gateway online (issue 24).
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimGateway } from '@lockconsole/simulator/sim-gateway';
import { SimLock } from '@lockconsole/simulator/sim-lock';
import { OP_STATE } from '@lockconsole/shared/devices/enums';
import { eventually, startDeviceStack, type DeviceStack } from '../../test/devices/device-stack';

type Hit = { headers: http.IncomingHttpHeaders; body: string };

describe('a remote unlock seen from outside: webhooks and metrics', () => {
  let s: DeviceStack;
  let receiver: http.Server;
  const hits: Hit[] = [];
  const gw = new SimGateway({ mac: 'AA:20:00:00:00:01', version: 2, scanMs: 300 });
  const lock = new SimLock({ mac: 'C2:20:00:00:00:01' });

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        hits.push({ headers: req.headers, body });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    s = await startDeviceStack({ broker: 'embedded', env: { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_MS: '200' } });
  });
  afterAll(async () => {
    lock.close();
    await s?.close();
    await new Promise((r) => receiver.close(r));
  });

  it('an unlock with an API key brings a signed operation.finished, then the record', async () => {
    const owner = await s.user();
    gw.addLock(lock, -60);
    await s.pairGateway(owner.token, gw);
    const lockId = await s.addLock(owner.token, lock.mac, { lockAlias: 'Flat 12' });
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/lock-events`;
    const hook = await s.call<{ webhookId: number; secret: string }>(
      'POST',
      '/webhook/create',
      { url, eventTypes: JSON.stringify(['operation.finished', 'record.stored']) },
      owner.token,
    );
    expect(hook.errorCode, hook.errorMsg).toBe(0);
    const key = await s.call<{ key: string }>(
      'POST',
      '/accessKey/create',
      { name: 'Channel manager', scopes: JSON.stringify(['locks']) },
      owner.token,
    );
    expect(key.errorCode, key.errorMsg).toBe(0);

    const unlocked = await s.call<{ operationId: number; state: number }>(
      'POST',
      '/lock/unlock',
      { lockId },
      key.data.key,
    );
    expect(unlocked.errorCode, unlocked.errorMsg).toBe(0);
    expect(unlocked.data.state).toBe(OP_STATE.success);

    const of = (type: string) =>
      hits
        .filter((h) => h.headers['x-lockconsole-event'] === type)
        .map((h) => ({ h, body: JSON.parse(h.body) as { type: string; data: Record<string, unknown> } }));
    await eventually(async () => of('operation.finished').length > 0, 15_000, 'operation.finished');
    const { h, body } = of('operation.finished')[0]!;
    expect(body.data).toMatchObject({
      operationId: unlocked.data.operationId,
      command: 'lock.unlock',
      state: OP_STATE.success,
      lockId,
    });
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(h.headers['x-lockconsole-signature']))!;
    expect(v1).toBe(crypto.createHmac('sha256', hook.data.secret).update(`${t}.${h.body}`).digest('hex'));

    await eventually(async () => of('record.stored').length > 0, 15_000, 'record.stored');
    const records = of('record.stored')[0]!.body.data.records as { recordType: number }[];
    expect(records.map((r) => r.recordType)).toContain(12);
    expect(of('operation.finished')).toHaveLength(1);
  });

  it('the metrics show the unlock, the MQTT messages and the gateway online', async () => {
    const text = await (await fetch(`${s.serverUrl}/metrics`)).text();
    expect(text).toMatch(/lockconsole_device_operations_total\{command="lock.unlock",outcome="success",reason=""\} 1/);
    expect(text).toMatch(
      /lockconsole_device_operation_duration_seconds_count\{command="lock.unlock",outcome="success"\} 1/,
    );
    expect(text).toMatch(/lockconsole_gateways_online 1/);
    expect(Number(/lockconsole_mqtt_messages_sent (\d+)/.exec(text)?.[1])).toBeGreaterThan(0);
    expect(Number(/lockconsole_mqtt_messages_received\{result="handled"\} (\d+)/.exec(text)?.[1])).toBeGreaterThan(0);
    expect(Number(/lockconsole_records_stored_total (\d+)/.exec(text)?.[1])).toBeGreaterThan(0);
    expect(text).toMatch(/lockconsole_http_requests_total\{route="\/api\/lock\/unlock",method="POST",status="200"\} 1/);
  });
});
