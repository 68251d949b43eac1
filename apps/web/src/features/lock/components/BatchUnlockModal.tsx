// Batch unlock of the selected locks with per-lock progress (waiting, unlocking, unlocked or the reason it
// failed). Nothing starts until the user confirms.
import { Button, List, Modal, Space, Typography } from 'antd';
import { CheckCircleFilled, ClockCircleOutlined, CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LockListItem } from '@lockconsole/shared/lock/lock';
import { remoteUnlock } from '../api/remoteApi';
import { runBatchUnlock, type BatchItemState } from '../batchUnlock';

type Props = { locks: Pick<LockListItem, 'lockId' | 'lockAlias'>[]; open: boolean; onClose: (ran: boolean) => void };

const ICONS = {
  waiting: <ClockCircleOutlined />,
  pending: <LoadingOutlined />,
  success: <CheckCircleFilled style={{ color: '#52c41a' }} />,
  failed: <CloseCircleFilled style={{ color: '#ff4d4f' }} />,
};

export function BatchUnlockModal({ locks, open, onClose }: Props) {
  const { t } = useTranslation();
  const [states, setStates] = useState<Record<number, BatchItemState>>({});
  const [running, setRunning] = useState(false);
  const [ran, setRan] = useState(false);
  const start = async () => {
    setRunning(true);
    setRan(true);
    await runBatchUnlock(
      locks.map((l) => l.lockId),
      remoteUnlock,
      (id, s) => setStates((prev) => ({ ...prev, [id]: s })),
    );
    setRunning(false);
  };
  const values = Object.values(states);
  const done = values.filter((s) => s.phase === 'success' || s.phase === 'failed').length;
  const failed = values.filter((s) => s.phase === 'failed').length;
  const close = () => {
    if (running) return;
    setStates({});
    onClose(ran);
    setRan(false);
  };
  return (
    <Modal
      open={open}
      title={t('locks.batch.title')}
      onCancel={close}
      maskClosable={!running}
      footer={
        <Space>
          <Button onClick={close} disabled={running}>
            {t('locks.batch.close')}
          </Button>
          <Button type="primary" onClick={() => void start()} loading={running} disabled={ran}>
            {t('locks.batch.start')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph>{t('locks.batch.intro', { count: locks.length })}</Typography.Paragraph>
      <List
        size="small"
        bordered
        dataSource={locks}
        renderItem={(l) => {
          const s = states[l.lockId] ?? { phase: 'waiting', message: null };
          return (
            <List.Item data-testid={`batch-item-${l.lockId}`}>
              <Space align="start">
                {ICONS[s.phase]}
                <div>
                  <strong>{l.lockAlias}</strong>
                  <br />
                  <Typography.Text type={s.phase === 'failed' ? 'danger' : 'secondary'}>
                    {s.phase === 'failed' && s.message ? s.message : t(`locks.batch.state.${s.phase}`)}
                  </Typography.Text>
                </div>
              </Space>
            </List.Item>
          );
        }}
      />
      {ran && (
        <Typography.Paragraph style={{ marginTop: 12 }} role="status" aria-live="polite">
          {t('locks.batch.summary', { done, total: locks.length, failed })}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
