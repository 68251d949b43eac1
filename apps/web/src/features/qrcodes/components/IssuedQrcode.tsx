// After issuing: the QR code's public link with copy / open / e-mail / SMS, what the holder does with it, and the
// way back to the lock's QR code tab (or issue another).
import { Button, Input, Result, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QrcodeItem } from '@lockconsole/shared/qrcode/qrcode';
import { QrcodeLinkActions } from './QrcodeLinkActions';

type Props = { qrcode: QrcodeItem; backTo: string; onAnother: () => void };

export function IssuedQrcode({ qrcode, backTo, onAnother }: Props) {
  const { t } = useTranslation();
  return (
    <Result
      status="success"
      title={t('qrcodes.issued.title', { name: qrcode.qrcodeName || qrcode.qrcodeNumber })}
      subTitle={t('qrcodes.issued.help')}
      extra={
        <Space direction="vertical" size="middle" style={{ width: '100%', maxWidth: 640, textAlign: 'left' }}>
          <Typography.Text strong>{t('qrcodes.issued.link')}</Typography.Text>
          <Input readOnly value={qrcode.link} data-testid="qrcode-link" aria-label={t('qrcodes.issued.link')} />
          <QrcodeLinkActions qrcode={qrcode} />
          <Space wrap>
            <Link to={backTo} data-testid="qrcode-back">
              {t('qrcodes.issued.back')}
            </Link>
            <Button type="link" onClick={onAnother}>
              {t('qrcodes.issued.another')}
            </Button>
          </Space>
        </Space>
      }
    />
  );
}
