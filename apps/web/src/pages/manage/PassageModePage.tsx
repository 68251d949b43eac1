// /manage/passageMode — passage mode of the current lock (spec §3/§5): on/off, several periods with week days
// (Mon 1 … Sun 7) or all day, and auto-unlock; saving is a tracked operation through the gateway.
import { Alert, Button, Card, Space, Switch, Typography } from 'antd';
import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { OperationStatus } from '../../components/OperationStatus';
import { useOperation } from '../../lib/operations/useOperation';
import { appState } from '../../lib/session/appState';
import { useStore } from '../../lib/store';
import { getPassageModeConfig } from '../../features/lock/api/lockApi';
import { configPassageMode } from '../../features/lock/api/lockSettingsApi';
import { PassagePeriodFields } from '../../features/lock/components/PassagePeriodFields';
import {
  formFromConfig,
  MAX_PASSAGE_PERIODS,
  newPeriod,
  requestFromForm,
  validatePassage,
  type PassageForm,
} from '../../features/lock/passageForm';

export function PassageModePage() {
  const lockId = useStore(appState, (s) => s.currentLockId);
  const config = useQuery({ queryKey: ['passage-mode', lockId], queryFn: () => getPassageModeConfig(lockId) });
  if (!config.data) return null;
  return (
    <PassageEditor
      key={lockId}
      lockId={lockId}
      initial={formFromConfig(config.data)}
      onSaved={() => void config.refetch()}
    />
  );
}

function PassageEditor({ lockId, initial, onSaved }: { lockId: number; initial: PassageForm; onSaved: () => void }) {
  const { t } = useTranslation();
  const lock = useStore(appState, (s) => s.lock);
  const [form, setForm] = useState<PassageForm>(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const op = useOperation((_op, ok) => {
    if (ok) onSaved();
  });
  const update = (patch: Partial<PassageForm>) => setForm({ ...form, ...patch });
  const save = () => {
    const found = validatePassage(lockId, form);
    setProblems(found);
    if (Object.keys(found).length) return;
    void op.run(() => configPassageMode(requestFromForm(lockId, form)));
  };
  return (
    <>
      <Link to={`/manage/ekey?lockId=${lockId}`}>
        <ArrowLeftOutlined /> {lock?.lockAlias}
      </Link>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 12 }}>
        {t('locks.passage.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('locks.passage.intro')}</Typography.Paragraph>
      <Card size="small" style={{ maxWidth: 760 }}>
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <Space>
            <Switch
              checked={form.enabled}
              onChange={(enabled) => update({ enabled })}
              aria-labelledby="passage-enabled"
            />
            <span id="passage-enabled">{t('locks.passage.enabled')}</span>
          </Space>
          {form.enabled && (
            <>
              {form.periods.map((p, i) => (
                <PassagePeriodFields
                  key={i}
                  index={i}
                  period={p}
                  problems={problems}
                  onChange={(next) => update({ periods: form.periods.map((q, j) => (j === i ? next : q)) })}
                  onRemove={() => update({ periods: form.periods.filter((_, j) => j !== i) })}
                />
              ))}
              {problems.periods && <Alert type="error" showIcon message={t(problems.periods)} />}
              <Button
                icon={<PlusOutlined />}
                disabled={form.periods.length >= MAX_PASSAGE_PERIODS}
                onClick={() => update({ periods: [...form.periods, newPeriod()] })}
              >
                {t('locks.passage.add')}
              </Button>
              {form.periods.length >= MAX_PASSAGE_PERIODS && (
                <Typography.Text type="secondary">
                  {t('locks.passage.max', { max: MAX_PASSAGE_PERIODS })}
                </Typography.Text>
              )}
              <Space>
                <Switch
                  checked={form.autoUnlock}
                  onChange={(autoUnlock) => update({ autoUnlock })}
                  aria-labelledby="passage-auto-unlock"
                />
                <span id="passage-auto-unlock">{t('locks.passage.autoUnlock')}</span>
              </Space>
            </>
          )}
          <Space align="center" wrap>
            <Button type="primary" onClick={save} loading={op.phase === 'pending'}>
              {t('locks.passage.save')}
            </Button>
            <OperationStatus view={op} successKey="locks.passage.saved" testId="passage-result" />
          </Space>
        </Space>
      </Card>
    </>
  );
}
