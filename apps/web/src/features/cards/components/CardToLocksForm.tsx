// One card number to several locks (/card/issue, /card/props, /card/send → POST /card/issue): the number (new, or
// fixed for a card you have), name, the locks (each showing the card's status there if it holds it: a lock that
// has it gets the new validity), the validity typed in the browser's time; then one result per lock.
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardItem } from '@lockconsole/shared/card/card';
import type { CardLockResult } from '@lockconsole/shared/card/lost';
import { offsetLabel } from '@lockconsole/lockcore/lock-time';
import { LockPicker } from '../../../components/LockPicker';
import { issueCard } from '../api/cardApi';
import { issueCardProblems, issueCardRequest, type CardField, type CardValues } from '../cardForm';
import { browserOffsetMinutes, newCardPeriod, type Problems } from '../../../lib/credentials/credentialPeriod';
import { serverProblems, translateProblems } from '../problemText';
import { CardIdentityFields } from './CardIdentityFields';
import { CredentialPeriodFields } from '../../../components/credential/CredentialPeriodFields';
import { CardStatusTag } from './CardStatus';
import { LockResultsTable } from './LockResultsTable';

type Props = {
  /** A card you have (its number fixed), or none for a new number. */
  card?: { cardNumber: string; cardName: string };
  /** The card on the locks that hold it now. */
  heldOn?: CardItem[];
  initialLockIds?: number[];
  onSent?: () => void;
};

export function CardToLocksForm({ card, heldOn = [], initialLockIds = [], onSent }: Props) {
  const { t } = useTranslation();
  const tz = browserOffsetMinutes();
  const [values, setValues] = useState<CardValues>(() => ({
    number: card?.cardNumber ?? '',
    name: card?.cardName ?? '',
    reversed: false,
    period: newCardPeriod(Date.now(), tz),
  }));
  const [lockIds, setLockIds] = useState<number[]>(initialLockIds);
  const [problems, setProblems] = useState<Problems<CardField | 'form'>>({});
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<CardLockResult[] | null>(null);
  const check = (v: CardValues, ids: number[]) =>
    translateProblems(issueCardProblems(v, ids, { now: Date.now(), tz }), t);
  const set = (patch: Partial<CardValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (tried) setProblems(check(next, lockIds));
  };
  const submit = async () => {
    setTried(true);
    const found = check(values, lockIds);
    setProblems(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      setResults((await issueCard(issueCardRequest(values, lockIds, tz))).locks);
      onSent?.();
    } catch (e) {
      setProblems(serverProblems(e));
    } finally {
      setBusy(false);
    }
  };
  const held = new Map(heldOn.map((c) => [c.lockId, c]));
  return (
    <Form layout="vertical" requiredMark={false} onFinish={() => void submit()} style={{ maxWidth: 860 }}>
      <CardIdentityFields values={values} onChange={set} problems={problems} fixedNumber={!!card} />
      <Form.Item label={t('cards.form.locks')} required>
        <LockPicker
          mode="several"
          need="manage"
          label={t('cards.form.locks')}
          empty={t('cards.form.noLocks')}
          value={lockIds}
          error={problems.locks}
          columns={[
            {
              key: 'card',
              title: t('cards.form.onLock'),
              render: (_, l) => {
                const c = held.get(l.lockId);
                return c ? <CardStatusTag card={c} /> : '—';
              },
            },
          ]}
          onChange={(ids) => {
            setLockIds(ids);
            if (tried) setProblems(check(values, ids));
          }}
        />
      </Form.Item>
      <CredentialPeriodFields
        value={values.period}
        onChange={(period) => set({ period })}
        problems={problems}
        timeNote={t('cards.form.browserTime', { offset: offsetLabel(tz) })}
      />
      {problems.form && (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} message={problems.form} />
      )}
      {results && <LockResultsTable results={results} />}
      <Button type="primary" htmlType="submit" loading={busy} size="large" style={{ marginTop: 16 }}>
        {t('cards.form.submitIssue')}
      </Button>
    </Form>
  );
}
