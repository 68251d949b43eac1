// Header of the lock information page (spec §3 lock): name (renamable), MAC, number, firmware, group, state,
// battery, the door sensor (issue 29), lock time, updated-at, time zone and the gateways that hear it with their signal.
// Plain (#26): it paints before antd loads; the rename dialog is an antd island loaded when first opened.
import { EditOutlined } from '@ant-design/icons';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import { offsetLabel, offsetMinutesOf } from '@lockconsole/lockcore/lock-time';
import { antdIsland } from '../../../components/antdIsland';
import { OnlineBadge } from '../../../components/OnlineBadge';
import { SignalGrade } from '../../../components/SignalGrade';
import { Button } from '../../../components/ui/Button';
import { Details, type DetailItem } from '../../../components/ui/Details';
import { LockStatusTag } from './LockStatusTag';
import { DoorState } from './DoorState';

const RenameLockModal = antdIsland(() => import('./RenameLockModal').then((m) => m.RenameLockModal));

const when = (ms: number | null | undefined) => (ms ? dayjs(ms).format('YYYY-MM-DD HH:mm:ss') : null);

type Props = { lock: LockDetail; canManage: boolean; onRenamed: () => void };

export function LockHeader({ lock, canManage, onRenamed }: Props) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const items: (DetailItem | false)[] = [
    { key: 'mac', label: t('locks.info.mac'), value: lock.lockMac },
    { key: 'number', label: t('locks.info.number'), value: lock.lockNumber },
    { key: 'firmware', label: t('locks.info.firmware'), value: lock.firmwareRevision },
    {
      key: 'group',
      label: t('locks.info.group'),
      value: lock.groupId > 0 ? lock.groupName : t('locks.info.notGrouped'),
    },
    {
      key: 'status',
      label: t('locks.info.status'),
      value: <LockStatusTag status={lock.lockStatus} parking={lock.parkingLock === 1} />,
    },
    {
      key: 'battery',
      label: t('locks.info.battery'),
      value:
        lock.electricQuantity === null
          ? t('locks.list.batteryUnknown')
          : t('locks.list.battery', { percent: lock.electricQuantity }),
    },
    lock.doorSensor === 1 && {
      key: 'door',
      label: t('alerts.door.label'),
      wide: true,
      value: (
        <DoorState
          lockId={lock.lockId}
          state={lock.doorState}
          since={lock.doorStateAt}
          alertSeconds={lock.doorAlertSeconds}
          canManage={canManage}
          onChanged={onRenamed}
        />
      ),
    },
    {
      key: 'lockTime',
      label: t('locks.info.lockTime'),
      value: <span data-testid="lock-time">{when(lock.lockDate) ?? t('locks.info.lockTimeUnknown')}</span>,
    },
    { key: 'updatedAt', label: t('locks.info.updatedAt'), value: when(lock.stateUpdatedAt ?? lock.updatedAt) },
    {
      key: 'timezone',
      label: t('locks.info.timezone'),
      value: (
        <span data-testid="lock-timezone">
          {offsetLabel(offsetMinutesOf(lock.timezoneRawOffset))}
          {lock.timezoneId ? ` · ${lock.timezoneId}` : ''}
        </span>
      ),
    },
    {
      key: 'gateways',
      label: t('locks.info.gateways'),
      wide: true,
      value:
        lock.gateways.length === 0 ? (
          <span className="text-secondary">{t('locks.info.noGateways')}</span>
        ) : (
          <ul className="ui-list">
            {lock.gateways.map((g) => (
              <li key={g.gatewayId}>
                <strong>{g.gatewayName}</strong>
                <OnlineBadge online={g.isOnline} />
                <SignalGrade signal={g.signal} rssi={g.rssi} />
              </li>
            ))}
          </ul>
        ),
    },
  ];
  return (
    <>
      <div className="lock-title">
        <h1 data-testid="lock-name">{lock.lockAlias}</h1>
        {canManage && (
          <Button size="small" onClick={() => setRenaming(true)}>
            <EditOutlined aria-hidden="true" />
            {t('locks.info.rename')}
          </Button>
        )}
      </div>
      <Details items={items.filter((i): i is DetailItem => i !== false)} />
      {renaming && (
        <Suspense fallback={null}>
          <RenameLockModal
            lockId={lock.lockId}
            name={lock.lockAlias}
            onClose={() => setRenaming(false)}
            onRenamed={onRenamed}
          />
        </Suspense>
      )}
    </>
  );
}
