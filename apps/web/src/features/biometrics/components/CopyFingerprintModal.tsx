// "Copy to other locks" of a fingerprint collected with a desk reader (issue 15): the server keeps its template
// sealed, so the same finger goes to more locks without enrolling it again (POST /fingerprint/copy); the locks are
// those the caller manages; then one result per lock.
import { Alert, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LockPicker } from '../../../components/LockPicker';
import { errorText } from '../../../lib/credentials/problems';
import { copyFingerprint, type BiometricRow } from '../api/biometricApi';
import type { FingerprintLockResult } from '@lockconsole/shared/biometric/fingerprint-reader';
import { BiometricLockResults } from './BiometricLockResults';

type Props = { row: BiometricRow; onClose: () => void; onDone: () => void };

export function CopyFingerprintModal({ row, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [lockIds, setLockIds] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [pickProblem, setPickProblem] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [results, setResults] = useState<FingerprintLockResult[] | null>(null);
  const send = async () => {
    if (lockIds.length === 0) {
      setPickProblem(t('biometrics.reader.pickLocks'));
      return;
    }
    setPickProblem(null);
    setBusy(true);
    setProblem(null);
    try {
      setResults((await copyFingerprint({ lockId: row.lockId, fingerprintId: row.id, lockIdList: lockIds })).locks);
      onDone();
    } catch (e) {
      setProblem(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      width={760}
      title={t('biometrics.copy.title', { name: row.name || row.number })}
      okText={results ? t('biometrics.progress.close') : t('biometrics.copy.submit')}
      okButtonProps={{ ...{ 'data-testid': 'fingerprint-copy-submit' } }}
      cancelButtonProps={results ? { style: { display: 'none' } } : undefined}
      cancelText={t('common.actions.cancel')}
      confirmLoading={busy}
      onOk={() => (results ? onClose() : void send())}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('biometrics.copy.intro')}</Typography.Paragraph>
      {results ? (
        <BiometricLockResults results={results} />
      ) : (
        <LockPicker
          mode="several"
          need="manage"
          queryType={3}
          label={t('biometrics.reader.locks')}
          empty={t('biometrics.reader.noLocks')}
          value={lockIds}
          error={pickProblem ?? undefined}
          onChange={(ids) => setLockIds(ids.filter((id) => id !== row.lockId))}
        />
      )}
      {problem && <Alert type="error" showIcon role="alert" message={problem} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
