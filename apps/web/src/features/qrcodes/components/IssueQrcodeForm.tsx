// Issuing a QR code for one lock (/manage/issueQrcode): name, type limited / permanent / cycle (dates, week days and
// daily hours in the lock's time), refresh interval. No gateway is needed: the lock checks each code offline.
// Problems come from the shared rules (qrcodeForm.ts) and show inline; other refusals (1,000 QR codes, beyond your
// own key) above the button.
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import type { QrcodeItem } from '@lockconsole/shared/qrcode/qrcode';
import { offsetLabel, offsetMinutesOf } from '@lockconsole/lockcore/lock-time';
import { CredentialPeriodFields } from '../../../components/credential/CredentialPeriodFields';
import type { Problems } from '../../../lib/credentials/credentialPeriod';
import { serverProblems, translateProblems } from '../../../lib/credentials/problems';
import { addQrcode } from '../api/qrcodeApi';
import {
  addQrcodeProblems,
  addQrcodeRequest,
  newQrcodeValues,
  qrcodeFieldOf,
  type QrcodeField,
  type QrcodeValues,
} from '../qrcodeForm';
import { RefreshTimeField } from './RefreshTimeField';

type Props = { lock: LockDetail; onIssued: (qrcode: QrcodeItem) => void };

export function IssueQrcodeForm({ lock, onIssued }: Props) {
  const { t } = useTranslation();
  const tz = offsetMinutesOf(lock.timezoneRawOffset);
  const [values, setValues] = useState<QrcodeValues>(() => newQrcodeValues(Date.now(), tz));
  const [problems, setProblems] = useState<Problems<QrcodeField | 'form'>>({});
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const check = (v: QrcodeValues) => translateProblems(addQrcodeProblems(v, lock.lockId, { now: Date.now(), tz }), t);
  const set = (patch: Partial<QrcodeValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (tried) setProblems(check(next));
  };
  const submit = async () => {
    setTried(true);
    const found = check(values);
    setProblems(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      onIssued(await addQrcode(addQrcodeRequest(values, lock.lockId, tz)));
    } catch (e) {
      setProblems(serverProblems(e, qrcodeFieldOf));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form layout="vertical" requiredMark={false} onFinish={() => void submit()} style={{ maxWidth: 720 }}>
      <Form.Item
        label={t('qrcodes.form.name')}
        htmlFor="qrcode-name"
        validateStatus={problems.name ? 'error' : undefined}
        help={problems.name ? <span role="alert">{problems.name}</span> : undefined}
      >
        <Input
          id="qrcode-name"
          value={values.name}
          maxLength={50}
          onChange={(e) => set({ name: e.target.value })}
          style={{ maxWidth: 360 }}
        />
      </Form.Item>
      <CredentialPeriodFields
        idPrefix="qrcode"
        value={values.period}
        onChange={(period) => set({ period })}
        problems={problems}
        timeNote={t('cards.form.lockTime', { offset: offsetLabel(tz) })}
      />
      <RefreshTimeField
        id="qrcode-refresh"
        value={values.refreshTime}
        onChange={(refreshTime) => set({ refreshTime })}
        problem={problems.refreshTime}
      />
      {problems.form && (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} message={problems.form} />
      )}
      <Button type="primary" htmlType="submit" loading={busy} size="large">
        {t('qrcodes.form.submit')}
      </Button>
    </Form>
  );
}
