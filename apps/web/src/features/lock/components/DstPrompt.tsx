// Daylight-saving prompt (spec §4: enter, exit, don't remind) when the lock's offset and its zone disagree.
// "Enter"/"exit" set the lock to the zone's offset now (a tracked operation); "don't remind" is server-only.
import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import { offsetLabel, offsetMinutesOf } from '@lockconsole/lockcore/lock-time';
import { OperationStatus } from '../../../components/OperationStatus';
import { useOperation } from '../../../lib/operations/useOperation';
import { toast } from '../../../lib/toast';
import { setDaylightSavingRemind } from '../api/lockApi';
import { changeTimezone } from '../api/lockSettingsApi';
import { dstDecision } from '../dstPrompt';

type Props = { lock: LockDetail; canManage: boolean; onDone: () => void };

export function DstPrompt({ lock, canManage, onDone }: Props) {
  const { t } = useTranslation();
  const op = useOperation(() => onDone());
  const [busy, setBusy] = useState(false);
  const decision = dstDecision(lock, canManage);
  if (!decision && op.phase === 'idle') return null;
  if (!decision) return <OperationStatus view={op} successKey="locks.settings.timezone.saved" />;
  const vars = {
    zone: decision.timezoneId ?? '',
    lockOffset: offsetLabel(offsetMinutesOf(lock.timezoneRawOffset)),
    zoneOffset: offsetLabel(offsetMinutesOf(decision.zoneOffset)),
  };
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="dst-prompt"
      message={t(decision.kind === 'enter' ? 'locks.dst.enterTitle' : 'locks.dst.exitTitle', vars)}
      description={
        <Space direction="vertical">
          {t(decision.kind === 'enter' ? 'locks.dst.enterText' : 'locks.dst.exitText', vars)}
          <Space wrap>
            <Button
              type="primary"
              loading={op.phase === 'pending'}
              onClick={() => void op.run(() => changeTimezone(lock.lockId, decision.zoneOffset, decision.timezoneId))}
            >
              {t(decision.kind === 'enter' ? 'locks.dst.enter' : 'locks.dst.exit')}
            </Button>
            <Button
              loading={busy}
              onClick={async () => {
                setBusy(true);
                try {
                  await setDaylightSavingRemind(lock.lockId, 2);
                  toast.info(t('locks.dst.dismissed'));
                  onDone();
                } catch (e) {
                  toast.error(e instanceof Error ? e.message : String(e));
                } finally {
                  setBusy(false);
                }
              }}
            >
              {t('locks.dst.dontRemind')}
            </Button>
          </Space>
          <OperationStatus view={op} successKey="locks.settings.timezone.saved" />
        </Space>
      }
    />
  );
}
