// Alerts (issue 29): the caller's notifications (their own inbox only), what they want sent and when, and a lock's
// door-left-open time (whoever manages the lock).
import {
  alertSettingsRequestSchema,
  alertSettingsResponseSchema,
  listAlertsRequestSchema,
  listAlertsResponseSchema,
  readAlertsRequestSchema,
  readAlertsResponseSchema,
  unreadAlertsRequestSchema,
  unreadAlertsResponseSchema,
  updateAlertSettingsRequestSchema,
  updateAlertSettingsResponseSchema,
  updateDoorAlertRequestSchema,
  updateDoorAlertResponseSchema,
} from '@lockconsole/shared/alert/alert';
import { defineRoute } from '../../http/route';
import type { AlertsService } from './alerts.service';

const tag = 'alert';

export const alertRoutes = (s: AlertsService) => [
  defineRoute({
    method: 'GET',
    path: '/alert/list',
    auth: 'user',
    tag,
    summary: 'The caller’s alerts (tamper, forced door, keypad locked, door left open, low battery…), newest first',
    request: listAlertsRequestSchema,
    response: listAlertsResponseSchema,
    handler: (input, ctx) => s.list(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/alert/unreadCount',
    auth: 'user',
    tag,
    summary: 'How many of the caller’s alerts are unread',
    request: unreadAlertsRequestSchema,
    response: unreadAlertsResponseSchema,
    handler: (input, ctx) => s.unread(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/alert/read',
    auth: 'user',
    tag,
    summary: 'Mark some or all of the caller’s alerts read; answers the unread count left',
    request: readAlertsRequestSchema,
    response: readAlertsResponseSchema,
    handler: (input, ctx) => s.read(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/alert/settings',
    auth: 'user',
    tag,
    summary: 'Which alerts the caller gets by message, on which channel, and their quiet hours',
    request: alertSettingsRequestSchema,
    response: alertSettingsResponseSchema,
    handler: (input, ctx) => s.settings(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/alert/updateSettings',
    auth: 'user',
    tag,
    summary: 'Change which alerts the caller gets by message, the channel and quiet hours',
    request: updateAlertSettingsRequestSchema,
    response: updateAlertSettingsResponseSchema,
    handler: (input, ctx) => s.updateSettings(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/lock/updateDoorAlert',
    auth: { lock: 'manage' },
    tag: 'lock',
    summary: 'After how long an open door is an alert (seconds, 60–86,400; 0 = never); locks with a door sensor',
    request: updateDoorAlertRequestSchema,
    response: updateDoorAlertResponseSchema,
    handler: (input, ctx) => s.updateDoorAlert(ctx, input),
  }),
];
