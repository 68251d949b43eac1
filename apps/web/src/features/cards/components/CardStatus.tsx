// The status cell of a card (spec §3 credential status): a tag, a spinner while the gateway is adding, updating,
// deleting or reporting it lost (the list follows live), for a failed sync the cause and the resync button, and
// the "added at the lock" mark for a card found by a read-back.
import { Button, Space, Tag, Typography } from 'antd';
import { LoadingOutlined, SyncOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardItem } from '@lockconsole/shared/card/card';
import { isApiError } from '../../../lib/api/ApiError';
import { resyncCard } from '../api/cardApi';
import { statusView } from '../../../lib/credentials/credentialView';

type Props = { card: CardItem; onChanged?: () => void };

/** The tag alone (also in the account-wide list and the results). */
export function CardStatusTag({ card }: { card: Pick<CardItem, 'status' | 'failureReason'> }) {
  const { t } = useTranslation();
  const view = statusView(card);
  return (
    <Tag color={view.tone} icon={view.pending ? <LoadingOutlined /> : undefined} data-testid="card-status-tag">
      {t(view.key)}
    </Tag>
  );
}

export function CardStatus({ card: c, onChanged }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const resync = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await resyncCard({ lockId: c.lockId, cardId: c.cardId });
    } catch (e) {
      setRefusal(isApiError(e) || e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
      onChanged?.();
    }
  };
  return (
    <Space direction="vertical" size={4} data-testid="card-status">
      <Space size={4} wrap>
        <CardStatusTag card={c} />
        {c.addedAtLock && <Tag color="purple">{t('cards.list.addedAtLock')}</Tag>}
        {c.writtenByEncoder && <Tag color="geekblue">{t('cards.list.writtenByEncoder')}</Tag>}
      </Space>
      {statusView(c).failed && c.failureReason && (
        <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="card-failure">
          {t('cards.list.cause', { reason: c.failureReason })}
        </Typography.Text>
      )}
      {c.canResync && onChanged && (
        <Button size="small" icon={<SyncOutlined />} loading={busy} onClick={() => void resync()}>
          {t('cards.actions.resync')}
        </Button>
      )}
      {refusal && (
        <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
          {refusal}
        </Typography.Text>
      )}
    </Space>
  );
}
