// The gateway's I/O outside its MQTT session: activation over HTTP(S) with a pairing code, and a one-shot raw
// publish with its credentials (tests of broker authorization).
import mqtt from 'mqtt';
import { activationProof } from '@lockconsole/shared/gateway/activate';

export type Credentials = {
  gatewayId: number;
  mqtt: { url: string; clientId: string; username: string; password: string };
  key: string;
  heartbeatInterval: number;
};

export type Fault =
  { kind: 'none' } | { kind: 'drop' } | { kind: 'delay'; ms: number } | { kind: 'reject' } | { kind: 'busy' };

export async function activateGateway(
  serverUrl: string,
  pairingCode: string,
  g: { mac: string; version: number; networkName: string; firmware: string },
  /** The key of an earlier activation, kept by the device: proves possession when it changes accounts. */
  heldKey?: string,
): Promise<Credentials> {
  const body = new URLSearchParams({
    ...(heldKey ? { proof: activationProof(heldKey, pairingCode, g.mac) } : {}),
    pairingCode,
    gatewayMac: g.mac,
    gatewayVersion: String(g.version),
    networkName: g.networkName,
    firmware: g.firmware,
    date: String(Date.now()),
  });
  const res = await fetch(`${serverUrl.replace(/\/$/, '')}/api/gateway/activate`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  const env = (await res.json()) as { errorCode: number; errorMsg: string; data: Credentials };
  if (env.errorCode !== 0) throw new Error(`activation refused (${env.errorCode}): ${env.errorMsg}`);
  return env.data;
}

/** Publishes one payload on a separate connection; a refusing broker may drop it: never waits more than 1 s. */
export async function publishOnce(c: Credentials, topic: string, payload: string) {
  const client = mqtt.connect(c.mqtt.url, {
    protocolVersion: 4,
    clientId: `${c.mqtt.clientId}-raw`,
    username: c.mqtt.username,
    password: c.mqtt.password,
    reconnectPeriod: 0,
  });
  client.on('error', () => {});
  await new Promise<void>((resolve) => {
    const t = setTimeout(resolve, 1000);
    client.once('connect', () => client.publish(topic, payload, { qos: 1 }, () => (clearTimeout(t), resolve())));
  });
  client.end(true);
}
