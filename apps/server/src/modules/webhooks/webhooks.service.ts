// Webhook endpoints of an account (issue 20): made (the URL checked against private targets, the signing secret
// shown once), listed, changed (turning one on again clears a stop for failing), deleted; a test event on demand;
// the delivery log; a failed delivery sent again. `publish` puts an event in the queue for every endpoint of the
// given accounts that wants it (webhook-runner.ts sends them).
import crypto from 'node:crypto';
import type { z } from 'zod';
import {
  MAX_WEBHOOKS,
  type createWebhookRequestSchema,
  type deleteWebhookRequestSchema,
  type Delivery,
  type listDeliveriesRequestSchema,
  type replayDeliveryRequestSchema,
  type testWebhookRequestSchema,
  type updateWebhookRequestSchema,
  type Webhook,
  type WebhookEventType,
} from '@lockconsole/shared/integrations/webhook';
import type { UserContext } from '../../http/context';
import { fail } from '../../http/errors';
import { pageOf, windowOf } from '../../http/paging';
import type { Clock, Random } from '../../platform/clock';
import { checkTarget } from './webhook-address';
import type { QuietAccounts } from './quiet-accounts';
import type { DeliveryRow, EndpointRow, WebhooksRepo } from './webhooks.repo';

const present = (e: EndpointRow): Webhook => ({
  webhookId: e.id,
  url: e.url,
  description: e.description,
  eventTypes: e.eventTypes as WebhookEventType[],
  enabled: e.enabled,
  disabledReason: e.disabledReason,
  createdAt: e.createdAt.getTime(),
});

const presentDelivery = (d: DeliveryRow): Delivery => ({
  deliveryId: d.id,
  eventId: d.eventId,
  eventType: d.eventType,
  status: d.status as Delivery['status'],
  attempts: d.attempts,
  nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt.getTime() : null,
  createdAt: d.createdAt.getTime(),
  deliveredAt: d.deliveredAt ? d.deliveredAt.getTime() : null,
});

export function createWebhooksService(d: {
  repo: WebhooksRepo;
  clock: Clock;
  random: Random;
  allowPrivate: boolean;
  /** The runner looks at the queue now (this node). */
  wake: () => void;
  /** Accounts known to have no endpoint for an event type (asked first by `publish`). */
  quiet: QuietAccounts;
  /** Every node forgets that the account had no endpoint (after a webhook is made or changed). */
  changed: (userId: number) => Promise<unknown>;
}) {
  async function target(url: string) {
    const problem = await checkTarget(url, d.allowPrivate);
    if (problem) throw fail('webhookUrlRefused', { host: problem.host });
  }

  async function own(ctx: UserContext, id: number) {
    const e = await d.repo.own(ctx.session.userId, id);
    if (!e) throw fail('webhookNotFound');
    return e;
  }

  const event = (type: string, data: Record<string, unknown>) => {
    const at = d.clock.now();
    return { id: `evt_${crypto.randomUUID()}`, type, createdAt: at.getTime(), data };
  };

  async function enqueueFor(endpoints: EndpointRow[], ev: ReturnType<typeof event>) {
    const rows = await d.repo.enqueue(
      endpoints.map((e) => ({
        endpointId: e.id,
        eventId: ev.id,
        eventType: ev.type,
        payload: ev,
        nextAttemptAt: d.clock.now(),
      })),
    );
    if (rows.length) d.wake();
    return rows;
  }

  return {
    async create(ctx: UserContext, input: z.infer<typeof createWebhookRequestSchema>) {
      if ((await d.repo.count(ctx.session.userId)) >= MAX_WEBHOOKS) throw fail('webhookLimit', { max: MAX_WEBHOOKS });
      await target(input.url);
      const secret = `whsec_${d.random.token(24)}`;
      const now = d.clock.now();
      const row = await d.repo.insert({
        userId: ctx.session.userId,
        url: input.url,
        description: input.description ?? '',
        eventTypes: [...new Set(input.eventTypes)],
        secret,
        createdAt: now,
        updatedAt: now,
      });
      await d.changed(ctx.session.userId);
      return { ...present(row), secret };
    },

    async list(ctx: UserContext, _q: Record<string, never>) {
      return { list: (await d.repo.list(ctx.session.userId)).map(present) };
    },

    async update(ctx: UserContext, input: z.infer<typeof updateWebhookRequestSchema>) {
      await own(ctx, input.webhookId);
      if (input.url !== undefined) await target(input.url);
      const row = await d.repo.update(input.webhookId, {
        ...(input.url !== undefined ? { url: input.url } : {}),
        ...(input.eventTypes !== undefined ? { eventTypes: [...new Set(input.eventTypes)] } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.enabled !== undefined
          ? { enabled: input.enabled, disabledReason: input.enabled ? null : 'owner' }
          : {}),
        updatedAt: d.clock.now(),
      });
      await d.changed(ctx.session.userId);
      return present(row!);
    },

    async remove(ctx: UserContext, input: z.infer<typeof deleteWebhookRequestSchema>) {
      if (!(await d.repo.remove(ctx.session.userId, input.webhookId))) throw fail('webhookNotFound');
      return null;
    },

    async test(ctx: UserContext, input: z.infer<typeof testWebhookRequestSchema>) {
      const e = await own(ctx, input.webhookId);
      const [row] = await enqueueFor([e], event('test', { webhookId: e.id, message: 'A test event from the console' }));
      return { deliveryId: row!.id };
    },

    /** An endpoint's log; an application's record callback (issue 25) is read here too. */
    async deliveries(ctx: UserContext, q: z.infer<typeof listDeliveriesRequestSchema>) {
      const e = await d.repo.ownAny(ctx.session.userId, q.webhookId);
      if (!e) throw fail('webhookNotFound');
      const { rows, total } = await d.repo.deliveries(e.id, windowOf(q));
      return pageOf(rows.map(presentDelivery), total, q);
    },

    async replay(ctx: UserContext, input: z.infer<typeof replayDeliveryRequestSchema>) {
      const old = await d.repo.ownDelivery(ctx.session.userId, input.deliveryId);
      if (!old) throw fail('webhookNotFound');
      if (old.status !== 'failed') throw fail('deliveryNotFailed');
      const [row] = await d.repo.enqueue([
        {
          endpointId: old.endpointId,
          eventId: old.eventId,
          eventType: old.eventType,
          payload: old.payload,
          nextAttemptAt: d.clock.now(),
        },
      ]);
      d.wake();
      return { deliveryId: row!.id };
    },

    /** Queues an event for every enabled endpoint of these accounts that wants it. */
    async publish(userIds: number[], type: WebhookEventType, data: Record<string, unknown>) {
      const endpoints = await d.quiet.ask(
        userIds,
        type,
        (ids) => d.repo.subscribed(ids, type),
        (e) => e.userId,
      );
      if (endpoints.length) await enqueueFor(endpoints, event(type, data));
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
