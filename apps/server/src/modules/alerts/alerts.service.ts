// Alerts (issue 29): raised from what locks report (alert-sources.ts) and from two sweeps (doors left open, gateways
// offline too long); stored once per event, put in the inbox of everyone who manages the lock (owner and authorized
// admins, as they are at that moment; a gateway's alert goes to its owner), heard live by their consoles (`alert` events), and sent to each by e-mail or SMS as their settings say
// (alert-delivery.ts). The inbox is the caller's own: reading, counting and acknowledging never reach another's.
import { GATEWAY_OFFLINE_DEFAULT_M, type AlertKind, type AlertSettings } from '@lockconsole/shared/alert/alert';
import type { z } from 'zod';
import type {
  listAlertsRequestSchema,
  readAlertsRequestSchema,
  updateAlertSettingsRequestSchema,
  updateDoorAlertRequestSchema,
} from '@lockconsole/shared/alert/alert';
import type { LockContext, UserContext } from '../../http/context';
import { fail } from '../../http/errors';
import { pageOf, windowOf } from '../../http/paging';
import type { Clock } from '../../platform/clock';
import type { EventBus } from '../../realtime/event-bus';
import type { DomainEvents } from '../../events/domain-events';
import type { LocksRepo } from '../locks/locks.repo';
import type { AlertDelivery, Contact } from './alert-delivery';
import type { AlertsRepo, AlertSettingsRow } from './alerts.repo';

type Log = { warn: (o: object, m?: string) => void };

export type RaiseAlert = {
  kind: AlertKind;
  /** The event's identity (never two alerts for one). */
  dedupe: string;
  occurredAt: Date;
  params?: Record<string, string | number>;
} & (
  | { lock: { id: number; userId: number; lockAlias: string }; gateway?: undefined }
  | { gateway: { id: number; userId: number; gatewayName: string }; lock?: undefined }
);

const DEFAULTS: AlertSettings = {
  muted: [],
  channel: 'auto',
  quietStart: null,
  quietEnd: null,
  timeZone: 'UTC',
  gatewayOfflineMinutes: GATEWAY_OFFLINE_DEFAULT_M,
};

const present = (s: AlertSettingsRow | undefined): AlertSettings =>
  s
    ? {
        muted: s.muted as AlertSettings['muted'],
        channel: s.channel as AlertSettings['channel'],
        quietStart: s.quietStart,
        quietEnd: s.quietEnd,
        timeZone: s.timeZone,
        gatewayOfflineMinutes: s.gatewayOfflineMinutes,
      }
    : DEFAULTS;

export function createAlertsService(d: {
  repo: AlertsRepo;
  locks: LocksRepo;
  managersOf: (lockId: number) => Promise<number[]>;
  contactOf: (userId: number) => Promise<Contact | undefined>;
  deliver: AlertDelivery;
  bus: EventBus;
  events?: DomainEvents;
  clock: Clock;
  log: Log;
  sweepEveryMs: number;
}) {
  let timer: NodeJS.Timeout | undefined;

  async function raise(a: RaiseAlert): Promise<number | undefined> {
    const owner = a.lock ? a.lock.userId : a.gateway.userId;
    const params = { ...(a.lock ? { lock: a.lock.lockAlias } : { gateway: a.gateway.gatewayName }), ...a.params };
    const row = await d.repo.insertOnce({
      kind: a.kind,
      lockId: a.lock?.id ?? null,
      gatewayId: a.gateway?.id ?? null,
      ownerId: owner,
      dedupe: a.dedupe,
      params,
      occurredAt: a.occurredAt,
    });
    if (!row) return undefined;
    const people = a.lock ? await d.managersOf(a.lock.id).catch(() => [owner]) : [owner];
    const recipients = people.length ? people : [owner];
    const settings = new Map((await d.repo.settingsOf(recipients)).map((s) => [s.userId, s]));
    const now = d.clock.now();
    const inbox = [];
    for (const userId of recipients) {
      let sent: string;
      try {
        sent = await d.deliver(
          { kind: a.kind, occurredAt: a.occurredAt, params },
          await d.contactOf(userId),
          settings.get(userId),
          now,
        );
      } catch (err) {
        d.log.warn({ err, alertId: row.id, userId }, 'alert message not sent');
        sent = 'none';
      }
      inbox.push({ userId, alertId: row.id, sent });
    }
    await d.repo.addInbox(inbox);
    for (const userId of recipients) {
      // No lockId in the data: each person gets exactly this one event (the lock audience adds no copies).
      await d.bus.publish({ userId, type: 'alert', data: { alertId: row.id, kind: a.kind } });
    }
    await d.events?.emit('alert.raised', {
      alertId: row.id,
      kind: a.kind,
      lockId: row.lockId,
      gatewayId: row.gatewayId,
      params,
      occurredAt: a.occurredAt.getTime(),
      recipients,
    });
    return row.id;
  }

  /** Doors open longer than their lock's alert time: one alert per opening (its moment is in the identity). */
  async function sweepDoors() {
    const now = d.clock.now();
    for (const l of await d.repo.doorsOpenTooLong(now)) {
      await raise({
        kind: 'doorLeftOpen',
        lock: l,
        dedupe: `doorLeftOpen:${l.id}:${l.doorStateAt!.getTime()}`,
        occurredAt: now,
        params: { minutes: Math.round(l.doorAlertSeconds / 60) },
      });
    }
  }

  /** Gateways offline longer than their owner's alert time: one alert per time it went offline. */
  async function sweepGateways() {
    const now = d.clock.now();
    for (const g of await d.repo.gatewaysOfflineTooLong(now)) {
      await raise({
        kind: 'gatewayOffline',
        gateway: g,
        dedupe: `gatewayOffline:${g.id}:${g.onlineChangedAt.getTime()}`,
        occurredAt: now,
        params: { minutes: g.minutes },
      });
    }
  }

  async function sweep() {
    await sweepDoors();
    await sweepGateways();
  }

  return {
    raise,
    sweep,
    sweepDoors,
    sweepGateways,

    async list(ctx: UserContext, q: z.infer<typeof listAlertsRequestSchema>) {
      const { rows, total } = await d.repo.list(ctx.session.userId, {
        ...windowOf(q),
        unreadOnly: q.unreadOnly ?? false,
      });
      const list = rows.map(({ a, readAt }) => ({
        alertId: a.id,
        kind: a.kind as AlertKind,
        lockId: a.lockId,
        lockAlias: String(a.params.lock ?? ''),
        gatewayId: a.gatewayId,
        gatewayName: String(a.params.gateway ?? ''),
        occurredAt: a.occurredAt.getTime(),
        read: readAt !== null,
        params: a.params,
      }));
      return pageOf(list, total, q);
    },

    async unread(ctx: UserContext, _q: Record<string, never>) {
      return { unread: await d.repo.unread(ctx.session.userId) };
    },

    async read(ctx: UserContext, input: z.infer<typeof readAlertsRequestSchema>) {
      await d.repo.markRead(ctx.session.userId, input.all ? 'all' : (input.alertIdList ?? []), d.clock.now());
      return { unread: await d.repo.unread(ctx.session.userId) };
    },

    async settings(ctx: UserContext, _q: Record<string, never>) {
      return present(await d.repo.settings(ctx.session.userId));
    },

    async updateSettings(ctx: UserContext, input: z.infer<typeof updateAlertSettingsRequestSchema>) {
      const kept = input.gatewayOfflineMinutes === undefined ? await d.repo.settings(ctx.session.userId) : undefined;
      const saved = await d.repo.saveSettings(
        {
          userId: ctx.session.userId,
          muted: [...new Set(input.muted)],
          channel: input.channel,
          quietStart: input.quietStart ?? null,
          quietEnd: input.quietEnd ?? null,
          timeZone: input.timeZone,
          gatewayOfflineMinutes:
            input.gatewayOfflineMinutes ?? kept?.gatewayOfflineMinutes ?? GATEWAY_OFFLINE_DEFAULT_M,
        },
        d.clock.now(),
      );
      return present(saved);
    },

    async updateDoorAlert(ctx: LockContext, input: z.infer<typeof updateDoorAlertRequestSchema>) {
      if (!ctx.lock.lock.doorSensor) throw fail('noDoorSensor');
      await d.locks.setDoorAlert(input.lockId, input.doorAlertSeconds);
      return { doorAlertSeconds: input.doorAlertSeconds };
    },

    start() {
      timer = setInterval(
        () => void sweep().catch((err: unknown) => d.log.warn({ err }, 'alert sweep')),
        d.sweepEveryMs,
      );
      timer.unref();
    },
    close() {
      if (timer) clearInterval(timer);
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
