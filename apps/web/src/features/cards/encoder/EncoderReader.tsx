// The card on the encoder's reader: its number and whether it carries data, read again, cleared, initialized, or
// reported lost (its number blacklisted on every lock of yours that holds it).
import { Alert, Button, Descriptions, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardLockResult } from '@lockconsole/shared/card/lost';
import { isApiError } from '../../../lib/api/ApiError';
import { reportCardLost } from '../api/cardApi';
import { LockResultsTable } from '../components/LockResultsTable';
import type { Encoder } from './useEncoder';

export function EncoderReader({ enc }: { enc: Encoder }) {
  const { t } = useTranslation();
  const [lost, setLost] = useState<CardLockResult[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const card = enc.card;
  const reportLost = async () => {
    if (!card) return;
    setError(null);
    try {
      setLost((await reportCardLost(card.cardNumber)).locks);
    } catch (e) {
      setError(isApiError(e) || e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Descriptions size="small" column={1} data-testid="encoder-card">
        <Descriptions.Item label={t('cards.encoder.onReader')}>
          {card ? card.cardNumber : <Typography.Text type="secondary">{t('cards.encoder.noCard')}</Typography.Text>}
        </Descriptions.Item>
        {card && (
          <Descriptions.Item label={t('cards.encoder.content')}>
            {card.cardData ? t('cards.encoder.hasData') : t('cards.encoder.blank')}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Space wrap>
        <Button onClick={() => void enc.read()} disabled={enc.busy}>
          {t('cards.encoder.read')}
        </Button>
        <Popconfirm title={t('cards.encoder.clearConfirm')} onConfirm={() => void enc.clear()}>
          <Button disabled={!card || enc.busy}>{t('cards.encoder.clear')}</Button>
        </Popconfirm>
        <Button onClick={() => void enc.init()} disabled={!card || enc.busy}>
          {t('cards.encoder.init')}
        </Button>
        <Popconfirm
          title={t('cards.encoder.lostConfirm', { number: card?.cardNumber })}
          onConfirm={() => void reportLost()}
        >
          <Button danger disabled={!card}>
            {t('cards.encoder.reportLost')}
          </Button>
        </Popconfirm>
      </Space>
      {error && <Alert type="error" showIcon message={error} />}
      {lost &&
        (lost.length ? (
          <LockResultsTable results={lost} />
        ) : (
          <Alert type="info" showIcon message={t('cards.encoder.notFound')} />
        ))}
    </Space>
  );
}
