// /card/encoder — the card encoder tool (spec §1): connect to the encoder program on this computer, see the card on
// its reader, write a room card for a lock (the lock accepts it offline), clear or initialize a card, report the card
// on the reader lost. docs/card-encoder.md.
import { Card, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRefreshCards } from '../../features/cards/hooks/useCards';
import { EncoderConnection } from '../../features/cards/encoder/EncoderConnection';
import { EncoderReader } from '../../features/cards/encoder/EncoderReader';
import { WriteRoomCard } from '../../features/cards/encoder/WriteRoomCard';
import { useEncoder } from '../../features/cards/encoder/useEncoder';

export function CardEncoderPage() {
  const { t } = useTranslation();
  const enc = useEncoder();
  const refresh = useRefreshCards();
  return (
    <>
      <Link to="/card/manage">
        <ArrowLeftOutlined /> {t('cards.manage.back')}
      </Link>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 12 }}>
        {t('cards.encoder.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('cards.encoder.intro')}</Typography.Paragraph>
      <Space direction="vertical" size={16} style={{ width: '100%', maxWidth: 900 }}>
        <Card title={t('cards.encoder.connection')}>
          <EncoderConnection enc={enc} />
        </Card>
        {enc.status === 'connected' && (
          <>
            <Card title={t('cards.encoder.reader')}>
              <EncoderReader enc={enc} />
            </Card>
            <Card title={t('cards.encoder.writeTitle')}>
              <WriteRoomCard enc={enc} onWritten={() => void refresh()} />
            </Card>
          </>
        )}
      </Space>
    </>
  );
}
