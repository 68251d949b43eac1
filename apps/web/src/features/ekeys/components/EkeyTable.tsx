// The ekeys of one lock (spec §3 credential fields): key name and account, status, validity (lock time), sender
// and send time, remote unlock, authorized admin flag, and the row actions (kept visible at the right).
import { Table, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { EkeyItem } from '@lockconsole/shared/ekey/ekey';
import { describeValidity, lockRevokeKey, statusColor, statusKey } from '../ekeyLabels';
import { listPagination } from '../../../components/table/listPagination';

type Props = {
  keys: EkeyItem[];
  loading: boolean;
  total: number;
  page: { pageNo: number; pageSize: number };
  onPage: (pageNo: number, pageSize: number) => void;
  tz: number;
  empty: React.ReactNode;
  actions: (k: EkeyItem) => React.ReactNode;
};

export function EkeyTable({ keys, loading, total, page, onPage, tz, empty, actions }: Props) {
  const { t } = useTranslation();
  return (
    <Table<EkeyItem>
      rowKey="keyId"
      dataSource={keys}
      loading={loading}
      size="middle"
      locale={{ emptyText: empty }}
      scroll={{ x: 940 }}
      onRow={(k) => ({ 'data-testid': `ekey-row-${k.keyId}` }) as React.HTMLAttributes<HTMLElement>}
      pagination={listPagination(page, total, onPage)}
      columns={[
        {
          key: 'name',
          title: t('ekeys.list.columns.key'),
          width: 210,
          render: (_, k) => (
            <div>
              <Typography.Text strong>{k.keyName}</Typography.Text>
              <br />
              <Typography.Text type="secondary" ellipsis={{ tooltip: k.username }} style={{ maxWidth: '100%' }}>
                {k.username}
              </Typography.Text>
              {k.nickname && k.nickname !== k.username && (
                <Typography.Text type="secondary"> · {k.nickname}</Typography.Text>
              )}
              {k.remarks && (
                <div>
                  <Typography.Text type="secondary" italic style={{ fontSize: 12 }}>
                    {k.remarks}
                  </Typography.Text>
                </div>
              )}
            </div>
          ),
        },
        {
          key: 'status',
          title: t('ekeys.list.columns.status'),
          width: 160,
          render: (_, k) => (
            <div style={{ display: 'flex', flexDirection: 'column', gap: 4, alignItems: 'flex-start' }}>
              <Tag color={statusColor(k.keyStatus)} data-testid="ekey-status">
                {t(statusKey(k.keyStatus))}
              </Tag>
              {lockRevokeKey(k) && (
                <Tooltip title={t('ekeys.list.lockRevoke.help')}>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="ekey-lock-revoke">
                    {t(lockRevokeKey(k)!)}
                  </Typography.Text>
                </Tooltip>
              )}
              {lockRevokeKey(k) && k.lockRevokeReason && (
                <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="ekey-lock-revoke-cause">
                  {t('ekeys.list.lockRevoke.lastAttempt', { reason: k.lockRevokeReason })}
                </Typography.Text>
              )}
              {k.keyRight === 1 && <Tag color="purple">{t('ekeys.list.authorizedAdmin')}</Tag>}
              <Typography.Text type={k.remoteEnable === 1 ? undefined : 'secondary'} style={{ fontSize: 12 }}>
                {t(k.remoteEnable === 1 ? 'ekeys.list.remoteAllowed' : 'ekeys.list.remoteNotAllowed')}
              </Typography.Text>
            </div>
          ),
        },
        {
          key: 'validity',
          title: t('ekeys.list.columns.validity'),
          width: 200,
          render: (_, k) => <span style={{ fontSize: 13 }}>{describeValidity(k, tz, t)}</span>,
        },
        {
          key: 'sender',
          title: t('ekeys.list.columns.sender'),
          width: 180,
          render: (_, k) => (
            <div>
              <Typography.Text ellipsis={{ tooltip: k.senderUsername }} style={{ maxWidth: '100%' }}>
                {k.senderUsername || '—'}
              </Typography.Text>
              <br />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {dayjs(k.date).format('YYYY-MM-DD HH:mm')}
              </Typography.Text>
            </div>
          ),
        },
        {
          key: 'actions',
          title: t('ekeys.list.columns.actions'),
          fixed: 'right',
          width: 190,
          render: (_, k) => actions(k),
        },
      ]}
    />
  );
}
