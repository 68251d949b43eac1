// The hub's MQTT client: MQTT 3.1.1, QoS 1, automatic reconnect. Reports connection changes; nothing else.
import mqtt, { type MqttClient } from 'mqtt';

export type LinkOptions = {
  url: string;
  username?: string;
  password?: string;
  clientId: string;
  subscriptions: string[];
  reconnectMs: number;
  onMessage: (topic: string, payload: Buffer) => void;
  onUp: () => void;
  onDown: () => void;
  onError: (err: Error) => void;
};

export type MqttLink = {
  publish: (topic: string, payload: string, retain?: boolean) => Promise<void>;
  connected: () => boolean;
  close: () => Promise<void>;
};

/** Small packets, latency first: without this, Nagle's algorithm and delayed ACKs add ~40 ms per hop. */
export function noDelay(client: MqttClient) {
  const stream = (client as unknown as { stream?: { setNoDelay?: (v: boolean) => void } }).stream;
  stream?.setNoDelay?.(true);
}

export function openMqttLink(o: LinkOptions): MqttLink {
  const client: MqttClient = mqtt.connect(o.url, {
    protocolVersion: 4,
    clientId: o.clientId,
    username: o.username,
    password: o.password,
    clean: true,
    keepalive: 30,
    reconnectPeriod: o.reconnectMs,
    connectTimeout: 10_000,
    // A command must not sit in a queue and fire minutes later: publish fails fast while disconnected.
    queueQoSZero: false,
  });
  let up = false;
  client.on('connect', () => {
    noDelay(client);
    client.subscribe(o.subscriptions, { qos: 1 }, (err) => {
      if (err) o.onError(err);
    });
    if (!up) {
      up = true;
      o.onUp();
    }
  });
  client.on('close', () => {
    if (up) {
      up = false;
      o.onDown();
    }
  });
  client.on('error', (err) => o.onError(err));
  client.on('message', (topic, payload) => o.onMessage(topic, payload));

  return {
    connected: () => client.connected,
    publish: (topic, payload, retain = false) =>
      new Promise((resolve, reject) => {
        if (!client.connected) return reject(new Error('broker not connected'));
        client.publish(topic, payload, { qos: 1, retain }, (err) => (err ? reject(err) : resolve()));
      }),
    close: () => new Promise((resolve) => client.end(true, {}, () => resolve())),
  };
}
