// /manage/issueQrcode?lockId= — issue a QR code for the page's lock (issue 16): name, type, validity, refresh
// interval; once issued, its public link to copy, open or share, and the way back to the lock's QR code tab.
import { Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { QrcodeItem } from '@lockconsole/shared/qrcode/qrcode';
import { appState } from '../../lib/session/appState';
import { useStore } from '../../lib/store';
import { IssueQrcodeForm } from '../../features/qrcodes/components/IssueQrcodeForm';
import { IssuedQrcode } from '../../features/qrcodes/components/IssuedQrcode';

export function IssueQrcodePage() {
  const { t } = useTranslation();
  const lock = useStore(appState, (s) => s.lock);
  const [issued, setIssued] = useState<QrcodeItem | null>(null);
  const [round, setRound] = useState(0);
  if (!lock) return null;
  const tab = `/manage/qrcode?lockId=${lock.lockId}`;
  return (
    <>
      <Link to={tab}>
        <ArrowLeftOutlined /> {lock.lockAlias}
      </Link>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 12 }}>
        {t('qrcodes.add.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('qrcodes.add.subtitle', { lock: lock.lockAlias })}
      </Typography.Paragraph>
      {!lock.abilities.manage ? (
        <Typography.Paragraph>{t('qrcodes.panel.noRight')}</Typography.Paragraph>
      ) : issued ? (
        <IssuedQrcode
          qrcode={issued}
          backTo={tab}
          onAnother={() => {
            setIssued(null);
            setRound((r) => r + 1);
          }}
        />
      ) : (
        <IssueQrcodeForm key={round} lock={lock} onIssued={setIssued} />
      )}
    </>
  );
}
