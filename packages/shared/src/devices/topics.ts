// The MQTT topic map of the device protocol (docs/protocol.md). Every gateway owns the subtree gw/<gatewayId>/;
// the server publishes only `cmd` and `ack` there, the gateway everything else. Pure functions, no I/O.

export const TOPIC_ROOT = 'gw';

/** Topics a gateway publishes (gateway → server). */
export const UP = ['status', 'heartbeat', 'scan', 'state', 'records', 'result', 'progress'] as const;
/** Topics the server publishes (server → gateway). */
export const DOWN = ['cmd', 'ack'] as const;

export type UpKind = (typeof UP)[number];
export type DownKind = (typeof DOWN)[number];

export const topicOf = (gatewayId: number | string, kind: UpKind | DownKind) => `${TOPIC_ROOT}/${gatewayId}/${kind}`;

/** Splits gw/<id>/<kind>; null for anything else (including wildcards and deeper levels). */
export function parseTopic(topic: string): { gatewayId: number; kind: UpKind | DownKind } | null {
  const m = /^gw\/([1-9][0-9]{0,15})\/([a-z]+)$/.exec(topic);
  if (!m) return null;
  const kind = m[2] as UpKind | DownKind;
  if (!(UP as readonly string[]).includes(kind) && !(DOWN as readonly string[]).includes(kind)) return null;
  return { gatewayId: Number(m[1]), kind };
}

export const isUpKind = (k: string): k is UpKind => (UP as readonly string[]).includes(k);

/** The server's subscription filters; with `shareGroup` they become $share/<group>/... (several API nodes). */
export function serverSubscriptions(shareGroup?: string): string[] {
  return UP.map((k) => {
    const f = `${TOPIC_ROOT}/+/${k}`;
    return shareGroup ? `$share/${shareGroup}/${f}` : f;
  });
}

/** MQTT user name of a gateway: the topic id, so a broker ACL `pattern readwrite gw/%u/#` confines it. */
export const gatewayUsername = (gatewayId: number) => String(gatewayId);
