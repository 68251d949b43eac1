// /manage/records?lockId= — unlock records of a lock (spec §2): one of keyId, keyboardPwd, cardNo, … (or our
// explicit recordType) picks what to show, else the user goes to the lock's ekey tab; filter by record type and
// search term, newest first, paged, new records arriving live. keyId shows the records of that one ekey. Export
// (issue 18) opens the lock's export page with the filter shown.
import { Alert, Button, Space, Typography } from 'antd';
import { ArrowLeftOutlined, ExportOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { appState } from '../../lib/session/appState';
import { useStore } from '../../lib/store';
import { RecordFilters } from '../../features/records/components/RecordFilters';
import { RecordTable } from '../../features/records/components/RecordTable';
import { useLockRecords } from '../../features/records/hooks/useLockRecords';
import { filterFromQuery, hasRecordQuery, keyIdFromQuery, recordsExportPath } from '../../features/records/recordTypes';

export function LockRecordsPage() {
  const [params] = useSearchParams();
  const lockId = useStore(appState, (s) => s.currentLockId);
  if (!hasRecordQuery(params)) return <Navigate to={`/manage/ekey?lockId=${lockId}`} replace />;
  // A new query (another key, another credential) starts the page over.
  return <Records key={params.toString()} lockId={lockId} params={params} />;
}

function Records({ lockId, params }: { lockId: number; params: URLSearchParams }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lock = useStore(appState, (s) => s.lock);
  const keyId = keyIdFromQuery(params);
  const [filter, setFilter] = useState(() => filterFromQuery(params));
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const records = useLockRecords({ lockId, ...filter, ...page, keyId });
  return (
    <>
      <Link to={`/manage/ekey?lockId=${lockId}`}>
        <ArrowLeftOutlined /> {lock?.lockAlias}
      </Link>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 12 }}>
        {t('records.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('records.subtitle', { name: lock?.lockAlias ?? '' })}
        <br />
        {t('records.live')}
      </Typography.Paragraph>
      {keyId !== undefined && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="records-of-key"
          message={t('records.ofKey', { keyId })}
          action={<Link to={`/manage/records?lockId=${lockId}&recordType=0`}>{t('records.allRecords')}</Link>}
        />
      )}
      <Space wrap align="start" style={{ justifyContent: 'space-between', width: '100%' }}>
        <RecordFilters
          {...filter}
          onChange={(f) => {
            setFilter(f);
            setPage((p) => ({ ...p, pageNo: 1 }));
          }}
        />
        {/* The records of one ekey are not an export's filter: export from the lock's whole records. */}
        {lock?.abilities.records && keyId === undefined && (
          <Button icon={<ExportOutlined />} onClick={() => void navigate(recordsExportPath(lockId, filter))}>
            {t('records.export')}
          </Button>
        )}
      </Space>
      {records.unseen > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('records.newRecords', { count: records.unseen })}
          action={
            <Button
              size="small"
              onClick={() => {
                records.clearUnseen();
                setPage((p) => ({ ...p, pageNo: 1 }));
              }}
            >
              {t('records.showNew')}
            </Button>
          }
        />
      )}
      <RecordTable
        records={records.data?.list ?? []}
        loading={records.isFetching && !records.data}
        load={records}
        total={records.data?.total ?? 0}
        page={page}
        onPage={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
      />
    </>
  );
}
