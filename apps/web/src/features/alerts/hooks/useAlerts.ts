// Alerts kept live: a new alert (`alert` event) refreshes the bell's count and the list at once; reading some or all
// refreshes both. The count is also read again every minute as a safety net when the stream is down.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertSettings } from '@lockconsole/shared/alert/alert';
import { useEvent } from '../../../lib/realtime/useEvent';
import { refreshLive } from '../../../lib/realtime/refreshLive';
import { toast } from '../../../lib/toast';
import { i18n } from '../../../lib/i18n/i18n';
import { getAlertSettings, listAlerts, readAlerts, saveAlertSettings, unreadAlerts } from '../api/alertApi';

export const ALERTS_KEY = ['alerts'] as const;
const UNREAD_KEY = [...ALERTS_KEY, 'unread'] as const;
const LIST_KEY = [...ALERTS_KEY, 'list'] as const;
const SETTINGS_KEY = ['alert-settings'] as const;

function useAlertEvents() {
  const client = useQueryClient();
  useEvent('alert', () => refreshLive(client, { queryKey: ALERTS_KEY }));
}

export function useUnreadAlerts() {
  useAlertEvents();
  return useQuery({ queryKey: UNREAD_KEY, queryFn: unreadAlerts, refetchInterval: 60_000 });
}

export function useAlertList(page: { pageNo: number; pageSize: number; unreadOnly: boolean }) {
  useAlertEvents();
  return useQuery({
    queryKey: [...LIST_KEY, page],
    queryFn: () => listAlerts(page),
    placeholderData: keepPreviousData,
  });
}

export function useReadAlerts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readAlerts,
    onSuccess: () => void client.invalidateQueries({ queryKey: ALERTS_KEY }),
  });
}

export function useAlertSettings() {
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: getAlertSettings });
}

export function useSaveAlertSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (s: AlertSettings) => saveAlertSettings(s),
    onSuccess: (saved) => {
      client.setQueryData(SETTINGS_KEY, saved);
      toast.success(i18n.t('alerts.settings.saved'));
    },
  });
}
