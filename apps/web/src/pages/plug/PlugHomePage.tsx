// /plug/home — gateways (spec §2/§3): online state, locks each one hears with signal, add a gateway with a
// one-time pairing code, add a nearby lock, rename, delete. Online changes arrive live on the event stream.
import { Button, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { Gateway } from '@lockconsole/shared/gateway/gateway';
import { renameGatewayRequestSchema } from '@lockconsole/shared/gateway/rename';
import { NameModal } from '../../components/NameModal';
import { useRefreshLocks } from '../../lib/locks/locksQuery';
import { toast } from '../../lib/toast';
import { deleteGateway, renameGateway } from '../../features/gateways/api/gatewayApi';
import { GatewayTable } from '../../features/gateways/components/GatewayTable';
import { NearbyLocks } from '../../features/gateways/components/NearbyLocks';
import { PairGatewayModal } from '../../features/gateways/components/PairGatewayModal';
import { GATEWAYS_KEY, useGateways } from '../../features/gateways/hooks/useGateways';
import { loadGroups } from '../../features/groups/loadGroups';

export function PlugHomePage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { gateways, nearby } = useGateways();
  const [pairing, setPairing] = useState(false);
  const [renaming, setRenaming] = useState<Gateway | null>(null);
  const list = gateways.data?.list ?? [];
  const refresh = () => void client.invalidateQueries({ queryKey: GATEWAYS_KEY });
  const refreshLocks = useRefreshLocks();
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {t('gateways.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('gateways.intro')}</Typography.Paragraph>
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setPairing(true)}>
          {t('gateways.add')}
        </Button>
      </Space>
      <GatewayTable
        gateways={list}
        loading={gateways.isLoading}
        load={gateways}
        onRename={setRenaming}
        onDelete={async (g) => {
          try {
            await deleteGateway(g.gatewayId);
            toast.success(t('gateways.deleted'));
            refresh();
          } catch (e) {
            toast.error(e instanceof Error ? e.message : String(e));
          }
        }}
      />
      <NearbyLocks
        locks={nearby.data?.list ?? []}
        loading={nearby.isLoading}
        load={nearby}
        gatewayName={(id) => list.find((g) => g.gatewayId === id)?.gatewayName ?? ''}
        onAdded={() => {
          refresh();
          // The lock lists and the side menu (a first lock brings Lock users, Cards …).
          void refreshLocks();
          void loadGroups().catch(() => {});
        }}
      />
      <PairGatewayModal open={pairing} gateways={list} onClose={() => setPairing(false)} />
      <NameModal
        key={renaming?.gatewayId ?? 0}
        open={renaming !== null}
        title={t('gateways.renameTitle')}
        label={t('gateways.name')}
        initial={renaming?.gatewayName}
        schema={renameGatewayRequestSchema.shape.gatewayName}
        onClose={() => setRenaming(null)}
        onSubmit={async (name) => {
          await renameGateway(renaming!.gatewayId, name);
          toast.success(t('gateways.renamed'));
          refresh();
        }}
      />
    </>
  );
}
