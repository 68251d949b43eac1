// Header of the lock information page (spec §3 lock): name (renamable), MAC, number, firmware, group, state,
// battery, the door sensor (issue 29), lock time, updated-at, time zone and the gateways that hear it with their signal.
import { Button, Descriptions, List, Space, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import { renameLockRequestSchema } from '@lockconsole/shared/lock/rename';
import { offsetLabel, offsetMinutesOf } from '@lockconsole/lockcore/lock-time';
import { NameModal } from '../../../components/NameModal';
import { OnlineBadge } from '../../../components/OnlineBadge';
import { SignalGrade } from '../../../components/SignalGrade';
import { toast } from '../../../lib/toast';
import { renameLock } from '../api/lockApi';
import { LockStatusTag } from './LockStatusTag';
import { DoorState } from './DoorState';

const when = (ms: number | null | undefined) => (ms ? dayjs(ms).format('YYYY-MM-DD HH:mm:ss') : null);

type Props = { lock: LockDetail; canManage: boolean; onRenamed: () => void };

export function LockHeader({ lock, canManage, onRenamed }: Props) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  return (
    <>
      <Space align="center" wrap style={{ marginBottom: 8 }}>
        <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }} data-testid="lock-name">
          {lock.lockAlias}
        </Typography.Title>
        {canManage && (
          <Button size="small" icon={<EditOutlined />} onClick={() => setRenaming(true)}>
            {t('locks.info.rename')}
          </Button>
        )}
      </Space>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, lg: 3 }}
        style={{ marginBottom: 16 }}
        styles={{ label: { whiteSpace: 'nowrap' } }}
      >
        <Descriptions.Item label={t('locks.info.mac')}>{lock.lockMac}</Descriptions.Item>
        <Descriptions.Item label={t('locks.info.number')}>{lock.lockNumber}</Descriptions.Item>
        <Descriptions.Item label={t('locks.info.firmware')}>{lock.firmwareRevision}</Descriptions.Item>
        <Descriptions.Item label={t('locks.info.group')}>
          {lock.groupId > 0 ? lock.groupName : t('locks.info.notGrouped')}
        </Descriptions.Item>
        <Descriptions.Item label={t('locks.info.status')}>
          <LockStatusTag status={lock.lockStatus} parking={lock.parkingLock === 1} />
        </Descriptions.Item>
        <Descriptions.Item label={t('locks.info.battery')}>
          {lock.electricQuantity === null
            ? t('locks.list.batteryUnknown')
            : t('locks.list.battery', { percent: lock.electricQuantity })}
        </Descriptions.Item>
        {lock.doorSensor === 1 && (
          <Descriptions.Item label={t('alerts.door.label')} span={{ xs: 1, sm: 2, lg: 3 }}>
            <DoorState
              lockId={lock.lockId}
              state={lock.doorState}
              since={lock.doorStateAt}
              alertSeconds={lock.doorAlertSeconds}
              canManage={canManage}
              onChanged={onRenamed}
            />
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('locks.info.lockTime')}>
          <span data-testid="lock-time">{when(lock.lockDate) ?? t('locks.info.lockTimeUnknown')}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('locks.info.updatedAt')}>
          {when(lock.stateUpdatedAt ?? lock.updatedAt)}
        </Descriptions.Item>
        <Descriptions.Item label={t('locks.info.timezone')}>
          <span data-testid="lock-timezone">
            {offsetLabel(offsetMinutesOf(lock.timezoneRawOffset))}
            {lock.timezoneId ? ` · ${lock.timezoneId}` : ''}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('locks.info.gateways')} span={{ xs: 1, sm: 2, lg: 3 }}>
          {lock.gateways.length === 0 ? (
            <Typography.Text type="secondary">{t('locks.info.noGateways')}</Typography.Text>
          ) : (
            <List
              size="small"
              split={false}
              dataSource={lock.gateways}
              renderItem={(g) => (
                <List.Item style={{ padding: '2px 0' }}>
                  <Space size={16} wrap>
                    <strong>{g.gatewayName}</strong>
                    <OnlineBadge online={g.isOnline} />
                    <SignalGrade signal={g.signal} rssi={g.rssi} />
                  </Space>
                </List.Item>
              )}
            />
          )}
        </Descriptions.Item>
      </Descriptions>
      <NameModal
        open={renaming}
        title={t('locks.info.renameTitle')}
        label={t('locks.info.name')}
        initial={lock.lockAlias}
        schema={renameLockRequestSchema.shape.lockAlias}
        onClose={() => setRenaming(false)}
        onSubmit={async (name) => {
          await renameLock(lock.lockId, name);
          toast.success(t('locks.info.renamed'));
          onRenamed();
        }}
      />
    </>
  );
}
