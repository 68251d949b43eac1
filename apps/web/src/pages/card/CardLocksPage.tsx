// One page for giving a card number to several locks (spec §2), behind three routes: /card/issue (a new number),
// /card/props?cardNumber= (door permissions of a card you have: the locks it opens now, then more or a new
// validity; a lost card given again works again there) and /card/send (the card chosen on /card/manage, kept in session storage; without it, back to the
// list). The cards feature's form in each case; the routes differ in their texts and what starts filled in.
import { Alert, Card, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cardNumberParam } from '@lockconsole/shared/card/card';
import { CardToLocksForm } from '../../features/cards/components/CardToLocksForm';
import { cardToSend } from '../../features/cards/cardSendStore';
import { useCardGroup } from '../../features/cards/hooks/useCardGroups';
import { useRefreshCards } from '../../features/cards/hooks/useCards';

type Props = { titleKey: string; introKey: string; vars?: Record<string, unknown>; children: React.ReactNode };

function CardLocksPage({ titleKey, introKey, vars, children }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Link to="/card/manage">
        <ArrowLeftOutlined /> {t('cards.manage.back')}
      </Link>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 12 }}>
        {t(titleKey, vars)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t(introKey, vars)}</Typography.Paragraph>
      <Card style={{ maxWidth: 900 }}>{children}</Card>
    </>
  );
}

/** /card/issue — a new number to the chosen locks. */
export function CardIssuePage() {
  const refresh = useRefreshCards();
  return (
    <CardLocksPage titleKey="cards.issue.title" introKey="cards.issue.intro">
      <CardToLocksForm onSent={() => void refresh()} />
    </CardLocksPage>
  );
}

/** A card you have, given to more locks: its current locks shown in the picker. */
function ExistingCardForm({ card }: { card: { cardNumber: string; cardName: string } }) {
  const { t } = useTranslation();
  const refresh = useRefreshCards();
  const group = useCardGroup(card.cardNumber);
  if (group.isLoading) return null;
  return (
    <>
      {group.data?.lost && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('cards.props.lost')} />
      )}
      <CardToLocksForm
        key={card.cardNumber}
        card={{ cardNumber: card.cardNumber, cardName: card.cardName || group.data?.cardName || '' }}
        heldOn={group.data?.locks}
        onSent={() => void refresh()}
      />
    </>
  );
}

/** /card/props?cardNumber= — door permissions of one card number. */
export function CardPropsPage() {
  const [params] = useSearchParams();
  const number = cardNumberParam().safeParse(params.get('cardNumber') ?? '');
  if (!number.success) return <Navigate to="/card/manage" replace />;
  return (
    <CardLocksPage titleKey="cards.props.title" introKey="cards.props.intro" vars={{ number: number.data }}>
      <ExistingCardForm card={{ cardNumber: number.data, cardName: '' }} />
    </CardLocksPage>
  );
}

/** /card/send — the card chosen on /card/manage (session storage), else back to the list. */
export function CardSendPage() {
  const card = cardToSend();
  if (!card) return <Navigate to="/card/manage" replace />;
  return (
    <CardLocksPage
      titleKey="cards.send.title"
      introKey="cards.send.intro"
      vars={{ name: card.cardName || card.cardNumber, number: card.cardNumber }}
    >
      <ExistingCardForm card={card} />
    </CardLocksPage>
  );
}
