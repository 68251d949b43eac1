// Alerts (issue 29): what a lock reported that its owner and authorized admins must hear at once. One schema per
// endpoint, shared by server and web: /alert/list (the caller's notifications, newest first), /alert/unreadCount,
// /alert/read (acknowledge some or all), /alert/settings and /alert/updateSettings (which alerts by message, on
// which channel, quiet hours), and /lock/updateDoorAlert (after how long an open door is an alert).
import { z } from 'zod';
import { flag, int, jsonString, paging, positiveInt } from '../schemas/common';
import { pageSchema } from '../http/envelope';
import { lockIdParam } from '../lock/lock';
import { timeZoneParam } from '../export/export';

/**
 * tamper: the tamper alarm (record 44); forcedDoor: opened without a credential (illegal unlock 29); keypadLocked:
 * the keypad locked itself after wrong codes (48); doorLeftOpen: the door open longer than the lock's alert time;
 * lowBattery: the battery fell below 20 %; carLockForced: a parking barrier moved without permission (2);
 * gatewayOffline: a gateway offline longer than its owner's alert time (the only kind about a gateway, not a lock).
 */
export const ALERT_KINDS = [
  'tamper',
  'forcedDoor',
  'keypadLocked',
  'doorLeftOpen',
  'lowBattery',
  'carLockForced',
  'gatewayOffline',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export const ALERT_CHANNELS = ['auto', 'email', 'sms', 'off'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** The door-left-open time a lock may have: off (0), or 1 minute to 24 hours. */
export const DOOR_ALERT_MIN_S = 60;
export const DOOR_ALERT_MAX_S = 86_400;
/** The gateway-offline alert time a person may set: off (0), or 5 minutes to 24 hours; 30 minutes until set. */
export const GATEWAY_OFFLINE_MIN_M = 5;
export const GATEWAY_OFFLINE_MAX_M = 1440;
export const GATEWAY_OFFLINE_DEFAULT_M = 30;

export const alertSchema = z.object({
  alertId: z.number().int(),
  kind: z.enum(ALERT_KINDS),
  lockId: z.number().int().nullable(),
  /** The lock's name when it happened ('' for a gateway's alert). */
  lockAlias: z.string(),
  /** A gateway's alert: the gateway and its name then (null and '' for a lock's). */
  gatewayId: z.number().int().nullable(),
  gatewayName: z.string(),
  occurredAt: z.number().int(),
  read: z.boolean(),
  /** Values of the alert's text (minutes the door was open, the battery level). */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type Alert = z.infer<typeof alertSchema>;

/** GET /alert/list — the caller's alerts, newest first; `unreadOnly` narrows to those not yet read. */
export const listAlertsRequestSchema = z.object({ ...paging, unreadOnly: flag().optional() });
export const listAlertsResponseSchema = pageSchema(alertSchema);

/** GET /alert/unreadCount — the number on the console's bell. */
export const unreadAlertsRequestSchema = z.object({});
export const unreadAlertsResponseSchema = z.object({ unread: z.number().int() });

/** POST /alert/read — marks the listed alerts (or, with `all`, every alert of the caller) read. */
export const readAlertsRequestSchema = z
  .object({
    alertIdList: jsonString(
      z.array(positiveInt(), { message: 'validation.invalid' }).max(200, 'validation.tooBig'),
    ).optional(),
    all: flag().optional(),
  })
  .refine((v) => v.all === true || (v.alertIdList?.length ?? 0) > 0, {
    message: 'validation.required',
    path: ['alertIdList'],
  });
export const readAlertsResponseSchema = z.object({ unread: z.number().int() });

const minuteOfDay = () => int().min(0, 'validation.tooSmall').max(1439, 'validation.tooBig');

export const alertSettingsSchema = z.object({
  /** Kinds sent by no message (they still appear in the console). */
  muted: z.array(z.enum(ALERT_KINDS)),
  channel: z.enum(ALERT_CHANNELS),
  /** No messages from `quietStart` to `quietEnd` (minutes of the day in `timeZone`); null = no quiet hours. */
  quietStart: z.number().int().nullable(),
  quietEnd: z.number().int().nullable(),
  timeZone: z.string(),
  /** Alert when one of the person's gateways stays offline this many minutes (0 = never). */
  gatewayOfflineMinutes: z.number().int(),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

/** GET /alert/settings */
export const alertSettingsRequestSchema = z.object({});
export const alertSettingsResponseSchema = alertSettingsSchema;

/** POST /alert/updateSettings — quiet hours need both ends (or neither) and differ. */
export const updateAlertSettingsRequestSchema = z
  .object({
    muted: jsonString(z.array(z.enum(ALERT_KINDS, { message: 'validation.invalid' })).max(ALERT_KINDS.length)),
    channel: z.enum(ALERT_CHANNELS, { message: 'validation.invalid' }),
    quietStart: minuteOfDay().optional(),
    quietEnd: minuteOfDay().optional(),
    timeZone: timeZoneParam(),
    /** Left out: kept as it was. */
    gatewayOfflineMinutes: int()
      .refine((m) => m === 0 || (m >= GATEWAY_OFFLINE_MIN_M && m <= GATEWAY_OFFLINE_MAX_M), {
        message: 'validation.alert.gatewayMinutes',
      })
      .optional(),
  })
  .refine(
    (v) =>
      (v.quietStart === undefined) === (v.quietEnd === undefined) &&
      (v.quietStart === undefined || v.quietStart !== v.quietEnd),
    {
      message: 'validation.alert.quietHours',
      path: ['quietEnd'],
    },
  );
export const updateAlertSettingsResponseSchema = alertSettingsSchema;

/** POST /lock/updateDoorAlert — after how long an open door is an alert (seconds; 0 = never). */
export const updateDoorAlertRequestSchema = z.object({
  lockId: lockIdParam(),
  doorAlertSeconds: int().refine((s) => s === 0 || (s >= DOOR_ALERT_MIN_S && s <= DOOR_ALERT_MAX_S), {
    message: 'validation.alert.doorSeconds',
  }),
});
export const updateDoorAlertResponseSchema = z.object({ doorAlertSeconds: z.number().int() });

/** Is `minute` (of the day) inside quiet hours start–end (which may wrap past midnight)? */
export function inQuietHours(minute: number, start: number | null, end: number | null): boolean {
  if (start === null || end === null) return false;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}
