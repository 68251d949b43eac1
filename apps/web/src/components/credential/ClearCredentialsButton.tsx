// "Clear all" of one kind of a lock's credentials (cards, key fobs, …): a confirmation, then the operation followed
// live in a dialog — how many are being removed, the lock's answer (or why nothing was sent). The kind gives the call
// (/card/clear, /keyfob/clear, …) and its texts.
import { Alert, Button, Modal, Popconfirm, Space, Typography } from 'antd';
import { ClearOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OperationStatus } from '../OperationStatus';
import { errorText } from '../../lib/credentials/problems';
import { getOperation } from '../../lib/operations/getOperation';
import { useOperation } from '../../lib/operations/useOperation';

/** What a clear call answers: how many the lock is asked to remove, the operation to follow, or why nothing went. */
export type ClearAnswer = { count: number; operationId: number | null; failureReason: string | null };

type Props = {
  lockId: number;
  clear: (lockId: number) => Promise<ClearAnswer>;
  /**
   * The kind's i18n keys under this prefix ("cards.clear"): button, confirm, ok, title, sent ({{count}}, plural),
   * done, none, failed ({{reason}}); confirmHelp too when `confirmHelp` is set.
   */
  texts: string;
  confirmHelp?: boolean;
  /** The result's test id is `<testId>-clear-result` ("card", "keyfob"). */
  testId: string;
  onChanged: () => void;
};

type Outcome = { count: number; problem: string | null } | null;

export function ClearCredentialsButton({ lockId, clear, texts, confirmHelp, testId, onChanged }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const op = useOperation(() => onChanged());
  const run = async () => {
    setBusy(true);
    op.reset();
    setOutcome(null);
    setOpen(true);
    try {
      const r = await clear(lockId);
      setOutcome({ count: r.count, problem: r.failureReason });
      onChanged();
      if (r.operationId !== null && !r.failureReason) void op.run(() => getOperation(r.operationId!));
    } catch (e) {
      setOutcome({ count: 0, problem: errorText(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Popconfirm
        title={t(`${texts}.confirm`)}
        description={confirmHelp ? t(`${texts}.confirmHelp`) : undefined}
        okText={t(`${texts}.ok`)}
        cancelText={t('common.actions.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() => void run()}
      >
        <Button danger icon={<ClearOutlined />} loading={busy}>
          {t(`${texts}.button`)}
        </Button>
      </Popconfirm>
      <Modal
        open={open}
        title={t(`${texts}.title`)}
        onCancel={() => setOpen(false)}
        onOk={() => setOpen(false)}
        okText={t('cards.actions.close')}
        cancelButtonProps={{ style: { display: 'none' } }}
        destroyOnHidden
      >
        <Space direction="vertical" style={{ width: '100%' }} data-testid={`${testId}-clear-result`}>
          {outcome?.problem && (
            <Alert type="error" showIcon role="alert" message={t(`${texts}.failed`, { reason: outcome.problem })} />
          )}
          {outcome && !outcome.problem && outcome.count === 0 && (
            <Alert type="info" showIcon role="status" message={t(`${texts}.none`)} />
          )}
          {outcome && !outcome.problem && outcome.count > 0 && (
            <>
              <Typography.Text>{t(`${texts}.sent`, { count: outcome.count })}</Typography.Text>
              <OperationStatus view={op} successKey={`${texts}.done`} />
            </>
          )}
        </Space>
      </Modal>
    </>
  );
}
