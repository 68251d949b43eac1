// Changing a QR code's validity and refresh interval (/qrcode/changePeriod) — never its type (limited stays limited,
// cycle stays cycle). Server only: the holder's page follows at its next refresh.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QrcodeItem } from '@lockconsole/shared/qrcode/qrcode';
import { ChangeCredentialPeriodModal } from '../../../components/credential/ChangeCredentialPeriodModal';
import { changeQrcodePeriod } from '../api/qrcodeApi';
import { changeQrcodeProblems, changeQrcodeRequest, qrcodeFieldOf, qrcodeValuesOf } from '../qrcodeForm';
import { RefreshTimeField } from './RefreshTimeField';

type Props = { qrcode: QrcodeItem; tz: number; onClose: () => void; onDone: () => void };

export function ChangeQrcodePeriodModal({ qrcode, tz, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [initial] = useState(() => qrcodeValuesOf(qrcode, Date.now(), tz));
  const [refreshTime, setRefreshTime] = useState(initial.refreshTime);
  return (
    <ChangeCredentialPeriodModal
      period={() => initial.period}
      tz={tz}
      title={t('qrcodes.change.title', { name: qrcode.qrcodeName || qrcode.qrcodeNumber })}
      intro={t('qrcodes.change.intro')}
      okText={t('qrcodes.change.save')}
      idPrefix="change-qrcode"
      fixedType
      check={(period, now) => changeQrcodeProblems({ ...initial, period, refreshTime }, qrcode, { now, tz })}
      fieldOf={qrcodeFieldOf}
      submit={(period) => changeQrcodePeriod(changeQrcodeRequest({ ...initial, period, refreshTime }, qrcode, tz))}
      extra={(problems) => (
        <RefreshTimeField
          id="change-qrcode-refresh"
          value={refreshTime}
          onChange={setRefreshTime}
          problem={problems.refreshTime}
        />
      )}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
