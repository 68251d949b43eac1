// Bounds on what one client can hold (#28.3, docs/security.md): the whole request (headers and body) must arrive
// within REQUEST_TIMEOUT_MS, headers within half of it (Node answers 408 and closes), checked every second
// rather than Node's default 30 s; at most MAX_CONNECTIONS_PER_SOURCE open connections per client address and
// MAX_CONNECTIONS in all, so a client that opens and trickles many connections cannot starve the others. Behind
// a proxy (TRUST_PROXY) every connection comes from the proxy: the per-address bound is the proxy's job there.
// Responses are not bounded (the event stream stays open for hours).
import http from 'node:http';
import type { Socket } from 'node:net';

export type ConnectionLimits = {
  requestTimeoutMs: number;
  /** 0: no per-address bound. */
  perSource: number;
  total: number;
};

export function limitedServerFactory(limits: ConnectionLimits) {
  return (handler: http.RequestListener) => {
    const server = http.createServer(
      {
        requestTimeout: limits.requestTimeoutMs,
        headersTimeout: Math.max(1000, Math.floor(limits.requestTimeoutMs / 2)),
        connectionsCheckingInterval: Math.min(1000, limits.requestTimeoutMs),
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
