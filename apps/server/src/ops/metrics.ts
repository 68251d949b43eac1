// /metrics (issue 24): the node's figures in the Prometheus text format (prom-client, one registry per app so
// tests and several apps in one process do not mix). HTTP requests by route, method and status with a latency
// histogram; device operations by command, outcome and failure reason with their duration; gateways online
// (counted at scrape time from the database: every node reports the same cluster-wide number); MQTT messages in
// and out of this node; unlock records stored; webhook deliveries due; the database lanes' waiting work; the event
// loop's lag and the process's memory (prom-client's default metrics). Served to loopback, or to anyone presenting
// METRICS_TOKEN as a bearer token.
import client from 'prom-client';
import type { FastifyInstance } from 'fastify';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gateways } from '../db/schema/devices';
import { webhookDeliveries } from '../db/schema/integrations';
import type { DomainEvents } from '../events/domain-events';
import { OP_STATE } from '@lockconsole/shared/devices/enums';

const isLoopback = (ip: string) => ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';

/**
 * The process's own figures (event-loop lag, memory, GC) belong to the process, not to an app: one registry, started
 * at the first scrape (a test process that builds hundreds of apps and never scrapes starts no monitors).
 */
let processRegistry: client.Registry | undefined;
function processMetrics(): client.Registry {
  if (!processRegistry) {
    processRegistry = new client.Registry();
    client.collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 20 });
  }
  return processRegistry;
}

export function registerMetrics(
  app: FastifyInstance,
  d: {
    db: Db;
    events: DomainEvents;
    token: string | undefined;
    hubStats: () => { received: number; refused: number; invalid: number; handled: number };
    sentCount: () => number;
  },
) {
  const registry = new client.Registry();

  const httpRequests = new client.Counter({
    name: 'lockconsole_http_requests_total',
    help: 'HTTP requests by route, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new client.Histogram({
    name: 'lockconsole_http_request_duration_seconds',
    help: 'HTTP request duration by route and method',
    labelNames: ['route', 'method'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const operations = new client.Counter({
    name: 'lockconsole_device_operations_total',
    help: 'Device operations ended, by command, outcome and failure reason',
    labelNames: ['command', 'outcome', 'reason'] as const,
    registers: [registry],
  });
  const operationDuration = new client.Histogram({
    name: 'lockconsole_device_operation_duration_seconds',
    help: 'Device operation duration from creation to its end, by command and outcome',
    labelNames: ['command', 'outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120],
    registers: [registry],
  });
  const records = new client.Counter({
    name: 'lockconsole_records_stored_total',
    help: 'Unlock records stored (re-deliveries excluded)',
    registers: [registry],
  });
  new client.Gauge({
    name: 'lockconsole_gateways_online',
    help: 'Gateways online (cluster-wide, from the database)',
    registers: [registry],
    async collect() {
      const [r] = await d.db.select({ n: count() }).from(gateways).where(eq(gateways.isOnline, true));
      this.set(r?.n ?? 0);
    },
  });
  new client.Gauge({
    name: 'lockconsole_webhook_deliveries_pending',
    help: 'Webhook deliveries waiting to be sent (cluster-wide)',
    registers: [registry],
    async collect() {
      const [r] = await d.db
        .select({ n: sql<number>`count(*)::int` })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.status, 'pending'));
      this.set(r?.n ?? 0);
    },
  });
  new client.Gauge({
    name: 'lockconsole_mqtt_messages_received',
    help: 'MQTT messages this node received from gateways, by what became of them',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      const s = d.hubStats();
      this.set({ result: 'handled' }, s.handled);
      this.set({ result: 'refused' }, s.refused);
      this.set({ result: 'invalid' }, s.invalid);
    },
  });
  new client.Gauge({
    name: 'lockconsole_mqtt_messages_sent',
    help: 'MQTT messages this node published to gateways (commands, acknowledgements)',
    registers: [registry],
    collect() {
      this.set(d.sentCount());
    },
  });

  d.events.on('operation.ended', (op) => {
    const outcome = op.state === OP_STATE.success ? 'success' : op.state === OP_STATE.noRetry ? 'noRetry' : 'failed';
    operations.inc({ command: op.type, outcome, reason: op.reasonKey ?? '' });
    if (op.finishedAt) operationDuration.observe({ command: op.type, outcome }, (op.finishedAt - op.createdAt) / 1000);
  });
  d.events.on('records.stored', (e) => {
    records.inc(e.records.length);
  });

  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unknown';
    if (route === '/metrics') return;
    httpRequests.inc({ route, method: req.method, status: String(reply.statusCode) });
    httpDuration.observe({ route, method: req.method }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', async (req, reply) => {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    // Through a proxy on this machine the socket is loopback too: a forwarded request needs the token.
    const local = isLoopback(req.socket.remoteAddress ?? '') && !req.headers['x-forwarded-for'];
    if (!local && !(d.token && bearer === d.token)) {
      return reply
        .code(403)
        .type('text/plain')
        .send('metrics: loopback only, or Authorization: Bearer METRICS_TOKEN\n');
    }
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(`${await processMetrics().metrics()}\n${await registry.metrics()}`);
  });
  return registry;
}
