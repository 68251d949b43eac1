// Wireless keypads of a lock (issue 16): name and number, live status (with Retry), battery and firmware; rename,
// delete, and "Pair a wireless keypad". A keypad is permanent: what is typed on it reaches the lock like its own
// keypad (passcode records).
import { Button, Space, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeypadItem } from '@lockconsole/shared/keyfob/keyfob';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import { credentialNameParam } from '@lockconsole/shared/credential/credential';
import { NameModal } from '../../../components/NameModal';
import { listPagination } from '../../../components/table/listPagination';
import { isPending } from '../../../lib/credentials/credentialView';
import { errorText } from '../../../lib/credentials/problems';
import { toast } from '../../../lib/toast';
import { deleteKeypad, renameKeypad, resyncKeypad } from '../api/accessoryApi';
import { useKeypads, useRefreshAccessories } from '../hooks/useAccessories';
import { AccessoryRowActions } from './AccessoryRowActions';
import { CredentialStatus } from '../../../components/credential/CredentialStatus';
import { BatteryCell } from './BatteryCell';
import { PairAccessoryModal } from './PairAccessoryModal';
import { emptyOrFailed } from '../../../components/table/emptyOrFailed';

const nameSchema = credentialNameParam();

export function KeypadSection({ lock }: { lock: LockDetail }) {
  const { t } = useTranslation();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const [pairing, setPairing] = useState(false);
  const [renaming, setRenaming] = useState<KeypadItem | null>(null);
  const list = useKeypads({ lockId: lock.lockId, ...page });
  const refresh = useRefreshAccessories().keypads;
  const remove = async (k: KeypadItem) => {
    try {
      await deleteKeypad({ lockId: k.lockId, keypadId: k.keypadId });
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      refresh();
    }
  };
  return (
    <section aria-labelledby="keypads-title" data-testid="keypad-panel">
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
        <div>
          <Typography.Title level={2} id="keypads-title" style={{ fontSize: 18, margin: 0 }}>
            {t('keyfobs.keypads.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('keyfobs.keypads.intro')}</Typography.Text>
        </div>
        <Button icon={<PlusOutlined />} onClick={() => setPairing(true)} data-testid="keypad-pair">
          {t('keyfobs.keypads.pair')}
        </Button>
      </Space>
      <Table<KeypadItem>
        rowKey="keypadId"
        size="middle"
        loading={list.isFetching && !list.data}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 760 }}
        locale={{ emptyText: emptyOrFailed(list, t('keyfobs.keypads.empty')) }}
        onRow={(k) => ({ 'data-testid': `keypad-row-${k.keypadId}` }) as React.HTMLAttributes<HTMLElement>}
        pagination={listPagination(page, list.data?.total ?? 0, (pageNo, pageSize) => setPage({ pageNo, pageSize }))}
        columns={[
          {
            key: 'name',
            title: t('keyfobs.columns.name'),
            render: (_, k) => (
              <>
                <strong>{k.keypadName || t('keyfobs.list.unnamed')}</strong>
                <Typography.Text code style={{ display: 'block', width: 'fit-content', fontSize: 12 }}>
                  {k.keypadNumber}
                </Typography.Text>
              </>
            ),
          },
          {
            key: 'status',
            title: t('keyfobs.columns.status'),
            width: 190,
            render: (_, k) => (
              <CredentialStatus
                item={k}
                testId="keypad"
                onResync={() => resyncKeypad({ lockId: k.lockId, keypadId: k.keypadId })}
                onChanged={refresh}
              />
            ),
          },
          {
            key: 'battery',
            title: t('keyfobs.columns.battery'),
            width: 130,
            render: (_, k) => <BatteryCell battery={k.battery} />,
          },
          {
            key: 'firmware',
            title: t('keyfobs.columns.firmware'),
            width: 110,
            render: (_, k) => k.firmware || '—',
          },
          {
            key: 'actions',
            title: t('keyfobs.columns.actions'),
            width: 110,
            render: (_, k) => (
              <AccessoryRowActions
                name={k.keypadName || k.keypadNumber}
                status={k.status}
                pending={isPending(k)}
                onRename={() => setRenaming(k)}
                onDelete={() => remove(k)}
                deleteConfirm={t('keyfobs.keypads.deleteConfirm')}
              />
            ),
          },
        ]}
      />
      {pairing && <PairAccessoryModal kind="keypad" lock={lock} onClose={() => setPairing(false)} onPaired={refresh} />}
      <NameModal
        key={renaming?.keypadId ?? 0}
        open={renaming !== null}
        title={t('keyfobs.keypads.renameTitle')}
        label={t('keyfobs.keypads.renameLabel')}
        initial={renaming?.keypadName}
        schema={nameSchema}
        onSubmit={async (name) => {
          await renameKeypad({ lockId: lock.lockId, keypadId: renaming!.keypadId, keypadName: name });
          refresh();
        }}
        onClose={() => setRenaming(null)}
      />
    </section>
  );
}
