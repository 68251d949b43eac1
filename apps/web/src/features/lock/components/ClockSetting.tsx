// The lock's clock: read it (answers the lock time and how far it is from the server) or calibrate it to
// server time. Without a gateway the server answers the spec message "The lock is not connected to a gateway".
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { OperationStatus } from '../../../components/OperationStatus';
import { Button } from '../../../components/ui/Button';
import { useOperation } from '../../../lib/operations/useOperation';
import { queryLockDate, updateLockDate, type QueryDateAnswer } from '../api/lockSettingsApi';
import { SettingRow } from './SettingRow';

type Props = { lockId: number; onDone: () => void };

export function ClockSetting({ lockId, onDone }: Props) {
  const { t } = useTranslation();
  const [read, setRead] = useState<QueryDateAnswer | null>(null);
  const query = useOperation(() => onDone());
  const calibrate = useOperation(() => onDone());
  const busy = query.phase === 'pending' || calibrate.phase === 'pending';
  const offsetText = (ms: number) => {
    const s = Math.round(ms / 1000);
    if (s === 0) return t('locks.settings.clock.inSync');
    return s > 0
      ? t('locks.settings.clock.difference', { seconds: s })
      : t('locks.settings.clock.differenceBehind', { seconds: -s });
  };
  return (
    <SettingRow
      id="clock"
      label={t('locks.settings.clock.label')}
      help={t('locks.settings.clock.help')}
      status={
        <>
          {read?.lockDate != null && query.phase === 'success' && (
            <span data-testid="clock-read">
              {t('locks.settings.clock.read', { time: dayjs(read.lockDate).format('YYYY-MM-DD HH:mm:ss') })}
              {read.offsetMs != null && ` · ${offsetText(read.offsetMs)}`}
            </span>
          )}
          {query.phase !== 'success' && <OperationStatus view={query} testId="clock-query-result" />}
          <OperationStatus view={calibrate} successKey="locks.settings.clock.calibrated" testId="clock-result" />
        </>
      }
    >
      <span className="ui-row">
        <Button
          disabled={busy}
          loading={query.phase === 'pending'}
          onClick={() => {
            calibrate.reset();
            void query.run(async () => {
              const answer = await queryLockDate(lockId);
              setRead(answer);
              return answer;
            });
          }}
        >
          {t('locks.settings.clock.query')}
        </Button>
        <Button
          look="primary"
          disabled={busy}
          loading={calibrate.phase === 'pending'}
          onClick={() => {
            query.reset();
            void calibrate.run(() => updateLockDate(lockId));
          }}
        >
          {t('locks.settings.clock.calibrate')}
        </Button>
      </span>
    </SettingRow>
  );
}
