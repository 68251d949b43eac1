// Hotel mode (on 1 / off 0) and, while it is on, the room status (occupied 1 / vacant 2), each a tracked
// operation through the gateway.
import { useTranslation } from 'react-i18next';
import { OperationStatus } from '../../../components/OperationStatus';
import { Select } from '../../../components/ui/Select';
import { Switch } from '../../../components/ui/Switch';
import { useOperation } from '../../../lib/operations/useOperation';
import { updateLockSetting } from '../api/lockSettingsApi';
import { SettingRow } from './SettingRow';

type Props = { lockId: number; hotelMode: number; roomStatus: number; onDone: () => void };

export function HotelModeSetting({ lockId, hotelMode, roomStatus, onDone }: Props) {
  const { t } = useTranslation();
  const mode = useOperation(() => onDone());
  const room = useOperation(() => onDone());
  const on = hotelMode === 1;
  return (
    <SettingRow
      id="hotelMode"
      label={t('locks.settings.hotel.label')}
      help={t('locks.settings.hotel.help')}
      status={
        <>
          <OperationStatus view={mode} successKey="locks.settings.switch.saved" testId="hotelMode-result" />
          <OperationStatus view={room} successKey="locks.settings.switch.saved" testId="roomStatus-result" />
        </>
      }
    >
      <Switch
        checked={on}
        loading={mode.phase === 'pending'}
        aria-label={t('locks.settings.hotel.label')}
        onText={t('locks.settings.switch.on')}
        offText={t('locks.settings.switch.off')}
        onChange={(checked) => void mode.run(() => updateLockSetting(lockId, 'hotelMode', checked ? 1 : 0))}
      />
      <span className="ui-row">
        <label htmlFor={`roomStatus-${lockId}`}>{t('locks.settings.hotel.roomStatus')}</label>
        <Select
          id={`roomStatus-${lockId}`}
          value={roomStatus}
          disabled={!on || room.phase === 'pending'}
          aria-busy={room.phase === 'pending' || undefined}
          options={[
            { value: 1, label: t('locks.settings.hotel.checkIn') },
            { value: 2, label: t('locks.settings.hotel.vacant') },
          ]}
          onChange={(v) => v !== undefined && void room.run(() => updateLockSetting(lockId, 'roomStatus', v))}
        />
      </span>
      {!on && <span className="text-secondary">{t('locks.settings.hotel.roomStatusNeedsHotel')}</span>}
    </SettingRow>
  );
}
