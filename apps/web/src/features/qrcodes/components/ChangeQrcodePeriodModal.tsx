// Changing a QR code's validity and refresh interval (/qrcode/changePeriod) — never its type (limited stays limited,
// cycle stays cycle). Server only: the holder's page follows at its next refresh.
import { Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QrcodeItem } from '@lockconsole/shared/qrcode/qrcode';
import { offsetLabel } from '@lockconsole/lockcore/lock-time';
import { CredentialPeriodFields } from '../../../components/credential/CredentialPeriodFields';
import type { Problems } from '../../../lib/credentials/credentialPeriod';
import { serverProblems, translateProblems } from '../../../lib/credentials/problems';
import { changeQrcodePeriod } from '../api/qrcodeApi';
import {
  changeQrcodeProblems,
  changeQrcodeRequest,
  qrcodeFieldOf,
  qrcodeValuesOf,
  type QrcodeField,
} from '../qrcodeForm';
import { RefreshTimeField } from './RefreshTimeField';

type Props = { qrcode: QrcodeItem; tz: number; onClose: () => void; onDone: () => void };

export function ChangeQrcodePeriodModal({ qrcode, tz, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => qrcodeValuesOf(qrcode, Date.now(), tz));
  const [problems, setProblems] = useState<Problems<QrcodeField | 'form'>>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const found = changeQrcodeProblems(values, qrcode, { now: Date.now(), tz });
    setProblems(translateProblems(found, t));
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await changeQrcodePeriod(changeQrcodeRequest(values, qrcode, tz));
      onDone();
      onClose();
    } catch (e) {
      setProblems(serverProblems(e, qrcodeFieldOf));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      width={640}
      title={t('qrcodes.change.title', { name: qrcode.qrcodeName || qrcode.qrcodeNumber })}
      okText={t('qrcodes.change.save')}
      cancelText={t('common.actions.cancel')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('qrcodes.change.intro')}</Typography.Paragraph>
      <Form layout="vertical" requiredMark={false} onFinish={() => void submit()}>
        <CredentialPeriodFields
          idPrefix="change-qrcode"
          fixedType
          value={values.period}
          onChange={(period) => setValues({ ...values, period })}
          problems={problems}
          timeNote={t('cards.form.lockTime', { offset: offsetLabel(tz) })}
        />
        <RefreshTimeField
          id="change-qrcode-refresh"
          value={values.refreshTime}
          onChange={(refreshTime) => setValues({ ...values, refreshTime })}
          problem={problems.refreshTime}
        />
        {problems.form && (
          <Typography.Text type="danger" role="alert">
            {problems.form}
          </Typography.Text>
        )}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
    </Modal>
  );
}
