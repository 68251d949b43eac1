// Lock state query: asks the lock through a gateway for its state and battery now.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OperationStatus } from '../../../components/OperationStatus';
import { Button } from '../../../components/ui/Button';
import { useOperation } from '../../../lib/operations/useOperation';
import { queryLockState, type QueryStateAnswer } from '../api/lockSettingsApi';
import { lockStatusKey } from './LockStatusTag';
import { SettingRow } from './SettingRow';

type Props = { lockId: number; parking?: boolean; onDone: () => void };

export function LockStateSetting({ lockId, parking = false, onDone }: Props) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<QueryStateAnswer | null>(null);
  const op = useOperation(() => onDone());
  return (
    <SettingRow
      id="lockState"
      label={t('locks.settings.state.label')}
      help={t('locks.settings.state.help')}
      status={
        op.phase === 'success' && answer ? (
          <span data-testid="lockState-read">
            {answer.electricQuantity === null
              ? t('locks.settings.state.resultNoBattery', { state: t(lockStatusKey(answer.lockStatus, parking)) })
              : t('locks.settings.state.result', {
                  state: t(lockStatusKey(answer.lockStatus, parking)),
                  battery: answer.electricQuantity,
                })}
          </span>
        ) : (
          <OperationStatus view={op} testId="lockState-result" />
        )
      }
    >
      <Button
        loading={op.phase === 'pending'}
        onClick={() =>
          void op.run(async () => {
            const a = await queryLockState(lockId);
            setAnswer(a);
            return a;
          })
        }
      >
        {t('locks.settings.state.query')}
      </Button>
    </SettingRow>
  );
}
