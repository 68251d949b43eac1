// Daylight-saving prompt (spec §4: enter, exit, don't remind) when the lock's offset and its zone disagree.
// Plain (#26). "Enter"/"exit" set the lock to the zone's offset now (a tracked operation); "don't remind" is server-only.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import { offsetLabel, offsetMinutesOf } from '@lockconsole/lockcore/lock-time';
import { OperationStatus } from '../../../components/OperationStatus';
import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
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
    <Notice type="warning" testId="dst-prompt">
      <strong className="dst-prompt__title">
        {t(decision.kind === 'enter' ? 'locks.dst.enterTitle' : 'locks.dst.exitTitle', vars)}
      </strong>
      <p className="dst-prompt__text">
        {t(decision.kind === 'enter' ? 'locks.dst.enterText' : 'locks.dst.exitText', vars)}
      </p>
      <span className="ui-row">
        <Button
          look="primary"
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
      </span>
      <OperationStatus view={op} successKey="locks.settings.timezone.saved" />
    </Notice>
  );
}
