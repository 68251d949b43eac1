// Auto-lock (spec §5: whole seconds 5–900): the shared schema checks the value and its message shows inline;
// saving is a tracked operation shown pending, then its result.
import { Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OperationStatus } from '../../../components/OperationStatus';
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
      <Typography.Text type="secondary">
        {seconds > 0 ? t('locks.settings.autoLock.current', { seconds }) : t('locks.settings.autoLock.off')}
      </Typography.Text>
      <Space.Compact>
        <Input
          inputMode="numeric"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={submit}
          aria-label={t('locks.settings.autoLock.seconds')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'autoLock-problem' : undefined}
          suffix="s"
          style={{ width: 120 }}
          status={problem ? 'error' : undefined}
        />
        <Button type="primary" onClick={submit} loading={op.phase === 'pending'}>
          {t('locks.settings.autoLock.save')}
        </Button>
      </Space.Compact>
      {seconds > 0 && (
        <Button onClick={() => save(0)} disabled={op.phase === 'pending'}>
          {t('locks.settings.autoLock.turnOff')}
        </Button>
      )}
      {problem && (
        <Typography.Text type="danger" id="autoLock-problem" role="alert">
          {t(problem)}
        </Typography.Text>
      )}
    </SettingRow>
  );
}
