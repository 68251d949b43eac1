// The settings panel of the lock information page: every setting that travels through a gateway, each one a
// tracked operation shown pending and then its result. Only for those who may manage the lock. Plain (#26): it paints
// before antd loads (the city picker is an antd island).
import { useTranslation } from 'react-i18next';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import { Panel } from '../../../components/ui/Panel';
import { AutoLockSetting } from './AutoLockSetting';
import { ClockSetting } from './ClockSetting';
import { HotelModeSetting } from './HotelModeSetting';
import { FaceAuthSetting } from './FaceAuthSetting';
import { LocationSetting } from './LocationSetting';
import { LockStateSetting } from './LockStateSetting';
import { SwitchSetting } from './SwitchSetting';
import { TimezoneSetting } from './TimezoneSetting';

type Props = { lock: LockDetail; onChanged: () => void };

const SWITCHES = [
  ['remoteUnlock', 'remoteUnlockSwitch'],
  ['unlockNotice', 'unlockNoticeSwitch'],
  ['doubleVerification', 'doubleVerificationSwitch'],
  ['attendance', 'attendanceSwitch'],
] as const;

export function LockSettingsPanel({ lock, onChanged }: Props) {
  const { t } = useTranslation();
  return (
    <Panel id="lock-settings" title={t('locks.settings.title')}>
      <p className="text-secondary settings-intro">{t('locks.settings.intro')}</p>
      <div className="settings-list">
        <AutoLockSetting lockId={lock.lockId} seconds={lock.autoLockTime} onDone={onChanged} />
        {SWITCHES.map(([name, field]) => (
          <SwitchSetting
            key={name}
            lockId={lock.lockId}
            name={name}
            value={lock[field]}
            label={t(`locks.settings.switch.${name}`)}
            help={t(`locks.settings.switch.${name}Help`)}
            onDone={onChanged}
          />
        ))}
        <HotelModeSetting
          lockId={lock.lockId}
          hotelMode={lock.hotelMode}
          roomStatus={lock.roomStatus}
          onDone={onChanged}
        />
        <TimezoneSetting
          lockId={lock.lockId}
          offset={lock.timezoneRawOffset}
          zone={lock.timezoneId}
          onDone={onChanged}
        />
        <LocationSetting lockId={lock.lockId} />
        <FaceAuthSetting lockId={lock.lockId} isOwner={lock.userType === 'owner'} />
        <ClockSetting lockId={lock.lockId} onDone={onChanged} />
        <LockStateSetting lockId={lock.lockId} parking={lock.parkingLock === 1} onDone={onChanged} />
      </div>
    </Panel>
  );
}
