// The embedded broker on its own: a taken port is a clear error; wrong credentials and foreign topics are refused.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt from 'mqtt';
import { sha256Hex } from '../platform/clock';
import { startEmbeddedBroker, type EmbeddedBroker } from './embedded-broker';
import type { GatewaysRepo } from '../modules/gateways/gateways.repo';

const log = { warn: () => {} };
const gateways = {
  find: async (id: number) => (id === 5 ? { id: 5, mqttPasswordHash: sha256Hex('pw5') } : undefined),
} as unknown as GatewaysRepo;

describe('embedded broker', () => {
  let broker: EmbeddedBroker;
  beforeAll(async () => {
    broker = await startEmbeddedBroker({ host: '127.0.0.1', port: 0, hubPassword: 'hubpw', gateways, log });
  });
  afterAll(async () => {
    await broker?.close();
  });

  it('says which setting to change when its port is taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    const port = (blocker.address() as net.AddressInfo).port;
    await expect(startEmbeddedBroker({ host: '127.0.0.1', port, hubPassword: 'x', gateways, log })).rejects.toThrow(
      `MQTT port ${port} on 127.0.0.1 is already in use: set MQTT_PORT to a free port, or MQTT_URL to use an external broker`,
    );
    await new Promise((r) => blocker.close(r));
  });

  it('refuses unknown gateways and wrong passwords', async () => {
    const url = `mqtt://127.0.0.1:${broker.port}`;
    for (const [username, password] of [
      ['5', 'wrong'],
      ['6', 'pw5'],
      ['hub', 'nope'],
      ['05', 'pw5'],
    ]) {
      await expect(
        mqtt.connectAsync(url, { protocolVersion: 4, username, password, reconnectPeriod: 0 }),
      ).rejects.toThrow(/Bad username or password|Not authorized/i);
    }
  });

  it('lets a gateway subscribe only to its own commands', async () => {
    const c = await mqtt.connectAsync(`mqtt://127.0.0.1:${broker.port}`, {
      protocolVersion: 4,
      username: '5',
      password: 'pw5',
      reconnectPeriod: 0,
    });
    expect((await c.subscribeAsync('gw/5/cmd', { qos: 1 }))[0]!.qos).toBe(1);
    for (const foreign of ['gw/6/cmd', 'gw/+/cmd', 'gw/5/status', '#']) {
      await expect(c.subscribeAsync(foreign, { qos: 1 }), foreign).rejects.toThrow(/Subscribe error/);
    }
    await c.endAsync();
  });
});
