// Face verification of key holders (issue 15): on this lock, a person holding an ekey shows their face before the lock
// opens for them remotely — once, daily, weekly or monthly. Only the owner changes it (spec §6); others read it.
// Stored on the server (the lock itself is not told); each verification uses one face unit of the owner.
import { Select, Space, Switch, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FACE_AUTH } from '@lockconsole/shared/biometric/face-auth';
import { toast } from '../../../lib/toast';
import { getFaceAuth, updateFaceAuth } from '../api/faceAuthApi';
import { SettingRow } from './SettingRow';

type Props = { lockId: number; isOwner: boolean };

export function FaceAuthSetting({ lockId, isOwner }: Props) {
  const { t } = useTranslation();
  const state = useQuery({ queryKey: ['face-auth', lockId], queryFn: () => getFaceAuth(lockId) });
  const [saving, setSaving] = useState(false);
  const s = state.data;
  const on = s?.faceAuth === FACE_AUTH.on;
  const save = async (faceAuth: number, frequency: number) => {
    setSaving(true);
    try {
      await updateFaceAuth(lockId, faceAuth, frequency);
      toast.success(t('locks.settings.faceAuth.saved'));
      await state.refetch();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <SettingRow id="faceAuth" label={t('locks.settings.faceAuth.label')} help={t('locks.settings.faceAuth.help')}>
      <Switch
        checked={on}
        loading={saving || state.isLoading}
        disabled={!isOwner || !s}
        aria-label={t('locks.settings.faceAuth.label')}
        checkedChildren={t('locks.settings.switch.on')}
        unCheckedChildren={t('locks.settings.switch.off')}
        onChange={(checked) => void save(checked ? FACE_AUTH.on : FACE_AUTH.off, s?.frequency ?? 1)}
      />
      <Space>
        <Typography.Text id="faceAuthFrequency-label">{t('locks.settings.faceAuth.frequency')}</Typography.Text>
        <Select
          aria-labelledby="faceAuthFrequency-label"
          value={s?.frequency ?? 1}
          disabled={!isOwner || !on || saving}
          style={{ width: 160 }}
          options={[1, 2, 3, 4].map((f) => ({ value: f, label: t(`locks.settings.faceAuth.every.${f}`) }))}
          onChange={(f: number) => void save(FACE_AUTH.on, f)}
        />
      </Space>
      {s && (
        <Typography.Text type="secondary">
          {isOwner
            ? t('locks.settings.faceAuth.balance', { count: s.balance })
            : t('locks.settings.faceAuth.ownerOnly')}
        </Typography.Text>
      )}
    </SettingRow>
  );
}
