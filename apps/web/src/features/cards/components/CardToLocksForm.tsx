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
import { cardFieldOf, issueCardProblems, issueCardRequest, type CardValues } from '../cardForm';
import { browserOffsetMinutes, newCardPeriod } from '../../../lib/credentials/credentialPeriod';
import { useCredentialForm } from '../../../components/credential/useCredentialForm';
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
  const [results, setResults] = useState<CardLockResult[] | null>(null);
  const { values, set, problems, busy, submit } = useCredentialForm({
    initial: (now): CardValues & { lockIds: number[] } => ({
      number: card?.cardNumber ?? '',
      name: card?.cardName ?? '',
      reversed: false,
      period: newCardPeriod(now, tz),
      lockIds: initialLockIds,
    }),
    check: (v, now) => issueCardProblems(v, v.lockIds, { now, tz }),
    send: async (v) => {
      setResults((await issueCard(issueCardRequest(v, v.lockIds, tz))).locks);
      onSent?.();
    },
    fieldOf: cardFieldOf,
    live: true,
  });
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
          value={values.lockIds}
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
          onChange={(lockIds) => set({ lockIds })}
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
