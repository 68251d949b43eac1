// "Add a received fingerprint" (issue 19, transfer type 5): a fingerprint another person gave the caller, put on one or
// many of the caller's locks from its sealed desk-reader data, without enrolling it again (POST
// /fingerprint/addReceived): which received fingerprint, the locks (as for a desk reader's), name, validity typed in
// the browser's time, the person's consent; then one result per lock, as for a desk reader's.
import { Alert, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FingerprintLockResult } from '@lockconsole/shared/biometric/fingerprint-reader';
import { useCredentialForm } from '../../../components/credential/useCredentialForm';
import { browserOffsetMinutes } from '../../../lib/credentials/credentialPeriod';
import { ReceivedSelect } from '../../transfers/components/ReceivedSelect';
import { addReceivedFingerprint } from '../api/biometricApi';
import {
  addReceivedFingerprintProblems,
  addReceivedFingerprintRequest,
  biometricFieldOf,
  newBiometricValues,
  type BiometricValues,
} from '../biometricForm';
import { FingerprintLocksFields } from './FingerprintLocksFields';
import { BiometricLockResults } from './BiometricLockResults';

type Props = { initialLockIds: number[]; onClose: () => void; onSent: () => void };
type Values = BiometricValues & { lockIds: number[]; receivedId: number | null };

export function ReceivedFingerprintModal({ initialLockIds, onClose, onSent }: Props) {
  const { t } = useTranslation();
  const tz = browserOffsetMinutes();
  const [results, setResults] = useState<FingerprintLockResult[] | null>(null);
  const form = useCredentialForm({
    initial: (now): Values => ({ ...newBiometricValues(now, tz), lockIds: initialLockIds, receivedId: null }),
    check: (v, now) => addReceivedFingerprintProblems(v, v.lockIds, v.receivedId, { now, tz }),
    send: async (v) => {
      const req = addReceivedFingerprintRequest(v, v.lockIds, v.receivedId!, tz);
      setResults((await addReceivedFingerprint(req)).locks);
      onSent();
    },
    fieldOf: biometricFieldOf,
    live: true,
  });
  const { values, problems } = form;
  return (
    <Modal
      open
      width={860}
      title={t('biometrics.received.title')}
      okText={results ? t('biometrics.progress.close') : t('biometrics.reader.submit')}
      okButtonProps={{ ...{ 'data-testid': 'fingerprint-received-submit' } }}
      cancelButtonProps={results ? { style: { display: 'none' } } : undefined}
      cancelText={t('common.actions.cancel')}
      confirmLoading={form.busy}
      onOk={() => (results ? onClose() : void form.submit())}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('biometrics.received.intro')}</Typography.Paragraph>
      {results ? (
        <BiometricLockResults results={results} />
      ) : (
        <Form layout="vertical" requiredMark={false} onFinish={() => void form.submit()}>
          <ReceivedSelect
            kind="fingerprint"
            id="fingerprint-received"
            required
            value={values.receivedId}
            problem={problems.received}
            onChange={(r) =>
              form.set({ receivedId: r?.receivedId ?? null, ...(r && !values.name.trim() ? { name: r.name } : {}) })
            }
          />
          <FingerprintLocksFields
            idPrefix="fingerprint-received"
            values={values}
            onChange={form.set}
            problems={problems}
            tz={tz}
          />
        </Form>
      )}
      {problems.form && <Alert type="error" showIcon role="alert" style={{ marginTop: 12 }} message={problems.form} />}
    </Modal>
  );
}
