// "Clear all" of a lock's cards (/card/clear): a confirmation, then the operation followed live in a dialog — how
// many cards are being removed, the lock's answer (or why nothing was sent). Lost cards stay on the blacklist.
import { Alert, Button, Modal, Popconfirm, Space, Typography } from 'antd';
import { ClearOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OperationStatus } from '../../../components/OperationStatus';
import { isApiError } from '../../../lib/api/ApiError';
import { getOperation } from '../../../lib/operations/getOperation';
import { useOperation } from '../../../lib/operations/useOperation';
import { clearCards } from '../api/cardApi';

type Props = { lockId: number; onChanged: () => void };

type Outcome = { count: number; problem: string | null } | null;

export function ClearCardsButton({ lockId, onChanged }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const op = useOperation(() => onChanged());
  const clear = async () => {
    setBusy(true);
    op.reset();
    setOutcome(null);
    setOpen(true);
    try {
      const r = await clearCards(lockId);
      setOutcome({ count: r.count, problem: r.failureReason });
      onChanged();
      if (r.operationId !== null && !r.failureReason) void op.run(() => getOperation(r.operationId!));
    } catch (e) {
      setOutcome({ count: 0, problem: isApiError(e) || e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Popconfirm
        title={t('cards.clear.confirm')}
        description={t('cards.clear.confirmHelp')}
        okText={t('cards.clear.ok')}
        cancelText={t('common.actions.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() => void clear()}
      >
        <Button danger icon={<ClearOutlined />} loading={busy}>
          {t('cards.clear.button')}
        </Button>
      </Popconfirm>
      <Modal
        open={open}
        title={t('cards.clear.title')}
        onCancel={() => setOpen(false)}
        onOk={() => setOpen(false)}
        okText={t('cards.actions.close')}
        cancelButtonProps={{ style: { display: 'none' } }}
        destroyOnHidden
      >
        <Space direction="vertical" style={{ width: '100%' }} data-testid="card-clear-result">
          {outcome?.problem && (
            <Alert type="error" showIcon role="alert" message={t('cards.clear.failed', { reason: outcome.problem })} />
          )}
          {outcome && !outcome.problem && outcome.count === 0 && (
            <Alert type="info" showIcon role="status" message={t('cards.clear.none')} />
          )}
          {outcome && !outcome.problem && outcome.count > 0 && (
            <>
              <Typography.Text>{t('cards.clear.sent', { count: outcome.count })}</Typography.Text>
              <OperationStatus view={op} successKey="cards.clear.done" />
            </>
          )}
        </Space>
      </Modal>
    </>
  );
}
