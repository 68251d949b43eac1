// Sends the webhook queue (issue 20) on every API node: claims due deliveries (one node each, a lease), sends each,
// and settles it — delivered on a 2xx; otherwise the next attempt on the schedule (WEBHOOK_RETRY_MS); after the last,
// failed, the endpoint switched off and its owner told by e-mail in their language. A test event goes to a switched-
// off endpoint too (that is how its owner checks it again); other events wait for it to be switched back on.
import { WEBHOOK_RETRY_MS } from '@lockconsole/shared/integrations/webhook';
import { normalizeLanguage } from '@lockconsole/shared/i18n/languages';
import { translatorFor } from '../../http/i18n';
import type { Messenger } from '../../messaging/messenger';
import type { Clock } from '../../platform/clock';
import { sendWebhook, type Attempt } from './webhook-sender';
import type { DeliveryRow, WebhooksRepo } from './webhooks.repo';

type Log = { warn: (o: object, m?: string) => void };
type Contact = { email: string | null; language: string };

const LEASE_MS = 60_000;
const BATCH = 10;

export function createWebhookRunner(d: {
  repo: WebhooksRepo;
  clock: Clock;
  messenger: Messenger;
  contactOf: (userId: number) => Promise<Contact | undefined>;
  allowPrivate: boolean;
  pollMs: number;
  log: Log;
  send?: typeof sendWebhook;
}) {
  const send = d.send ?? sendWebhook;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let closed = false;

  async function tellOwner(userId: number, url: string) {
    const c = await d.contactOf(userId);
    if (!c?.email) return;
    const t = translatorFor(normalizeLanguage(c.language) ?? 'en');
    await d.messenger.send({
      channel: 'email',
      to: c.email,
      subject: t('messages.webhook.disabled.subject'),
      text: t('messages.webhook.disabled.body', { url, attempts: WEBHOOK_RETRY_MS.length }),
    });
  }

  async function deliver(dv: DeliveryRow) {
    const ep = await d.repo.byId(dv.endpointId);
    if (!ep) return;
    const now = d.clock.now();
    if (!ep.enabled && dv.eventType !== 'test') {
      // Off: wait (it is sent if the endpoint is switched back on), without counting an attempt.
      await d.repo.settle(dv.id, { nextAttemptAt: new Date(now.getTime() + LEASE_MS) });
      return;
    }
    // An application's record callback (issue 25) is a form in the TTLock format, taken when the receiver says
    // "success" (its body); a webhook is JSON, taken on any 2xx.
    const callback = ep.openAppId !== null;
    const attempt: Attempt = await send(
      {
        url: ep.url,
        secret: ep.secret,
        body: callback ? String(dv.payload.form ?? '') : JSON.stringify(dv.payload),
        eventId: dv.eventId,
        eventType: dv.eventType,
        deliveryId: dv.id,
        contentType: callback ? 'application/x-www-form-urlencoded' : 'application/json',
      },
      d.allowPrivate,
      now.getTime(),
    );
    const attempts = [...dv.attempts, attempt];
    const taken = attempt.status !== null && attempt.status >= 200 && attempt.status < 300;
    if (taken && (!callback || attempt.excerpt.trim() === 'success')) {
      await d.repo.settle(dv.id, { status: 'delivered', attempts, deliveredAt: d.clock.now() });
      return;
    }
    const wait = WEBHOOK_RETRY_MS[attempts.length];
    if (wait !== undefined) {
      await d.repo.settle(dv.id, { attempts, nextAttemptAt: new Date(now.getTime() + wait) });
      return;
    }
    await d.repo.settle(dv.id, { status: 'failed', attempts });
    if (dv.eventType === 'test' || !ep.enabled) return;
    await d.repo.update(ep.id, { enabled: false, disabledReason: 'failing', updatedAt: d.clock.now() });
    await tellOwner(ep.userId, ep.url).catch((err: unknown) => d.log.warn({ err }, 'webhook stop not mailed'));
  }

  /** Sends what is due now; answers how many deliveries it handled. */
  async function tick(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let handled = 0;
      do {
        again = false;
        const now = d.clock.now();
        const claimed = await d.repo.claimDue(now, new Date(now.getTime() + LEASE_MS), BATCH);
        await Promise.all(
          claimed.map((dv) => deliver(dv).catch((err: unknown) => d.log.warn({ err, id: dv.id }, 'webhook delivery'))),
        );
        handled += claimed.length;
        if (claimed.length === BATCH) again = true;
      } while (again && !closed);
      return handled;
    })().finally(() => (running = undefined));
    return running;
  }

  return {
    tick,
    wake() {
      if (!closed && timer) setImmediate(() => void tick().catch(() => undefined));
    },
    start() {
      timer = setInterval(() => void tick().catch((err: unknown) => d.log.warn({ err }, 'webhook queue')), d.pollMs);
      timer.unref();
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

export type WebhookRunner = ReturnType<typeof createWebhookRunner>;
