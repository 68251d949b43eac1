// Issuing a QR code for one lock (/manage/issueQrcode): name, type limited / permanent / cycle (dates, week days and
// daily hours in the lock's time), refresh interval. No gateway is needed: the lock checks each code offline.
// Problems come from the shared rules (qrcodeForm.ts) and show inline; other refusals (1,000 QR codes, beyond your
// own key) above the button.
import { Alert, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import type { QrcodeItem } from '@lockconsole/shared/qrcode/qrcode';
import { offsetLabel, offsetMinutesOf } from '@lockconsole/lockcore/lock-time';
import { CredentialNameField } from '../../../components/credential/CredentialNameField';
import { CredentialPeriodFields } from '../../../components/credential/CredentialPeriodFields';
import { useCredentialForm } from '../../../components/credential/useCredentialForm';
import { addQrcode } from '../api/qrcodeApi';
import { addQrcodeProblems, addQrcodeRequest, newQrcodeValues, qrcodeFieldOf } from '../qrcodeForm';
import { RefreshTimeField } from './RefreshTimeField';

type Props = { lock: LockDetail; onIssued: (qrcode: QrcodeItem) => void };

export function IssueQrcodeForm({ lock, onIssued }: Props) {
  const { t } = useTranslation();
  const tz = offsetMinutesOf(lock.timezoneRawOffset);
  const { values, set, problems, busy, submit } = useCredentialForm({
    initial: (now) => newQrcodeValues(now, tz),
    check: (v, now) => addQrcodeProblems(v, lock.lockId, { now, tz }),
    send: async (v) => onIssued(await addQrcode(addQrcodeRequest(v, lock.lockId, tz))),
    fieldOf: qrcodeFieldOf,
    live: true,
  });
  return (
    <Form layout="vertical" requiredMark={false} onFinish={() => void submit()} style={{ maxWidth: 720 }}>
      <CredentialNameField
        id="qrcode-name"
        label={t('qrcodes.form.name')}
        value={values.name}
        onChange={(name) => set({ name })}
        problem={problems.name}
      />
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
