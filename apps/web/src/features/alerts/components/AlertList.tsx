// The caller's alerts (issue 29), newest first and paged: what happened and where (the lock's or gateway's name then), when,
// new or read; mark some or all read. A new alert arrives at once (the stream's `alert` event).
import { Button, Checkbox, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { Alert, AlertKind } from '@lockconsole/shared/alert/alert';
import { listPagination } from '../../../components/table/listPagination';
import { useAlertList, useReadAlerts } from '../hooks/useAlerts';
import { emptyOrFailed } from '../../../components/table/emptyOrFailed';

const COLOR: Record<AlertKind, string> = {
  tamper: 'red',
  forcedDoor: 'red',
  carLockForced: 'red',
  keypadLocked: 'orange',
  doorLeftOpen: 'orange',
  lowBattery: 'gold',
  gatewayOffline: 'orange',
};

export function AlertList() {
  const { t } = useTranslation();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const list = useAlertList({ ...page, unreadOnly });
  const read = useReadAlerts();
  const rows = list.data?.list ?? [];
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Checkbox
          checked={unreadOnly}
          onChange={(e) => {
            setUnreadOnly(e.target.checked);
            setPage((p) => ({ ...p, pageNo: 1 }));
          }}
        >
          {t('alerts.unreadOnly')}
        </Checkbox>
        <Button
          disabled={selected.length === 0}
          loading={read.isPending}
          onClick={() => read.mutate({ alertIdList: selected }, { onSuccess: () => setSelected([]) })}
        >
          {t('alerts.markRead')}
        </Button>
        <Button
          disabled={rows.every((a) => a.read)}
          onClick={() => read.mutate({ all: true }, { onSuccess: () => setSelected([]) })}
        >
          {t('alerts.markAllRead')}
        </Button>
      </Space>
      <Table<Alert>
        rowKey="alertId"
        size="middle"
        loading={list.isPending}
        dataSource={rows}
        locale={{ emptyText: emptyOrFailed(list, t('alerts.empty')) }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        pagination={listPagination(page, list.data?.total ?? 0, (pageNo, pageSize) => setPage({ pageNo, pageSize }))}
        columns={[
          {
            key: 'kind',
            title: t('alerts.columns.kind'),
            width: 190,
            render: (_, a) => (
              <Tag color={COLOR[a.kind]} data-testid="alert-kind">
                {t(`alerts.kind.${a.kind}`)}
              </Tag>
            ),
          },
          {
            key: 'what',
            title: t('alerts.columns.what'),
            render: (_, a) => (
              <Typography.Text strong={!a.read}>
                {t(`alerts.text.${a.kind}`, { ...a.params, lock: a.lockAlias, gateway: a.gatewayName })}
              </Typography.Text>
            ),
          },
          {
            key: 'time',
            title: t('alerts.columns.time'),
            width: 170,
            render: (_, a) => dayjs(a.occurredAt).format('YYYY-MM-DD HH:mm:ss'),
          },
          {
            key: 'status',
            title: t('alerts.columns.status'),
            width: 100,
            render: (_, a) =>
              a.read ? (
                <Typography.Text type="secondary">{t('alerts.status.read')}</Typography.Text>
              ) : (
                <Tag color="blue">{t('alerts.status.unread')}</Tag>
              ),
          },
        ]}
      />
    </>
  );
}
