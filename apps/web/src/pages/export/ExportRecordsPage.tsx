// Unlock record exports (issue 18). /manage/exportRecord?lockId= — one lock's records (its owner and authorized
// admins), starting with the filter the records page carried (recordType, searchStr). /console/exportRecord — the
// records of several locks at once (spec §6: the caller's own locks only). Both show the export log below.
import { Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { appState } from '../../lib/session/appState';
import { useStore } from '../../lib/store';
import { ExportForm } from '../../features/exports/components/ExportForm';
import { ExportList } from '../../features/exports/components/ExportList';
import { OwnLocksExport } from '../../features/exports/components/OwnLocksExport';
import { EXPORT_RECORDS_PATH, ExportTabs } from '../../features/exports/components/ExportTabs';
import { QUERY_TYPES, exportFilterFromQuery } from '../../features/records/recordTypes';

export function LockExportRecordsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const lockId = useStore(appState, (s) => s.currentLockId);
  const lock = useStore(appState, (s) => s.lock);
  const [filter] = useState(() => exportFilterFromQuery(params));
  // A new export shows the log from its first page.
  const [started, setStarted] = useState(0);
  const back = new URLSearchParams({ lockId: String(lockId), recordType: String(filter.recordType) });
  return (
    <>
      <Link to={`/manage/records?${back.toString()}`}>
        <ArrowLeftOutlined /> {t('records.title')}
      </Link>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 12 }}>
        {t('exports.title.lockRecords')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('exports.intro.lockRecords', { name: lock?.lockAlias ?? '' })}
      </Typography.Paragraph>
      <ExportForm
        kind="records"
        lockIds={lockId ? [lockId] : []}
        recordTypes={QUERY_TYPES}
        initialFilter={filter}
        onStarted={() => setStarted((n) => n + 1)}
      />
      <ExportList key={started} />
    </>
  );
}

export function BatchExportRecordsPage() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {t('exports.title.records')}
      </Typography.Title>
      <ExportTabs active={EXPORT_RECORDS_PATH} />
      <Typography.Paragraph type="secondary">{t('exports.intro.records')}</Typography.Paragraph>
      <OwnLocksExport kind="records" recordTypes={QUERY_TYPES} />
    </>
  );
}
