// The export log kept live: the stream's `export` events move a listed job's progress at once (and an ended job is
// read again for its file name, expiry or error); while a job is queued or running the list also polls — often
// when the stream is down, now and then as a safety net (jobs of authorized admins on the owner's locks send the
// owner no events).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useEvent } from '../../../lib/realtime/useEvent';
import { refreshLive } from '../../../lib/realtime/refreshLive';
import { streamState } from '../../../lib/realtime/eventStream';
import { useStore } from '../../../lib/store';
import { toast } from '../../../lib/toast';
import { i18n } from '../../../lib/i18n/i18n';
import {
  cancelExport,
  createExport,
  estimateExport,
  exportDownloadLink,
  exportUserCount,
  listExports,
  type CreateExportRequest,
  type EstimateExportRequest,
  type ExportPage,
} from '../api/exportApi';
import { applyExportEvent, endsJob, isActive, parseExportEvent } from '../exportView';

export const EXPORTS_KEY = ['exports'] as const;
const LIST_KEY = [...EXPORTS_KEY, 'list'] as const;

export type ExportListPage = { pageNo: number; pageSize: number };

export function useExportList(page: ExportListPage) {
  const client = useQueryClient();
  const stream = useStore(streamState, (s) => s.status);
  const query = useQuery({
    queryKey: [...LIST_KEY, page],
    queryFn: () => listExports(page),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.list.some(isActive) ? (stream === 'open' ? 5000 : 1500) : false),
  });
  useEvent('export', (data) => {
    const e = parseExportEvent(data);
    if (!e) return;
    let found = false;
    client.setQueriesData<ExportPage>({ queryKey: LIST_KEY }, (old) => {
      if (!old) return old;
      const r = applyExportEvent(old, e);
      found ||= r.found;
      return r.page;
    });
    if (!found || endsJob(e)) refreshLive(client, { queryKey: LIST_KEY });
  });
  return query;
}

/** The value once it has stayed the same for `ms` (typing a search term asks for one estimate, not ten). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as T), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return settled;
}

/** How many rows the export would hold and the most one may hold; null: nothing to estimate yet. */
export function useExportEstimate(req: EstimateExportRequest | null) {
  const settled = useSettled(req, 400);
  const pending = JSON.stringify(settled) !== JSON.stringify(req);
  const query = useQuery({
    queryKey: [...EXPORTS_KEY, 'estimate', settled],
    queryFn: () => estimateExport(settled!),
    enabled: settled !== null,
    retry: false,
    staleTime: 10_000,
  });
  return { ...query, settling: pending || query.isFetching };
}

/** How many lock users the chosen locks have (shown beside the lock-user export's rows). */
export function useExportUserCount(lockIds: number[]) {
  const settled = useSettled(lockIds, 400);
  return useQuery({
    queryKey: [...EXPORTS_KEY, 'userCount', settled],
    queryFn: () => exportUserCount(settled),
    enabled: settled.length > 0,
    retry: false,
    staleTime: 10_000,
  });
}

/** Starts an export; the log shows it from its first page. */
export function useStartExport(onStarted?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (req: CreateExportRequest) => createExport(req),
    onSuccess: async () => {
      toast.success(i18n.t('exports.form.started'));
      onStarted?.();
      await client.invalidateQueries({ queryKey: LIST_KEY });
    },
  });
}

export function useCancelExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (exportId: number) => cancelExport(exportId),
    onSuccess: async () => {
      toast.success(i18n.t('exports.list.canceled'));
      await client.invalidateQueries({ queryKey: LIST_KEY });
    },
  });
}

/** Asks for a short-lived link to the file and lets the browser download it (the server names the file). */
export function useDownloadExport() {
  return useMutation({
    mutationFn: async (exportId: number) => {
      const { url } = await exportDownloadLink(exportId);
      const a = document.createElement('a');
      a.href = url;
      a.download = '';
      a.rel = 'noopener';
      document.body.appendChild(a);
      a.click();
      a.remove();
    },
  });
}
