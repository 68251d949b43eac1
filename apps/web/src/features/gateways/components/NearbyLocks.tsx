// Uninitialized locks that online gateways hear (best signal first): the candidates to add. Adding one
// initializes it through the best gateway — a device operation shown pending, then its result.
import { Button, Card, Form, Input, Modal, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignalGrade } from '../../../components/SignalGrade';
import { OperationStatus } from '../../../components/OperationStatus';
import { useOperation } from '../../../lib/operations/useOperation';
import { initLock, type NearbyLock } from '../api/gatewayApi';
import { emptyOrFailed, type ListLoad } from '../../../components/table/emptyOrFailed';

type Props = {
  locks: NearbyLock[];
  loading: boolean;
  /** The list's load: when it failed, the reason and a retry instead of the empty text. */
  load?: ListLoad;
  gatewayName: (id: number) => string;
  onAdded: () => void;
};

export function NearbyLocks({ locks, loading, load, gatewayName, onAdded }: Props) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState<NearbyLock | null>(null);
  const [alias, setAlias] = useState('');
  const op = useOperation((_op, ok) => {
    if (ok) onAdded();
  });
  const close = () => {
    if (op.phase === 'pending') return;
    setAdding(null);
    setAlias('');
    op.reset();
  };
  return (
    <Card title={t('gateways.nearby.title')} size="small" style={{ marginTop: 24 }}>
      <Typography.Paragraph type="secondary">{t('gateways.nearby.intro')}</Typography.Paragraph>
      <Table<NearbyLock>
        rowKey="lockMac"
        size="small"
        loading={loading}
        dataSource={locks}
        pagination={false}
        locale={{ emptyText: emptyOrFailed(load, t('gateways.nearby.empty')) }}
        columns={[
          { key: 'name', title: t('gateways.locks.columns.name'), render: (_, l) => l.lockName },
          { key: 'mac', title: t('gateways.locks.columns.mac'), render: (_, l) => l.lockMac },
          { key: 'gw', title: t('gateways.nearby.heardBy'), render: (_, l) => gatewayName(l.gatewayId) },
          {
            key: 'signal',
            title: t('gateways.locks.columns.signal'),
            render: (_, l) => <SignalGrade signal={l.signal} rssi={l.rssi} />,
          },
          {
            key: 'add',
            title: '',
            render: (_, l) => (
              <Button
                size="small"
                type="primary"
                icon={<PlusOutlined />}
                aria-label={t('gateways.nearby.addLabel', { name: l.lockName })}
                onClick={() => setAdding(l)}
              >
                {t('gateways.nearby.add')}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={adding !== null}
        title={t('gateways.nearby.addTitle', { name: adding?.lockName ?? '' })}
        okText={op.phase === 'success' ? t('gateways.pair.done') : t('gateways.nearby.confirm')}
        cancelText={t('common.actions.cancel')}
        confirmLoading={op.phase === 'pending'}
        onCancel={close}
        onOk={() => {
          if (op.phase === 'success') return close();
          if (adding) void op.run(() => initLock(adding.lockMac, alias.trim()));
        }}
        destroyOnHidden
      >
        <Form layout="vertical" onFinish={() => adding && void op.run(() => initLock(adding.lockMac, alias.trim()))}>
          <Form.Item label={t('gateways.nearby.alias')} htmlFor="lock-alias">
            <Input
              id="lock-alias"
              value={alias}
              maxLength={50}
              placeholder={adding?.lockName}
              onChange={(e) => setAlias(e.target.value)}
            />
          </Form.Item>
        </Form>
        <OperationStatus view={op} successKey="gateways.nearby.added" testId="add-lock-result" />
      </Modal>
    </Card>
  );
}
