// credential.enroll through a gateway: the signed command in, signed `progress` messages out on gw/<id>/progress for
// every step, and the result with the lock's number only when the person is done — while the gateway goes on
// answering other commands for this and other locks. The MQTT client is a stand-in that records what the gateway
// publishes (the real broker path is the server's device tests).
import { describe, expect, it } from 'vitest';
import { encodeLockSecret } from '@lockconsole/lockcore/secret';
import { DEVICE_CODE } from '@lockconsole/shared/devices/enums';
import { open, seal } from '@lockconsole/shared/devices/envelope';
import { progressBodySchema, resultBodySchema } from '@lockconsole/shared/devices/messages';
import { topicOf } from '@lockconsole/shared/devices/topics';
import { SimGateway } from './sim-gateway';
import { SimLock } from './sim-lock';

const KEY = 'k'.repeat(43);
const GW = 7;

function rig() {
  const g = new SimGateway({
    mac: 'AA:00:00:00:00:07',
    credentials: {
      gatewayId: GW,
      key: KEY,
      heartbeatInterval: 30_000,
      mqtt: { url: 'mqtt://127.0.0.1:1', clientId: 'gw7', username: '7', password: 'x' },
    },
  });
  const sent: { topic: string; body: unknown }[] = [];
  const client = {
    connected: true,
    publish(topic: string, payload: string, _o: unknown, cb: () => void) {
      const o = open(KEY, topic, payload);
      if (o.ok) sent.push({ topic, body: o.body });
      cb();
    },
    end() {},
  };
  (g as unknown as { client: typeof client }).client = client;
  const locks = ['C0:00:00:00:E0:01', 'C0:00:00:00:E0:02'].map((mac) => {
    const l = new SimLock({ mac });
    l.init({
      lockId: 1,
      secret: encodeLockSecret(new Uint8Array(32)),
      adminUid: 9,
      time: Date.now(),
      timezoneRawOffset: 0,
    });
    g.addLock(l, -50);
    return l;
  });
  const cmdTopic = topicOf(GW, 'cmd');
  const command = (reqId: string, mac: string, cmd: string, args: Record<string, unknown>) =>
    (g as unknown as { onMessage(t: string, p: string): Promise<void> }).onMessage(
      cmdTopic,
      seal(KEY, cmdTopic, { reqId, cmd, mac, ts: Date.now(), args }),
    );
  const on = (kind: 'progress' | 'result') => sent.filter((m) => m.topic === topicOf(GW, kind)).map((m) => m.body);
  const progress = () => on('progress').map((b) => progressBodySchema.parse(b));
  const results = () => on('result').map((b) => resultBodySchema.parse(b));
  return { g, locks, command, progress, results };
}

describe('credential.enroll through a gateway', () => {
  it('sends progress 0/4 … 4/4, serves other commands meanwhile, then answers the number', async () => {
    const { g, locks, command, progress, results } = rig();
    const [a, b] = locks as [SimLock, SimLock];
    await command('enrol-1', a.mac, 'credential.enroll', {
      kind: 'fingerprint',
      credentialId: 5,
      startDate: 0,
      endDate: 0,
    });
    expect(results()).toEqual([]); // waiting for the person
    expect(progress()).toEqual([{ reqId: 'enrol-1', mac: a.mac, done: 0, total: 4, hint: 'press' }]);

    // Meanwhile: another lock, the same lock, and a second enrolment on it (busy).
    await command('other-lock', b.mac, 'lock.unlock', { operator: 9 });
    await command('same-lock', a.mac, 'credential.list', { kind: 'fingerprint' });
    await command('enrol-2', a.mac, 'credential.enroll', { kind: 'face', credentialId: 6, startDate: 0, endDate: 0 });
    expect(results().map((r) => [r.reqId, r.code])).toEqual([
      ['other-lock', 0],
      ['same-lock', 0],
      ['enrol-2', DEVICE_CODE.lockBusy],
    ]);

    a.pressFinger();
    a.pressFinger({ poor: true });
    for (let i = 0; i < 3; i++) a.pressFinger();
    expect(progress().map((p) => `${p.done}/${p.total} ${p.hint ?? ''}`.trim())).toEqual([
      '0/4 press',
      '1/4 lift',
      '1/4 poor',
      '2/4 lift',
      '3/4 lift',
      '4/4',
    ]);
    await new Promise((r) => setImmediate(r));
    expect(results().at(-1)).toEqual({ reqId: 'enrol-1', ok: true, code: 0, data: { number: '1' } });
    g.close();
  });

  it('answers a template enrolment at once, and a cancelled one with its reason', async () => {
    const { g, locks, command, results } = rig();
    const a = locks[0]!;
    const template = Buffer.concat([Buffer.from('SFT1'), Buffer.alloc(12)]).toString('base64');
    const base = { startDate: 0, endDate: 0 };
    await command('t', a.mac, 'credential.enroll', { kind: 'fingerprint', credentialId: 1, template, ...base });
    await command('c', a.mac, 'credential.enroll', { kind: 'palmVein', credentialId: 2, ...base });
    a.cancelEnrolment();
    await new Promise((r) => setImmediate(r));
    expect(results()).toEqual([
      { reqId: 't', ok: true, code: 0, data: { number: '1' } },
      { reqId: 'c', ok: false, code: DEVICE_CODE.rejected, reason: 'cancelled' },
    ]);
    g.close();
  });
});
