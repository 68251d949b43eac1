// A lock switch through the gateway (remote unlock, unlock notice, double verification, attendance — on 1,
// off 2; hotel mode on 1, off 0). The switch shows the confirmed value; while the lock works on a change it
// spins, then the row shows the result.
import { useTranslation } from 'react-i18next';
import { SETTING_VALUES, type LockSettingName } from '@lockconsole/shared/lock/setting-values';
import { OperationStatus } from '../../../components/OperationStatus';
import { Switch } from '../../../components/ui/Switch';
import { useOperation } from '../../../lib/operations/useOperation';
import { updateLockSetting } from '../api/lockSettingsApi';
import { SettingRow } from './SettingRow';

type Props = { lockId: number; name: LockSettingName; value: number; label: string; help?: string; onDone: () => void };

export function SwitchSetting({ lockId, name, value, label, help, onDone }: Props) {
  const { t } = useTranslation();
  const [on, off] = SETTING_VALUES[name] as [number, number];
  const op = useOperation(() => onDone());
  return (
    <SettingRow
      id={name}
      label={label}
      help={help}
      status={<OperationStatus view={op} successKey="locks.settings.switch.saved" testId={`${name}-result`} />}
    >
      <Switch
        checked={value === on}
        loading={op.phase === 'pending'}
        aria-label={label}
        onText={t('locks.settings.switch.on')}
        offText={t('locks.settings.switch.off')}
        onChange={(checked) => void op.run(() => updateLockSetting(lockId, name, checked ? on : off))}
      />
    </SettingRow>
  );
}
