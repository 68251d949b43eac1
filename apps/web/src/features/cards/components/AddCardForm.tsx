// Adding a card to one lock (/manage/issueCard): number, reversed reader, name, validity in the lock's
// time. Problems come from the shared rules (cardForm.ts) and show inline; the server's field answers land on the
// same fields, other refusals (number already on the lock, lock full, beyond your own key) above the button.
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardItem } from '@lockconsole/shared/card/card';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import { offsetLabel, offsetMinutesOf } from '@lockconsole/lockcore/lock-time';
import { addCard } from '../api/cardApi';
import { addCardProblems, addCardRequest, type CardField, type CardValues } from '../cardForm';
import { newCardPeriod, type Problems } from '../../../lib/credentials/credentialPeriod';
import { serverProblems, translateProblems } from '../problemText';
import { CardIdentityFields } from './CardIdentityFields';
import { CredentialPeriodFields } from '../../../components/credential/CredentialPeriodFields';

type Props = { lock: LockDetail; onAdded: (card: CardItem) => void };

export function AddCardForm({ lock, onAdded }: Props) {
  const { t } = useTranslation();
  const tz = offsetMinutesOf(lock.timezoneRawOffset);
  const [values, setValues] = useState<CardValues>(() => ({
    number: '',
    name: '',
    reversed: false,
    period: newCardPeriod(Date.now(), tz),
  }));
  const [problems, setProblems] = useState<Problems<CardField | 'form'>>({});
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const check = (v: CardValues) => translateProblems(addCardProblems(v, lock.lockId, { now: Date.now(), tz }), t);
  const set = (patch: Partial<CardValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    // After a first attempt the rules follow every edit, so a fixed field clears at once.
    if (tried) setProblems(check(next));
  };
  const submit = async () => {
    setTried(true);
    const found = check(values);
    setProblems(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      onAdded(await addCard(addCardRequest(values, lock.lockId, tz)));
    } catch (e) {
      setProblems(serverProblems(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form layout="vertical" requiredMark={false} onFinish={() => void submit()} style={{ maxWidth: 720 }}>
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
