// Bulk import (/card/import): a list of numbers and names (pasted or from a CSV file, previewed line by line with
// the shared rules), the locks to put them on, "the reader reads reversed", the validity; then a result per lock.
// "Run again" sends the same import once more: what is on a lock is skipped, what failed is retried.
import { Alert, Button, Checkbox, Form, Modal, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportCardResult } from '@lockconsole/shared/card/issue';
import { offsetLabel } from '@lockconsole/lockcore/lock-time';
import { LockPicker } from '../../../components/LockPicker';
import { importCards } from '../api/cardApi';
import { cardFieldOf, importCardProblems, importCardRequest, type ImportValues } from '../cardForm';
import { browserOffsetMinutes, newCardPeriod } from '../../../lib/credentials/credentialPeriod';
import { parseImportList } from '../importList';
import { useCredentialForm } from '../../../components/credential/useCredentialForm';
import { CredentialPeriodFields } from '../../../components/credential/CredentialPeriodFields';
import { ImportListInput } from './ImportListInput';
import { ImportResults } from './ImportResults';

type Props = { initialLockIds?: number[]; onClose: () => void; onDone: () => void };

export function ImportCardsModal({ initialLockIds = [], onClose, onDone }: Props) {
  const { t } = useTranslation();
  const tz = browserOffsetMinutes();
  const [text, setText] = useState('');
  const [results, setResults] = useState<ImportCardResult['locks'] | null>(null);
  const list = useMemo(() => parseImportList(text), [text]);
  const { values, set, problems, busy, submit } = useCredentialForm({
    initial: (now): ImportValues & { lockIds: number[] } => ({
      reversed: false,
      period: newCardPeriod(now, tz),
      lockIds: initialLockIds,
    }),
    check: (v, now) => importCardProblems(v, list.cards, v.lockIds, { now, tz }),
    send: async (v) => {
      setResults((await importCards(importCardRequest(v, list.cards, v.lockIds, tz))).locks);
      onDone();
    },
    fieldOf: cardFieldOf,
  });

  return (
    <Modal
      open
      width={960}
      title={t('cards.import.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{t('cards.actions.close')}</Button>
          <Button type="primary" loading={busy} onClick={() => void submit()}>
            {t(results ? 'cards.import.again' : 'cards.import.submit', { count: list.cards.length })}
          </Button>
        </Space>
      }
    >
      <Form layout="vertical" requiredMark={false} onFinish={() => void submit()}>
        <Form.Item label={t('cards.import.list')} htmlFor="card-import-list" extra={t('cards.import.listHelp')}>
          <ImportListInput
            text={text}
            onText={(next) => {
              setText(next);
              setResults(null);
            }}
            list={list}
            error={problems.cards}
          />
        </Form.Item>
        <Form.Item extra={t('cards.form.reversedHelp')}>
          <Checkbox checked={values.reversed} onChange={(e) => set({ reversed: e.target.checked })}>
            {t('cards.form.reversed')}
          </Checkbox>
        </Form.Item>
        <Form.Item label={t('cards.form.locks')} required>
          <LockPicker
            mode="several"
            need="manage"
            label={t('cards.form.locks')}
            empty={t('cards.form.noLocks')}
            value={values.lockIds}
            error={problems.locks}
            onChange={(lockIds) => set({ lockIds })}
          />
        </Form.Item>
        <CredentialPeriodFields
          idPrefix="import-card"
          value={values.period}
          onChange={(period) => set({ period })}
          problems={problems}
          timeNote={t('cards.form.browserTime', { offset: offsetLabel(tz) })}
        />
        {problems.form && <Alert type="error" showIcon role="alert" message={problems.form} />}
        {results && <ImportResults results={results} />}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
    </Modal>
  );
}
