// Auto-lock (spec §5: whole seconds 5–900): the shared schema checks the value and its message shows inline;
// saving is a tracked operation shown pending, then its result.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OperationStatus } from '../../../components/OperationStatus';
import { Button } from '../../../components/ui/Button';
import { TextInput } from '../../../components/ui/TextInput';
import { useOperation } from '../../../lib/operations/useOperation';
import { setAutoLockTime } from '../api/lockSettingsApi';
import { parseAutoLock } from '../autoLock';
import { SettingRow } from './SettingRow';

type Props = { lockId: number; seconds: number; onDone: () => void };

export function AutoLockSetting({ lockId, seconds, onDone }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(seconds > 0 ? String(seconds) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const op = useOperation(() => onDone());
  const save = (value: number) => void op.run(() => setAutoLockTime(lockId, value));
  const submit = () => {
    const r = parseAutoLock(text);
    if ('problem' in r) {
      setProblem(r.problem);
      op.reset();
      return;
    }
    setProblem(null);
    save(r.seconds);
  };
  return (
    <SettingRow
      id="autoLock"
      label={t('locks.settings.autoLock.label')}
      help={t('locks.settings.autoLock.help')}
      status={<OperationStatus view={op} successKey="locks.settings.autoLock.saved" testId="autoLock-result" />}
    >
      <span className="text-secondary">
        {seconds > 0 ? t('locks.settings.autoLock.current', { seconds }) : t('locks.settings.autoLock.off')}
      </span>
      <span className="ui-row">
        <TextInput
          className="ui-input--narrow"
          inputMode="numeric"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && submit()}
          aria-label={t('locks.settings.autoLock.seconds')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'autoLock-problem' : undefined}
        />
        <span aria-hidden="true">s</span>
        <Button look="primary" onClick={submit} loading={op.phase === 'pending'}>
          {t('locks.settings.autoLock.save')}
        </Button>
      </span>
      {seconds > 0 && (
        <Button onClick={() => save(0)} disabled={op.phase === 'pending'}>
          {t('locks.settings.autoLock.turnOff')}
        </Button>
      )}
      {problem && (
        <span className="text-danger" id="autoLock-problem" role="alert">
          {t(problem)}
        </span>
      )}
    </SettingRow>
  );
}
