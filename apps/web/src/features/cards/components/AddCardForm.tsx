// Adding a card to one lock (/manage/issueCard): number (typed, or one of the cards received from another person —
// issue 19, transfer type 6), reversed reader, name, validity in the lock's time. Problems come from the shared rules (cardForm.ts) and show inline; the server's field answers land on the
// same fields, other refusals (number already on the lock, lock full, beyond your own key) above the button.
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardItem } from '@lockconsole/shared/card/card';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import { offsetLabel, offsetMinutesOf } from '@lockconsole/lockcore/lock-time';
import { addCard } from '../api/cardApi';
import { addCardProblems, addCardRequest, cardFieldOf, type CardValues } from '../cardForm';
import { newCardPeriod } from '../../../lib/credentials/credentialPeriod';
import { CardIdentityFields } from './CardIdentityFields';
import { CredentialPeriodFields } from '../../../components/credential/CredentialPeriodFields';
import { useCredentialForm } from '../../../components/credential/useCredentialForm';
import { ReceivedSelect } from '../../transfers/components/ReceivedSelect';

type Props = { lock: LockDetail; onAdded: (card: CardItem) => void };

export function AddCardForm({ lock, onAdded }: Props) {
  const { t } = useTranslation();
  const tz = offsetMinutesOf(lock.timezoneRawOffset);
  const [receivedId, setReceivedId] = useState<number | null>(null);
  const { values, set, problems, busy, submit } = useCredentialForm({
    initial: (now): CardValues => ({ number: '', name: '', reversed: false, period: newCardPeriod(now, tz) }),
    check: (v, now) => addCardProblems(v, lock.lockId, { now, tz }),
    send: async (v) => onAdded(await addCard(addCardRequest(v, lock.lockId, tz))),
    fieldOf: cardFieldOf,
    live: true,
  });
  return (
    <Form layout="vertical" requiredMark={false} onFinish={() => void submit()} style={{ maxWidth: 720 }}>
      <ReceivedSelect
        kind="card"
        id="card-received"
        value={receivedId}
        hideWhenEmpty
        onChange={(r) => {
          setReceivedId(r?.receivedId ?? null);
          if (r) set({ number: r.number, name: r.name, reversed: false });
        }}
      />
      <CardIdentityFields values={values} onChange={set} problems={problems} />
      <CredentialPeriodFields
        value={values.period}
        onChange={(period) => set({ period })}
        problems={problems}
        timeNote={t('cards.form.lockTime', { offset: offsetLabel(tz) })}
      />
      {problems.form && (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} message={problems.form} />
      )}
      <Button type="primary" htmlType="submit" loading={busy} size="large">
        {t('cards.form.submitAdd')}
      </Button>
    </Form>
  );
}
