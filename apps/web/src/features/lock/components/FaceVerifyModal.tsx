// A key holder shows their face to a lock that asks for it (issue 15): a photo taken now (the phone's front camera
// where there is one), checked on the server like any face photo, kept the first time and compared after. Then the
// caller tries the opening again.
import { Alert, Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_ACCEPT, PhotoError, preparePhoto } from '../../biometrics/facePhoto';
import { verifyFace } from '../api/faceAuthApi';

type Props = { lockId: number; lockName: string; onVerified: () => void; onClose: () => void };

export function FaceVerifyModal({ lockId, lockName, onVerified, onClose }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      const photo = await preparePhoto(file);
      await verifyFace(lockId, photo.dataUrl);
      onVerified();
    } catch (e) {
      setProblem(
        e instanceof PhotoError
          ? t(`errors.facePhoto.${e.problem === 'unreadable' ? 'format' : e.problem}`)
          : e instanceof Error
            ? e.message
            : String(e),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('locks.faceVerify.title', { name: lockName })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('locks.faceVerify.intro')}</Typography.Paragraph>
      <label
        className="ant-btn ant-btn-primary"
        style={{ display: 'inline-flex', alignItems: 'center' }}
        aria-disabled={busy}
      >
        <input
          type="file"
          accept={PHOTO_ACCEPT}
          capture="user"
          hidden
          disabled={busy}
          data-testid="face-verify-input"
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        {busy ? t('locks.faceVerify.checking') : t('locks.faceVerify.choose')}
      </label>
      {problem && <Alert style={{ marginTop: 12 }} type="error" showIcon message={problem} />}
      <div style={{ marginTop: 16, textAlign: 'end' }}>
        <Button onClick={onClose}>{t('common.actions.cancel')}</Button>
      </div>
    </Modal>
  );
}
