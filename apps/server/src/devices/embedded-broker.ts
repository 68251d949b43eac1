// The embedded MQTT broker (Aedes) used when MQTT_URL is unset. Authenticates every gateway with the credentials
// from its activation and confines it to its own topics (publish gw/<id>/{status,heartbeat,scan,state,records,
// result}, subscribe gw/<id>/{cmd,ack}); the hub logs in with a per-process secret. A taken port is a clear error.
import net from 'node:net';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import { gatewayUsername, parseTopic, isUpKind } from '@lockconsole/shared/devices/topics';
import { sha256Hex } from '../platform/clock';
import type { GatewaysRepo } from '../modules/gateways/gateways.repo';

export const HUB_USERNAME = 'hub';

export type EmbeddedBroker = { port: number; host: string; close: () => Promise<void> };

type Who = { kind: 'hub' } | { kind: 'gateway'; gatewayId: number };

function authError(): AuthenticateError {
  const e = new Error('bad username or password') as AuthenticateError;
  e.returnCode = 4;
  return e;
}

export async function startEmbeddedBroker(o: {
  host: string;
  port: number;
  hubPassword: string;
  gateways: GatewaysRepo;
  log: { warn: (o: object, m?: string) => void };
}): Promise<EmbeddedBroker> {
  const who = new WeakMap<Client, Who>();
  const broker = await Aedes.createBroker({
    authenticate: (client, username, password, done) => {
      const pw = password?.toString('utf8') ?? '';
      if (username === HUB_USERNAME) {
        if (pw === o.hubPassword) {
          who.set(client, { kind: 'hub' });
          return done(null, true);
        }
        return done(authError(), false);
      }
      const id = Number(username);
      if (!username || !Number.isSafeInteger(id) || gatewayUsername(id) !== username) return done(authError(), false);
      o.gateways
        .find(id)
        .then((g) => {
          if (g && g.mqttPasswordHash === sha256Hex(pw)) {
            who.set(client, { kind: 'gateway', gatewayId: id });
            done(null, true);
          } else done(authError(), false);
        })
        .catch(() => done(authError(), false));
    },
    authorizePublish: (client, packet, done) => {
      const w = client ? who.get(client) : undefined;
      const t = parseTopic(packet.topic);
      const ok =
        w?.kind === 'hub'
          ? t !== null && !isUpKind(t.kind)
          : w?.kind === 'gateway' && t !== null && t.gatewayId === w.gatewayId && isUpKind(t.kind);
      if (!ok) {
        o.log.warn({ topic: packet.topic, client: client?.id }, 'MQTT publish refused');
        return done(new Error('not authorized'));
      }
      done(null);
    },
    authorizeSubscribe: (client, sub, done) => {
      const w = who.get(client);
      const m = /^gw\/(\+|[1-9][0-9]*)\/([a-z]+)$/.exec(sub.topic);
      const ok =
        m !== null &&
        (w?.kind === 'hub'
          ? m[1] === '+' && isUpKind(m[2]!)
          : w?.kind === 'gateway' && m[1] === String(w.gatewayId) && !isUpKind(m[2]!));
      if (!ok) {
        o.log.warn({ topic: sub.topic, client: client.id }, 'MQTT subscribe refused');
        return done(null, null); // SUBACK 0x80 for this filter
      }
      done(null, sub);
    },
  });
  // No Nagle delay: MQTT packets are small and latency matters more than coalescing.
  const server = net.createServer({ noDelay: true }, broker.handle as (s: net.Socket) => void);
  const sockets = new Set<net.Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      broker.close();
      reject(
        err.code === 'EADDRINUSE'
          ? new Error(
              `MQTT port ${o.port} on ${o.host} is already in use: set MQTT_PORT to a free port, or MQTT_URL to use an external broker`,
            )
          : err,
      );
    });
    server.listen(o.port, o.host, () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    host: o.host,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => broker.close(() => resolve()));
      }),
  };
}
