// /manage/records?lockId= — unlock records of a lock (spec §2): filter by record type and search term (or by
// keyboardPwd, cardNo, … in the query), newest first, paged, new records arriving live.
import { Alert, Button, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { appState } from '../../lib/session/appState';
import { useStore } from '../../lib/store';
import { RecordFilters } from '../../features/records/components/RecordFilters';
import { RecordTable } from '../../features/records/components/RecordTable';
import { useLockRecords } from '../../features/records/hooks/useLockRecords';
import { filterFromQuery } from '../../features/records/recordTypes';

export function LockRecordsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const lockId = useStore(appState, (s) => s.currentLockId);
  const lock = useStore(appState, (s) => s.lock);
  const [filter, setFilter] = useState(() => filterFromQuery(params));
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const records = useLockRecords({ lockId, ...filter, ...page });
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
      <RecordFilters
        {...filter}
        onChange={(f) => {
          setFilter(f);
          setPage((p) => ({ ...p, pageNo: 1 }));
        }}
      />
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
        total={records.data?.total ?? 0}
        page={page}
        onPage={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
      />
    </>
  );
}
