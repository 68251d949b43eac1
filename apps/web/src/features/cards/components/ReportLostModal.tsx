// Reporting a card number lost (/card/reportLost): a confirmation naming what happens — every lock of yours that
// holds the number gets it on its blacklist through its gateway — then one result per lock.
import { Alert, Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardLockResult } from '@lockconsole/shared/card/lost';
import { isApiError } from '../../../lib/api/ApiError';
import { reportCardLost } from '../api/cardApi';
import { LockResultsTable } from './LockResultsTable';

type Props = { card: { cardNumber: string; cardName: string }; onClose: () => void; onDone: () => void };

export function ReportLostModal({ card, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<CardLockResult[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const report = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setResults((await reportCardLost(card.cardNumber)).locks);
      onDone();
    } catch (e) {
      setFailure(isApiError(e) || e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const name = card.cardName || card.cardNumber;
  return (
    <Modal
      open
      width={640}
      title={t('cards.lost.title', { name })}
      onCancel={onClose}
      destroyOnHidden
      footer={
        results ? (
          <Button type="primary" onClick={onClose}>
            {t('cards.actions.close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>{t('common.actions.cancel')}</Button>
            <Button type="primary" danger loading={busy} onClick={() => void report()}>
              {t('cards.lost.confirm')}
            </Button>
          </>
        )
      }
    >
      {!results && <Typography.Paragraph>{t('cards.lost.intro')}</Typography.Paragraph>}
      {failure && <Alert type="error" showIcon role="alert" message={failure} />}
      {results && <LockResultsTable results={results} />}
    </Modal>
  );
}
