// Starts the device side for main.ts and the tests: the embedded broker when MQTT_URL is unset (gateways
// authenticate against the database), then the hub's MQTT link. Returns a stop function for graceful shutdown.
import type { Config } from '../config';
import type { Random } from '../platform/clock';
import type { DeviceHub } from './device-hub';
import { publicBrokerUrl } from './broker-url';
import { HUB_USERNAME, startEmbeddedBroker, type EmbeddedBroker } from './embedded-broker';

export type RunningDevices = {
  broker: EmbeddedBroker | undefined;
  hubUrl: string;
  /** The hub's own broker login (benchmarks and tools that measure the broker itself). */
  hubAuth: { username?: string; password?: string };
  /** Embedded broker only: stop it and start a fresh one on the same port (reconnect tests, operations). */
  restartBroker: () => Promise<void>;
  stop: () => Promise<void>;
};

export async function startDevices(o: {
  config: Config;
  devices: Pick<DeviceHub, 'hub' | 'gateways'>;
  random: Random;
  log: { warn: (o: object, m?: string) => void };
  /** Overrides config.mqttPort for the embedded broker (tests pass 0 for a free port). */
  brokerPort?: number;
}): Promise<RunningDevices> {
  const { config, devices } = o;
  let broker: EmbeddedBroker | undefined;
  let hubUrl: string;
  let hubAuth: RunningDevices['hubAuth'] = {};
  const hubPassword = o.random.token(24);
  const embedded = (port: number) =>
    startEmbeddedBroker({ host: config.host, port, hubPassword, gateways: devices.gateways, log: o.log });
  if (!config.mqttUrl) {
    broker = await embedded(o.brokerPort ?? config.mqttPort);
    const host = broker.host.includes(':') ? `[${broker.host}]` : broker.host;
    hubUrl = `mqtt://${host === '0.0.0.0' ? '127.0.0.1' : host}:${broker.port}`;
    hubAuth = { username: HUB_USERNAME, password: hubPassword };
    await devices.hub.start({
      url: hubUrl,
      username: HUB_USERNAME,
      password: hubPassword,
      gatewayUrl: config.mqttPublicUrl ?? hubUrl,
    });
  } else {
    const u = new URL(config.mqttUrl);
    hubUrl = publicBrokerUrl(config.mqttUrl);
    hubAuth = {
      username: u.username ? decodeURIComponent(u.username) : undefined,
      password: u.password ? decodeURIComponent(u.password) : undefined,
    };
    await devices.hub.start({
      url: hubUrl,
      ...hubAuth,
      shareGroup: config.mqttShareGroup,
      gatewayUrl: config.mqttPublicUrl ?? hubUrl,
    });
  }
  return {
    get broker() {
      return broker;
    },
    hubUrl,
    hubAuth,
    restartBroker: async () => {
      if (!broker) throw new Error('no embedded broker');
      const port = broker.port;
      await broker.close();
      broker = await embedded(port);
    },
    stop: async () => {
      await devices.hub.stop();
      await broker?.close();
    },
  };
}
