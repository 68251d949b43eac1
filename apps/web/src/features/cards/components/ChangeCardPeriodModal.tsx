// Changing a card's validity, sent through the gateway (/card/changePeriod). The row then shows updating → normal
// (or update failed with the cause) live; the lock keeps the old validity until it confirms.
import { Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardItem } from '@lockconsole/shared/card/card';
import { offsetLabel } from '@lockconsole/lockcore/lock-time';
import { changeCardPeriod } from '../api/cardApi';
import {
  cardPeriodProblems,
  cardPeriodRequest,
  periodFromCard,
  type Problems,
} from '../../../lib/credentials/credentialPeriod';
import type { CardField } from '../cardForm';
import { serverProblems, translateProblems } from '../problemText';
import { CredentialPeriodFields } from '../../../components/credential/CredentialPeriodFields';

type Props = { card: CardItem; tz: number; onClose: () => void; onDone: () => void };

export function ChangeCardPeriodModal({ card, tz, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState(() => periodFromCard(card, Date.now(), tz));
  const [problems, setProblems] = useState<Problems<CardField | 'form'>>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const found = cardPeriodProblems(period, Date.now(), tz);
    setProblems(translateProblems(found, t));
    if (Object.keys(found).length) return;
    const req = cardPeriodRequest(period, tz);
    // Nothing changed: nothing to send through the gateway.
    if (JSON.stringify(req) === JSON.stringify(cardPeriodRequest(periodFromCard(card, Date.now(), tz), tz)))
      return onClose();
    setBusy(true);
    try {
      await changeCardPeriod({ lockId: card.lockId, cardId: card.cardId, ...req });
      onDone();
      onClose();
    } catch (e) {
      setProblems(serverProblems(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      width={640}
      title={t('cards.change.title', { name: card.cardName || card.cardNumber })}
      okText={t('cards.change.save')}
      cancelText={t('common.actions.cancel')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('cards.change.intro')}</Typography.Paragraph>
      <Form layout="vertical" requiredMark={false} onFinish={() => void submit()}>
        <CredentialPeriodFields
          idPrefix="change-card"
          value={period}
          onChange={setPeriod}
          problems={problems}
          timeNote={t('cards.form.lockTime', { offset: offsetLabel(tz) })}
        />
        {(problems.form ?? problems.number) && (
          <Typography.Text type="danger" role="alert">
            {problems.form ?? problems.number}
          </Typography.Text>
        )}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
    </Modal>
  );
}
