// Alert endpoints (issue 29; schemas in @lockconsole/shared/alert/alert): the caller's alerts, the unread count,
// acknowledging, the message settings, and a lock's door-left-open time.
import type { z } from 'zod';
import type {
  AlertSettings,
  listAlertsResponseSchema,
  readAlertsResponseSchema,
  unreadAlertsResponseSchema,
  updateDoorAlertResponseSchema,
} from '@lockconsole/shared/alert/alert';
import { apiGet, apiPost } from '../../../lib/api/client';

export type AlertPage = z.infer<typeof listAlertsResponseSchema>;

export const listAlerts = (req: { pageNo: number; pageSize: number; unreadOnly: boolean }) =>
  apiGet<AlertPage>('/alert/list', { ...req, unreadOnly: req.unreadOnly ? 1 : 0 }, { silent: true });

export const unreadAlerts = () =>
  apiGet<z.infer<typeof unreadAlertsResponseSchema>>('/alert/unreadCount', {}, { silent: true });

export const readAlerts = (req: { alertIdList: number[] } | { all: true }) =>
  apiPost<z.infer<typeof readAlertsResponseSchema>>(
    '/alert/read',
    'all' in req ? { all: 1 } : { alertIdList: req.alertIdList },
  );

export const getAlertSettings = () => apiGet<AlertSettings>('/alert/settings', {}, { silent: true });

export const saveAlertSettings = (s: AlertSettings) =>
  apiPost<AlertSettings>('/alert/updateSettings', {
    muted: s.muted,
    channel: s.channel,
    timeZone: s.timeZone,
    gatewayOfflineMinutes: s.gatewayOfflineMinutes,
    ...(s.quietStart !== null && s.quietEnd !== null ? { quietStart: s.quietStart, quietEnd: s.quietEnd } : {}),
  });

export const updateDoorAlert = (lockId: number, doorAlertSeconds: number) =>
  apiPost<z.infer<typeof updateDoorAlertResponseSchema>>('/lock/updateDoorAlert', { lockId, doorAlertSeconds });
