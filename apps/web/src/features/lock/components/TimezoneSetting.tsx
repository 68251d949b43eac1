// Time zone offset of the lock (−12 h … +14 h in 15-minute steps) and optionally its IANA zone, which the
// server uses for the daylight-saving prompt. Choosing a zone proposes its current offset. Native selects (#26):
// typing a zone's first letters finds it.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offsetLabel, offsetMinutesOf } from '@lockconsole/lockcore/lock-time';
import { OperationStatus } from '../../../components/OperationStatus';
import { Button } from '../../../components/ui/Button';
import { Select } from '../../../components/ui/Select';
import { useOperation } from '../../../lib/operations/useOperation';
import { changeTimezone } from '../api/lockSettingsApi';
import { offsetOptions, zoneIds, zoneOffsetAt } from '../timezone';
import { SettingRow } from './SettingRow';

type Props = { lockId: number; offset: number; zone: string | null; onDone: () => void };

export function TimezoneSetting({ lockId, offset, zone, onDone }: Props) {
  const { t } = useTranslation();
  const [chosenZone, setZone] = useState<string | undefined>(zone ?? undefined);
  const [chosenOffset, setOffset] = useState(offset);
  const op = useOperation(() => onDone());
  const zones = useMemo(() => zoneIds().map((z) => ({ value: z, label: z })), []);
  const offsets = useMemo(
    () => offsetOptions().map((ms) => ({ value: ms, label: offsetLabel(offsetMinutesOf(ms)) })),
    [],
  );
  return (
    <SettingRow
      id="timezone"
      label={t('locks.settings.timezone.label')}
      help={t('locks.settings.timezone.help')}
      status={<OperationStatus view={op} successKey="locks.settings.timezone.saved" testId="timezone-result" />}
    >
      <span className="ui-row">
        <Select
          aria-label={t('locks.settings.timezone.zone')}
          placeholder={t('locks.settings.timezone.zonePlaceholder')}
          value={chosenZone}
          options={zones}
          onChange={(z) => {
            setZone(z);
            const at = z ? zoneOffsetAt(z, Date.now()) : null;
            if (at !== null) setOffset(at);
          }}
        />
        <Select
          aria-label={t('locks.settings.timezone.offset')}
          value={chosenOffset}
          options={offsets}
          onChange={(v) => v !== undefined && setOffset(v)}
        />
        <Button
          look="primary"
          loading={op.phase === 'pending'}
          onClick={() => void op.run(() => changeTimezone(lockId, chosenOffset, chosenZone))}
        >
          {t('locks.settings.timezone.save')}
        </Button>
      </span>
    </SettingRow>
  );
}
