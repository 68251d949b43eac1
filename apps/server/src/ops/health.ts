// Liveness and readiness (issue 24), cheap enough to poll every second. `/api/health`: the process answers.
// `/api/ready`: this node should get traffic — the database answers, the device hub holds its broker connection (once
// it was started), and the node is not draining (SIGTERM: main.ts). 200 with {status: 'ready'} or 503 with the checks
// that failed, so a load balancer stops sending before the node stops listening.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export type Lifecycle = { draining: boolean };

export function registerHealth(
  app: FastifyInstance,
  d: { db: Db; lifecycle: Lifecycle; hubStarted: () => boolean; hubConnected: () => boolean },
) {
  app.get('/api/health', async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/api/ready', async (_req, reply) => {
    const database = await d.db
      .execute(sql`select 1`)
      .then(() => true)
      .catch(() => false);
    const broker = !d.hubStarted() || d.hubConnected();
    const checks = { database, broker, draining: d.lifecycle.draining };
    const ready = database && broker && !d.lifecycle.draining;
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'notReady', checks });
  });
}
