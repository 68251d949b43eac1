// Renaming a card (server only; the lock does not store names), with the shared name rule.
import { useTranslation } from 'react-i18next';
import type { CardItem } from '@lockconsole/shared/card/card';
import { credentialNameParam } from '@lockconsole/shared/credential/credential';
import { NameModal } from '../../../components/NameModal';

type Props = { card: CardItem | null; onSubmit: (name: string) => Promise<unknown>; onClose: () => void };

const nameSchema = credentialNameParam();

export function RenameCardModal({ card, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <NameModal
      key={card?.cardId ?? 0}
      open={card !== null}
      title={t('cards.rename.title')}
      label={t('cards.rename.label')}
      initial={card?.cardName}
      schema={nameSchema}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
