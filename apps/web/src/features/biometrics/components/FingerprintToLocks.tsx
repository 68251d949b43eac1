// A fingerprint collected with a desk reader, sent to one or many locks (/manage/issuePrint, issue 15): the locks the
// caller manages (GET /lock/list queryType 3), name, validity typed in the browser's time, the person's consent, then
// POST /fingerprint/add and one result per lock (each lock's row follows in its list).
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FingerprintLockResult } from '@lockconsole/shared/biometric/fingerprint-reader';
import { useCredentialForm } from '../../../components/credential/useCredentialForm';
import { browserOffsetMinutes } from '../../../lib/credentials/credentialPeriod';
import { addFingerprint } from '../api/biometricApi';
import {
  addFingerprintProblems,
  addFingerprintRequest,
  biometricFieldOf,
  newBiometricValues,
  type BiometricValues,
} from '../biometricForm';
import { FingerprintLocksFields } from './FingerprintLocksFields';
import { BiometricLockResults } from './BiometricLockResults';

type Props = { template: string | null; initialLockIds: number[]; onSent: () => void };

export function FingerprintToLocks({ template, initialLockIds, onSent }: Props) {
  const { t } = useTranslation();
  const tz = browserOffsetMinutes();
  const [results, setResults] = useState<FingerprintLockResult[] | null>(null);
  const form = useCredentialForm({
    initial: (now): BiometricValues & { lockIds: number[] } => ({
      ...newBiometricValues(now, tz),
      lockIds: initialLockIds,
    }),
    check: (v, now) => addFingerprintProblems(v, v.lockIds, template, { now, tz }),
    send: async (v) => {
      setResults((await addFingerprint(addFingerprintRequest(v, v.lockIds, template!, tz))).locks);
      onSent();
    },
    fieldOf: biometricFieldOf,
  });
  const { values, problems } = form;
  return (
    <Form layout="vertical" requiredMark={false} onFinish={() => void form.submit()} style={{ maxWidth: 860 }}>
      <FingerprintLocksFields
        idPrefix="fingerprint-add"
        values={values}
        onChange={form.set}
        problems={problems}
        tz={tz}
      />
      {problems.template && <Alert type="warning" showIcon role="alert" message={problems.template} />}
      {problems.form && <Alert type="error" showIcon role="alert" style={{ marginTop: 12 }} message={problems.form} />}
      {results && <BiometricLockResults results={results} />}
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        loading={form.busy}
        style={{ marginTop: 16 }}
        data-testid="fingerprint-add-submit"
      >
        {t('biometrics.reader.submit')}
      </Button>
    </Form>
  );
}
