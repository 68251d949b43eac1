// The toolbar of the fingerprint, face and palm vein tabs: "Clear all", per kind "Collect with a reader" and "Add a
// received fingerprint" (one another person gave the caller: issue 19) for fingerprints, "Add from a photo" for faces,
// "Give to a person" of the chosen fingerprints for the lock's owner (transfer type 5), and "Enroll at the lock".
import { Button, Space } from 'antd';
import { CameraOutlined, InboxOutlined, PictureOutlined, PlusOutlined, UsbOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import { ClearCredentialsButton } from '../../../components/credential/ClearCredentialsButton';
import { GiveCredentialsButton } from '../../transfers/components/GiveCredentialsButton';
import type { GiveItem } from '../../transfers/hooks/useGiveSelection';
import { clearBiometrics, type BiometricKind } from '../api/biometricApi';
import { ReceivedFingerprintModal } from './ReceivedFingerprintModal';

type Props = {
  lock: LockDetail;
  kind: BiometricKind;
  /** The chosen fingerprints (the owner's selection). */
  chosen: GiveItem[];
  onGiven: () => void;
  onEnrol: () => void;
  onChanged: () => void;
};

export function BiometricToolbar({ lock, kind, chosen, onGiven, onEnrol, onChanged }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [receiving, setReceiving] = useState(false);
  return (
    <Space wrap>
      <ClearCredentialsButton
        lockId={lock.lockId}
        clear={clearBiometrics(kind)}
        texts="biometrics.clear"
        testId={kind}
        onChanged={onChanged}
      />
      {kind === 'fingerprint' && lock.abilities.own && (
        <GiveCredentialsButton lockId={lock.lockId} kind="fingerprint" items={chosen} onGiven={onGiven} />
      )}
      {kind === 'fingerprint' && (
        <Button icon={<InboxOutlined />} onClick={() => setReceiving(true)} data-testid="fingerprint-received">
          {t('biometrics.received.title')}
        </Button>
      )}
      {kind === 'fingerprint' && (
        <Button
          icon={<UsbOutlined />}
          onClick={() => void navigate(`/manage/issuePrint?lockId=${lock.lockId}`)}
          data-testid="fingerprint-reader"
        >
          {t('biometrics.panel.reader')}
        </Button>
      )}
      {kind === 'face' && (
        <Button
          icon={<PictureOutlined />}
          onClick={() => void navigate(`/manage/issueFace?lockId=${lock.lockId}`)}
          data-testid="face-photo"
        >
          {t('biometrics.panel.photo')}
        </Button>
      )}
      <Button
        type="primary"
        icon={kind === 'face' ? <CameraOutlined /> : <PlusOutlined />}
        onClick={onEnrol}
        data-testid={`${kind}-enrol`}
      >
        {t('biometrics.panel.enroll')}
      </Button>
      {receiving && (
        <ReceivedFingerprintModal
          initialLockIds={[lock.lockId]}
          onClose={() => setReceiving(false)}
          onSent={onChanged}
        />
      )}
    </Space>
  );
}
