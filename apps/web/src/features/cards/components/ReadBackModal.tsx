// Read back from the lock (/card/readBack): what the lock really holds, read through the gateway (the call waits for
// the lock). Shows how many cards match, the cards found on the lock that the console did not know (now listed as
// "added at the lock", to be named), the cards the lock lacks (now "add failed", ready for resync) and the
// blacklisted numbers.
import { Alert, List, Modal, Spin, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CardItem } from '@lockconsole/shared/card/card';
import type { ReadBackState } from '../hooks/useReadBack';

type Props = { state: ReadBackState; onClose: () => void };

function CardList({ title, cards, empty }: { title: string; cards: CardItem[]; empty: string }) {
  const { t } = useTranslation();
  return (
    <List<CardItem>
      size="small"
      header={<strong>{title}</strong>}
      dataSource={cards}
      locale={{ emptyText: empty }}
      renderItem={(c) => (
        <List.Item>
          <Typography.Text code>{c.cardNumber}</Typography.Text> {c.cardName || t('cards.list.unnamed')}
        </List.Item>
      )}
    />
  );
}

export function ReadBackModal({ state, onClose }: Props) {
  const { t } = useTranslation();
  if (state.phase === 'idle') return null;
  const result = state.phase === 'done' ? state.result : null;
  return (
    <Modal
      open
      width={640}
      title={t('cards.readBack.title')}
      onCancel={onClose}
      onOk={onClose}
      okText={t('cards.actions.close')}
      cancelButtonProps={{ style: { display: 'none' } }}
      destroyOnHidden
    >
      {state.phase === 'reading' && (
        <Space role="status" aria-live="polite">
          <Spin />
          <Typography.Text type="secondary">{t('cards.readBack.reading')}</Typography.Text>
        </Space>
      )}
      {state.phase === 'failed' && <Alert type="error" showIcon role="alert" message={state.message} />}
      {result && (
        <Space direction="vertical" style={{ width: '100%' }} data-testid="card-read-back">
          <Alert
            type={result.found.length || result.missing.length ? 'warning' : 'success'}
            showIcon
            role="status"
            message={t('cards.readBack.matching', { count: result.matching })}
          />
          <CardList title={t('cards.readBack.found')} cards={result.found} empty={t('cards.readBack.none')} />
          {result.found.length > 0 && (
            <Typography.Text type="secondary">{t('cards.readBack.foundHelp')}</Typography.Text>
          )}
          <CardList title={t('cards.readBack.missing')} cards={result.missing} empty={t('cards.readBack.none')} />
          {result.missing.length > 0 && (
            <Typography.Text type="secondary">{t('cards.readBack.missingHelp')}</Typography.Text>
          )}
          <Typography.Text>
            {t('cards.readBack.blacklist', { count: result.blacklist.length })}{' '}
            {result.blacklist.map((n) => (
              <Typography.Text key={n} code>
                {n}
              </Typography.Text>
            ))}
          </Typography.Text>
        </Space>
      )}
    </Modal>
  );
}
