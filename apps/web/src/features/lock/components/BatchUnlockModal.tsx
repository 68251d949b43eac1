// Batch unlock (or lock) of the selected locks with per-lock progress (waiting, unlocking, unlocked or the reason
// it failed). A parking lock among them is lowered (or raised) instead (issue 29). Nothing starts until the user
// confirms.
import { Button, List, Modal, Segmented, Space, Typography } from 'antd';
import { CheckCircleFilled, ClockCircleOutlined, CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LockListItem } from '@lockconsole/shared/lock/lock';
import { actionsOf, batchRemote, type RemoteAction } from '../api/remoteApi';
import { getOperation } from '../../../lib/operations/getOperation';
import { trackOperation } from '../../../lib/operations/trackOperation';
import { trackDeps } from '../../../lib/operations/useOperation';
import { REMOTE_DONE } from './RemoteActions';
import { runBatchUnlock, type BatchItemState } from '../batchUnlock';

type Props = {
  locks: Pick<LockListItem, 'lockId' | 'lockAlias' | 'parkingLock'>[];
  open: boolean;
  onClose: (ran: boolean) => void;
};

/** What a lock shows while its command runs. */
const WORKING: Record<RemoteAction, string> = {
  unlock: 'locks.batch.state.pending',
  lock: 'locks.batch.state.locking',
  lower: 'locks.batch.state.lowering',
  raise: 'locks.batch.state.raising',
};

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
  const [opening, setOpening] = useState(true);
  const actionOf = (l: Pick<LockListItem, 'parkingLock'>) => actionsOf(l.parkingLock === 1)[opening ? 0 : 1];
  const anyParking = locks.some((l) => l.parkingLock === 1);
  const start = async () => {
    setRunning(true);
    setRan(true);
    await runBatchUnlock(
      locks.map((l) => l.lockId),
      (ids) => batchRemote(ids, opening ? 'open' : 'close'),
      (operationId) =>
        trackOperation(
          () => getOperation(operationId),
          () => {},
          trackDeps,
        ),
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
            {t(opening ? 'locks.batch.start' : 'locks.batch.startClose')}
          </Button>
        </Space>
      }
    >
      <Segmented<'open' | 'close'>
        style={{ marginBottom: 12 }}
        disabled={ran}
        value={opening ? 'open' : 'close'}
        onChange={(v) => setOpening(v === 'open')}
        options={[
          { value: 'open', label: t('locks.remote.unlock') },
          { value: 'close', label: t('locks.remote.lock') },
        ]}
      />
      <Typography.Paragraph>
        {t(opening ? 'locks.batch.intro' : 'locks.batch.introClose', { count: locks.length })}
        {anyParking && ` ${t(opening ? 'locks.batch.parkingLowered' : 'locks.batch.parkingRaised')}`}
      </Typography.Paragraph>
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
                    {s.phase === 'failed' && s.message
                      ? s.message
                      : s.phase === 'pending'
                        ? t(WORKING[actionOf(l)])
                        : s.phase === 'success'
                          ? t(REMOTE_DONE[actionOf(l)])
                          : t(`locks.batch.state.${s.phase}`)}
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
