// /passcode/send — issue a passcode choosing the lock first (spec §2): a searchable picker of the locks the caller
// manages, then the same form as /manage/issuePasscode for that lock.
import { Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LockPicker } from '../../components/LockPicker';
import { IssuePasscodeFlow } from '../../features/passcodes/components/IssuePasscodeFlow';
import { useLockForPasscodes } from '../../features/passcodes/hooks/useLockForPasscodes';

export function SendPasscodePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [lockId, setLockId] = useState<number | null>(null);
  const lock = useLockForPasscodes(lockId);
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {t('passcodes.send.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('passcodes.send.subtitle')}</Typography.Paragraph>
      <LockPicker
        mode="one"
        id="passcode-lock"
        need="manage"
        label={t('passcodes.send.lock')}
        help={t('passcodes.send.lockHelp')}
        placeholder={t('passcodes.send.lockPlaceholder')}
        empty={t('passcodes.send.noLocks')}
        value={lockId}
        onChange={setLockId}
      />
      <div style={{ height: 20 }} />
      {lock.data && lock.data.lockId === lockId && (
        <IssuePasscodeFlow
          key={lock.data.lockId}
          lock={lock.data}
          onList={() => void navigate(`/manage/passcode?lockId=${lock.data.lockId}`)}
        />
      )}
    </>
  );
}
