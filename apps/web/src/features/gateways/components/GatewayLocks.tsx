// Locks one gateway hears (initialized or not) with their signal: the expanded row of the gateway table.
import { Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { GatewayLock } from '@lockconsole/shared/gateway/gateway';
import { SignalGrade } from '../../../components/SignalGrade';
import { listGatewayLocks } from '../api/gatewayApi';
import { emptyOrFailed } from '../../../components/table/emptyOrFailed';

export function GatewayLocks({ gatewayId, name }: { gatewayId: number; name: string }) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['gateways', 'locks', gatewayId],
    queryFn: () => listGatewayLocks(gatewayId),
    refetchInterval: 10_000,
  });
  return (
    <Table<GatewayLock>
      rowKey="lockMac"
      size="small"
      title={() => t('gateways.locks.title', { name })}
      loading={q.isLoading}
      dataSource={q.data?.list ?? []}
      pagination={false}
      locale={{ emptyText: emptyOrFailed(q, t('gateways.locks.empty')) }}
      columns={[
        { key: 'name', title: t('gateways.locks.columns.name'), render: (_, l) => l.lockName },
        { key: 'mac', title: t('gateways.locks.columns.mac'), render: (_, l) => l.lockMac },
        {
          key: 'signal',
          title: t('gateways.locks.columns.signal'),
          render: (_, l) => <SignalGrade signal={l.signal} rssi={l.rssi} />,
        },
        {
          key: 'state',
          title: t('gateways.locks.columns.state'),
          render: (_, l) =>
            l.initialized ? (
              <Tag color="blue">{t('gateways.locks.added')}</Tag>
            ) : (
              <Tag>{t('gateways.locks.notAdded')}</Tag>
            ),
        },
        {
          key: 'updatedAt',
          title: t('gateways.locks.columns.updatedAt'),
          render: (_, l) => dayjs(l.updatedAt).format('YYYY-MM-DD HH:mm:ss'),
        },
      ]}
    />
  );
}
