// The caller's gateways (spec §3 gateway): name, MAC, model G1–G4, Wi-Fi, online state, lock count, last seen;
// rename and delete; a row opens the locks the gateway hears with their signal.
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { Gateway } from '@lockconsole/shared/gateway/gateway';
import { OnlineBadge } from '../../../components/OnlineBadge';
import { GatewayLocks } from './GatewayLocks';
import { RenameDeleteActions } from '../../../components/RenameDeleteActions';
import { emptyOrFailed, type ListLoad } from '../../../components/table/emptyOrFailed';

type Props = {
  gateways: Gateway[];
  loading: boolean;
  /** The list's load: when it failed, the reason and a retry instead of the empty text. */
  load?: ListLoad;
  onRename: (g: Gateway) => void;
  onDelete: (g: Gateway) => Promise<void>;
};

export function GatewayTable({ gateways, loading, load, onRename, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <Table<Gateway>
      rowKey="gatewayId"
      size="middle"
      loading={loading}
      dataSource={gateways}
      pagination={false}
      scroll={{ x: 900 }}
      locale={{ emptyText: emptyOrFailed(load, t('gateways.empty')) }}
      expandable={{
        expandedRowRender: (g) => <GatewayLocks gatewayId={g.gatewayId} name={g.gatewayName} />,
        expandRowByClick: false,
      }}
      onRow={(g) => ({ 'data-testid': `gateway-row-${g.gatewayId}` }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { key: 'name', title: t('gateways.columns.name'), render: (_, g) => <strong>{g.gatewayName}</strong> },
        { key: 'mac', title: t('gateways.columns.mac'), render: (_, g) => g.gatewayMac },
        {
          key: 'version',
          title: t('gateways.columns.version'),
          render: (_, g) => t('gateways.version', { n: g.gatewayVersion }),
        },
        { key: 'network', title: t('gateways.columns.network'), render: (_, g) => g.networkName || '—' },
        {
          key: 'state',
          title: t('gateways.columns.state'),
          render: (_, g) => (
            <span data-testid="gateway-online">
              <OnlineBadge online={g.isOnline} />
            </span>
          ),
        },
        { key: 'locks', title: t('gateways.columns.locks'), render: (_, g) => g.lockNum },
        {
          key: 'lastSeen',
          title: t('gateways.columns.lastSeen'),
          render: (_, g) => (g.lastSeenAt ? dayjs(g.lastSeenAt).format('YYYY-MM-DD HH:mm:ss') : t('gateways.never')),
        },
        {
          key: 'actions',
          title: t('gateways.columns.actions'),
          render: (_, g) => (
            <RenameDeleteActions
              name={g.gatewayName}
              renameLabel={t('gateways.rename')}
              deleteLabel={t('gateways.delete')}
              deleteConfirm={t('gateways.deleteConfirm', { name: g.gatewayName })}
              onRename={() => onRename(g)}
              onDelete={() => onDelete(g)}
            />
          ),
        },
      ]}
    />
  );
}
