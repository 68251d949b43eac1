// Face verification of key holders (issue 15): on this lock, a person holding an ekey shows their face before the lock
// opens for them remotely — once, daily, weekly or monthly. Only the owner changes it (spec §6); others read it.
// Stored on the server (the lock itself is not told); each verification uses one face unit of the owner.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FACE_AUTH } from '@lockconsole/shared/biometric/face-auth-values';
import { Select } from '../../../components/ui/Select';
import { Switch } from '../../../components/ui/Switch';
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
        onText={t('locks.settings.switch.on')}
        offText={t('locks.settings.switch.off')}
        onChange={(checked) => void save(checked ? FACE_AUTH.on : FACE_AUTH.off, s?.frequency ?? 1)}
      />
      <span className="ui-row">
        <label htmlFor={`faceAuthFrequency-${lockId}`}>{t('locks.settings.faceAuth.frequency')}</label>
        <Select
          id={`faceAuthFrequency-${lockId}`}
          value={s?.frequency ?? 1}
          disabled={!isOwner || !on || saving}
          options={[1, 2, 3, 4].map((f) => ({ value: f, label: t(`locks.settings.faceAuth.every.${f}`) }))}
          onChange={(f) => f !== undefined && void save(FACE_AUTH.on, f)}
        />
      </span>
      {s && (
        <span className="text-secondary">
          {isOwner
            ? t('locks.settings.faceAuth.balance', { count: s.balance })
            : t('locks.settings.faceAuth.ownerOnly')}
        </span>
      )}
    </SettingRow>
  );
}
