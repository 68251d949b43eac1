// Webhooks (issue 20): an account's endpoints, the events each wants, and the log of what was delivered. One schema
// per endpoint, shared by server and web: /webhook/create (the signing secret is in this answer only), /list,
// /update, /delete, /test (a test event now), /deliveries (the log), /replay (a failed delivery again).
// Deliveries are signed: header `x-lockconsole-signature: t=<unix s>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`.
import { z } from 'zod';
import { flag, jsonString, paging, positiveInt } from '../schemas/common';
import { pageSchema } from '../http/envelope';

/**
 * operation.finished: a command the account sent (remote unlock, a passcode …) ended, with its result;
 * record.stored: a lock the account manages stored new unlock records; alert.raised: an alert for the account
 * (tamper, forced door, low battery, gateway offline …); gateway.online / gateway.offline: one of its gateways.
 */
export const WEBHOOK_EVENT_TYPES = [
  'operation.finished',
  'record.stored',
  'alert.raised',
  'gateway.online',
  'gateway.offline',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Waits before each attempt: at once, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h; then the endpoint is disabled. */
export const WEBHOOK_RETRY_MS = [0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000] as const;
/** Endpoints an account may have. */
export const MAX_WEBHOOKS = 10;

export const urlParam = () =>
  z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(500, 'validation.tooLong')
    .refine((u) => /^https?:\/\/[^\s]+$/i.test(u), { message: 'validation.webhook.url' });
const eventTypesParam = () =>
  jsonString(
    z
      .array(z.enum(WEBHOOK_EVENT_TYPES, { message: 'validation.invalid' }), { message: 'validation.invalid' })
      .min(1, 'validation.webhook.events')
      .max(WEBHOOK_EVENT_TYPES.length, 'validation.tooBig'),
  );

export const webhookSchema = z.object({
  webhookId: z.number().int(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  /** Why it is off: 'owner' (turned off) or 'failing' (a delivery used every retry). */
  disabledReason: z.string().nullable(),
  createdAt: z.number().int(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** POST /webhook/create */
export const createWebhookRequestSchema = z.object({
  url: urlParam(),
  eventTypes: eventTypesParam(),
  description: z.string().trim().max(100, 'validation.tooLong').optional(),
});
export const createWebhookResponseSchema = webhookSchema.extend({
  /** The signing secret: shown this once. */
  secret: z.string(),
});

/** GET /webhook/list */
export const listWebhooksRequestSchema = z.object({});
export const listWebhooksResponseSchema = z.object({ list: z.array(webhookSchema) });

/** POST /webhook/update — what is given changes; turning it on again clears a 'failing' stop. */
export const updateWebhookRequestSchema = z.object({
  webhookId: positiveInt(),
  url: urlParam().optional(),
  eventTypes: eventTypesParam().optional(),
  description: z.string().trim().max(100, 'validation.tooLong').optional(),
  enabled: flag().optional(),
});
export const updateWebhookResponseSchema = webhookSchema;

/** POST /webhook/delete */
export const deleteWebhookRequestSchema = z.object({ webhookId: positiveInt() });
export const deleteWebhookResponseSchema = z.null();

/** POST /webhook/test — a `test` event to the endpoint now (also when it is off). */
export const testWebhookRequestSchema = z.object({ webhookId: positiveInt() });
export const testWebhookResponseSchema = z.object({ deliveryId: z.number().int() });

export const deliverySchema = z.object({
  deliveryId: z.number().int(),
  eventId: z.string(),
  eventType: z.string(),
  /** 'pending' (waiting for its next attempt), 'delivered', 'failed' (every retry used). */
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.array(
    z.object({
      at: z.number().int(),
      /** The receiver's HTTP status, or null when there was no answer (`error` says why). */
      status: z.number().int().nullable(),
      error: z.string().nullable(),
      /** The first 500 characters of the answer's body. */
      excerpt: z.string(),
      ms: z.number().int(),
    }),
  ),
  nextAttemptAt: z.number().int().nullable(),
  createdAt: z.number().int(),
  deliveredAt: z.number().int().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

/** GET /webhook/deliveries — the endpoint's log, newest first. */
export const listDeliveriesRequestSchema = z.object({ ...paging, webhookId: positiveInt() });
export const listDeliveriesResponseSchema = pageSchema(deliverySchema);

/** POST /webhook/replay — the delivery's event again, as a new delivery with the same event id. */
export const replayDeliveryRequestSchema = z.object({ deliveryId: positiveInt() });
export const replayDeliveryResponseSchema = z.object({ deliveryId: z.number().int() });
