// Signs and publishes what the server sends to gateways (commands, record acknowledgements) over the hub's MQTT
// link, with the node-local cache of gateway keys. The hub attaches its link when it connects; the tracker sends
// commands through `send` without knowing MQTT.
import { maskSecret, seal } from '@lockconsole/shared/devices/envelope';
import type { CommandBody } from '@lockconsole/shared/devices/messages';
import { topicOf } from '@lockconsole/shared/devices/topics';
import type { GatewaysRepo } from '../modules/gateways/gateways.repo';
import { createGatewayKeys } from './gateway-keys';
import type { MqttLink } from './mqtt-link';

export function createGatewayPublisher(gateways: GatewaysRepo) {
  const keys = createGatewayKeys(gateways);
  let link: MqttLink | undefined;
  /** Messages published to gateways by this node (metrics). */
  let sent = 0;

  async function publishSealed(gatewayId: number, kind: 'cmd' | 'ack', body: unknown) {
    // A gateway activated on another node may be remembered here as unknown: look again before giving up.
    const g = (await keys.get(gatewayId)) ?? (await keys.get(gatewayId, true));
    if (!g || !link) throw new Error('gateway or broker unavailable');
    const topic = topicOf(gatewayId, kind);
    await link.publish(topic, seal(g.signKey, topic, body));
    sent++;
  }

  return {
    keys,
    sentCount: () => sent,
    attach: (l: MqttLink | undefined) => {
      link = l;
    },
    ack: (gatewayId: number, mac: string, seq: number) => publishSealed(gatewayId, 'ack', { mac, seq }),
    /** Sends a command; the secret of a `lock.init` travels masked with the gateway's key. */
    async send(gatewayId: number, body: CommandBody) {
      let out = body;
      if (body.cmd === 'lock.init' && typeof body.args.secret === 'string') {
        const g = (await keys.get(gatewayId)) ?? (await keys.get(gatewayId, true));
        if (!g) throw new Error('unknown gateway');
        out = { ...body, args: { ...body.args, secret: maskSecret(g.signKey, body.reqId, body.args.secret) } };
      }
      await publishSealed(gatewayId, 'cmd', out);
    },
  };
}

export type GatewayPublisher = ReturnType<typeof createGatewayPublisher>;
