// Record callbacks of TTLock-compatible applications (issue 25, CONTRACT.md "The record callback"): every batch of
// records stored for a lock is posted to the callback URL of each live application a manager of the lock (owner,
// authorized admin) is signed in to — form-encoded, `notifyType=1`, `lockId`, `lockMac`, `admin`, `records` as JSON
// text. The callback rides the webhook queue (an endpoint row per application, not in the webhook list): at least
// once, retried on its schedule, logged, and paused with an e-mail to the application's owner after the last retry;
// the receiver's body "success" marks it delivered (webhook-runner.ts).
import crypto from 'node:crypto';
import type { DomainEvents } from '../../events/domain-events';
import type { StoredRecord } from '../../events/event-map';
import type { Clock, Random } from '../../platform/clock';
import type { QuietAccounts } from '../webhooks/quiet-accounts';
import type { WebhooksRepo } from '../webhooks/webhooks.repo';
import type { OpenAppRow, OpenAppsRepo } from './open-apps.repo';

export const CALLBACK_EVENT = 'ttlock.records';

export function createOpenAppCallbacks(d: {
  repo: OpenAppsRepo;
  webhooks: WebhooksRepo;
  wake: () => void;
  clock: Clock;
  random: Random;
  /**
   * Every node forgets that the account had no callback (webhooks/quiet-accounts.ts). The `apps` CLI has no line to
   * the running nodes: what it changes reaches their memory of "none" within its minute.
   */
  changed?: (userId: number) => Promise<unknown>;
}) {
  return {
    /** The application's callback endpoint follows its callback URL (made, moved and switched on again, or removed). */
    async sync(app: Pick<OpenAppRow, 'id' | 'userId' | 'name' | 'callbackUrl'>) {
      const existing = await d.webhooks.byOpenApp(app.id);
      const now = d.clock.now();
      if (!app.callbackUrl) {
        if (existing) await d.webhooks.removeById(existing.id);
        return;
      }
      if (existing) {
        await d.webhooks.update(existing.id, {
          url: app.callbackUrl,
          description: app.name,
          enabled: true,
          disabledReason: null,
          updatedAt: now,
        });
        await d.changed?.(app.userId);
        return;
      }
      await d.webhooks.insert({
        userId: app.userId,
        url: app.callbackUrl,
        description: app.name,
        // Never picked by the webhook subscriptions: the callbacks below enqueue for it directly.
        eventTypes: [],
        secret: `whsec_${d.random.token(24)}`,
        openAppId: app.id,
        createdAt: now,
        updatedAt: now,
      });
      await d.changed?.(app.userId);
    },

    /** Hears stored records (once in the cluster) and queues one callback per application for the batch. */
    follow(events: DomainEvents, quiet: QuietAccounts) {
      events.on('records.stored', async ({ lock, records, managers }) => {
        if (!records.length) return;
        const signedIn = await quiet.ask(
          managers.length ? managers : [lock.userId],
          CALLBACK_EVENT,
          (ids) => d.repo.callbacksFor(ids, d.clock.now()),
          (t) => t.userId,
        );
        // One callback per application, however many of the managers are signed in to it.
        const targets = [...new Map(signedIn.map((t) => [t.endpointId, t])).values()];
        if (!targets.length) return;
        const form = await formOf(lock.id, records);
        if (!form) return;
        const eventId = `evt_${crypto.randomUUID()}`;
        const rows = await d.webhooks.enqueue(
          targets.map((t) => ({
            endpointId: t.endpointId,
            eventId,
            eventType: CALLBACK_EVENT,
            payload: { form, lockId: lock.id, count: records.length },
            nextAttemptAt: d.clock.now(),
          })),
        );
        if (rows.length) d.wake();
      });
    },
  };

  async function formOf(lockId: number, records: StoredRecord[]): Promise<string | undefined> {
    const lock = await d.repo.lockForCallback(lockId);
    if (!lock) return undefined;
    const uids = [...new Set(records.map((r) => r.operatorUid).filter((u): u is number => u !== null))];
    const names = await d.repo.namesOf(uids);
    const items = records.map((r) => ({
      lockId,
      lockMac: lock.lockMac,
      recordType: r.recordType,
      recordTypeFromLock: r.recordType,
      success: r.success ? 1 : 0,
      username: (r.operatorUid !== null && names.get(r.operatorUid)) || '',
      keyboardPwd: r.keyboardPwd,
      lockDate: r.lockDate.getTime(),
      serverDate: r.serverDate.getTime(),
      electricQuantity: r.electricQuantity ?? -1,
    }));
    return new URLSearchParams({
      notifyType: '1',
      lockId: String(lockId),
      lockMac: lock.lockMac,
      admin: lock.email ?? lock.mobile ?? '',
      records: JSON.stringify(items),
    }).toString();
  }
}

export type OpenAppCallbacks = ReturnType<typeof createOpenAppCallbacks>;
