// The status cell of a card (spec §3 credential status): the shared status cell (tag, spinner while the gateway is
// adding, updating, deleting or reporting it lost, for a failed sync the cause and the resync button) with the
// "added at the lock" mark for a card found by a read-back and the encoder's mark.
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CardItem } from '@lockconsole/shared/card/card';
import { CredentialStatus, CredentialStatusTag } from '../../../components/credential/CredentialStatus';
import { resyncCard } from '../api/cardApi';

type Props = { card: CardItem; onChanged?: () => void };

/** The tag alone (also in the account-wide list and the results). */
export function CardStatusTag({ card }: { card: Pick<CardItem, 'status' | 'failureReason'> }) {
  return <CredentialStatusTag item={card} testId="card" />;
}

export function CardStatus({ card: c, onChanged }: Props) {
  const { t } = useTranslation();
  return (
    <CredentialStatus
      item={c}
      testId="card"
      // Retry only where the list can follow it.
      onResync={onChanged && (() => resyncCard({ lockId: c.lockId, cardId: c.cardId }))}
      onChanged={onChanged}
      marks={
        <>
          {c.addedAtLock && <Tag color="purple">{t('cards.list.addedAtLock')}</Tag>}
          {c.writtenByEncoder && <Tag color="geekblue">{t('cards.list.writtenByEncoder')}</Tag>}
        </>
      }
    />
  );
}
