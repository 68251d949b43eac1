// Bounds on what one client can hold (#28.3, docs/security.md): the whole request (headers and body) must arrive
// within REQUEST_TIMEOUT_MS, headers within half of it (Node answers 408 and closes), checked every second
// rather than Node's default 30 s; at most MAX_CONNECTIONS_PER_SOURCE open connections per client address and
// MAX_CONNECTIONS in all, so a client that opens and trickles many connections cannot starve the others. Behind
// a proxy (TRUST_PROXY) every connection comes from the proxy: the per-address bound is the proxy's job there.
// Responses are not bounded (the event stream stays open for hours).
// An idle keep-alive connection stays open KEEP_ALIVE_MS (72 s, Fastify's own default, which a server factory does
// not get): longer than the idle timeouts of the proxies in front (HAProxy, nginx, cloud balancers: 60 s), so the
// server never closes a connection a proxy is about to reuse. Node's 5 s default did, and under load even a client
// that honours the `Keep-Alive: timeout` hint sent a request on a socket the server was closing (ECONNRESET in CI).
import http from 'node:http';
import type { Socket } from 'node:net';

export type ConnectionLimits = {
  requestTimeoutMs: number;
  /** 0: no per-address bound. */
  perSource: number;
  total: number;
};

export const KEEP_ALIVE_MS = 72_000;

export function limitedServerFactory(limits: ConnectionLimits) {
  return (handler: http.RequestListener) => {
    const server = http.createServer(
      {
        requestTimeout: limits.requestTimeoutMs,
        headersTimeout: Math.max(1000, Math.floor(limits.requestTimeoutMs / 2)),
        connectionsCheckingInterval: Math.min(1000, limits.requestTimeoutMs),
        keepAliveTimeout: KEEP_ALIVE_MS,
      },
      handler,
    );
    server.maxConnections = limits.total;
    const open = new Map<string, number>();
    server.on('connection', (socket: Socket) => {
      if (!limits.perSource) return;
      const source = socket.remoteAddress ?? '';
      const n = (open.get(source) ?? 0) + 1;
      if (n > limits.perSource) {
        socket.destroy();
        return;
      }
      open.set(source, n);
      socket.once('close', () => {
        const left = (open.get(source) ?? 1) - 1;
        if (left > 0) open.set(source, left);
        else open.delete(source);
      });
    });
    return server;
  };
}
