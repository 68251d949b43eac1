// Unlock records table: lock time (newest first, as the server sorts), event, person, credential, result,
// battery; paged on the server.
import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { LockRecord } from '@lockconsole/shared/lock-record/list';
import { emptyOrFailed, type ListLoad } from '../../../components/table/emptyOrFailed';
import { eventKey } from '../recordTypes';

type Props = {
  records: LockRecord[];
  loading: boolean;
  /** The list's load: when it failed, the reason and a retry instead of the empty text. */
  load?: ListLoad;
  total: number;
  page: { pageNo: number; pageSize: number };
  onPage: (pageNo: number, pageSize: number) => void;
};

export function RecordTable({ records, loading, load, total, page, onPage }: Props) {
  const { t } = useTranslation();
  return (
    <Table<LockRecord>
      rowKey="recordId"
      size="middle"
      dataSource={records}
      loading={loading}
      scroll={{ x: 760 }}
      locale={{ emptyText: emptyOrFailed(load, t('records.empty')) }}
      pagination={{ current: page.pageNo, pageSize: page.pageSize, total, showSizeChanger: true, onChange: onPage }}
      columns={[
        {
          key: 'time',
          title: t('records.columns.time'),
          render: (_, r) => dayjs(r.lockDate).format('YYYY-MM-DD HH:mm:ss'),
        },
        {
          key: 'event',
          title: t('records.columns.event'),
          render: (_, r) => {
            const e = eventKey(r.recordType);
            return <span data-testid="record-event">{t(e.key, e.vars)}</span>;
          },
        },
        { key: 'person', title: t('records.columns.person'), render: (_, r) => r.username || r.credentialName || '—' },
        {
          key: 'credential',
          title: t('records.columns.credential'),
          render: (_, r) => (r.keyboardPwd ? <Typography.Text code>{r.keyboardPwd}</Typography.Text> : '—'),
        },
        {
          key: 'result',
          title: t('records.columns.result'),
          render: (_, r) =>
            r.success === 1 ? (
              <Tag color="green">{t('records.result.success')}</Tag>
            ) : (
              <Tag color="red">{t('records.result.failed')}</Tag>
            ),
        },
        {
          key: 'battery',
          title: t('records.columns.battery'),
          render: (_, r) => (r.electricQuantity === null ? '—' : t('records.battery', { percent: r.electricQuantity })),
        },
      ]}
    />
  );
}
