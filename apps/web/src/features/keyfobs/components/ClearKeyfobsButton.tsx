// "Clear all" of a lock's key fobs (/keyfob/clear): a confirmation, then the operation followed live in a dialog —
// how many fobs are being removed, the lock's answer (or why nothing was sent).
import { Alert, Button, Modal, Popconfirm, Space, Typography } from 'antd';
import { ClearOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OperationStatus } from '../../../components/OperationStatus';
import { errorText } from '../../../lib/credentials/problems';
import { getOperation } from '../../../lib/operations/getOperation';
import { useOperation } from '../../../lib/operations/useOperation';
import { clearKeyfobs } from '../api/accessoryApi';

type Props = { lockId: number; onChanged: () => void };

type Outcome = { count: number; problem: string | null } | null;

export function ClearKeyfobsButton({ lockId, onChanged }: Props) {
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
      const r = await clearKeyfobs(lockId);
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
        title={t('keyfobs.clear.confirm')}
        okText={t('keyfobs.clear.ok')}
        cancelText={t('common.actions.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() => void clear()}
      >
        <Button danger icon={<ClearOutlined />} loading={busy}>
          {t('keyfobs.clear.button')}
        </Button>
      </Popconfirm>
      <Modal
        open={open}
        title={t('keyfobs.clear.title')}
        onCancel={() => setOpen(false)}
        onOk={() => setOpen(false)}
        okText={t('cards.actions.close')}
        cancelButtonProps={{ style: { display: 'none' } }}
        destroyOnHidden
      >
        <Space direction="vertical" style={{ width: '100%' }} data-testid="keyfob-clear-result">
          {outcome?.problem && (
            <Alert
              type="error"
              showIcon
              role="alert"
              message={t('keyfobs.clear.failed', { reason: outcome.problem })}
            />
          )}
          {outcome && !outcome.problem && outcome.count === 0 && (
            <Alert type="info" showIcon role="status" message={t('keyfobs.clear.none')} />
          )}
          {outcome && !outcome.problem && outcome.count > 0 && (
            <>
              <Typography.Text>{t('keyfobs.clear.sent', { count: outcome.count })}</Typography.Text>
              <OperationStatus view={op} successKey="keyfobs.clear.done" />
            </>
          )}
        </Space>
      </Modal>
    </>
  );
}
