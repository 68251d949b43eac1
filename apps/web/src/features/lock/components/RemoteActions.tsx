// Remote unlock / lock of one lock with its live result: pending while the gateway and lock work, then
// "Unlocked" / "Locked" or the refusal (e.g. the spec's "remote unlock is not enabled").
import { Button, Space } from 'antd';
import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LockListItem } from '@lockconsole/shared/lock/lock';
import { OperationStatus } from '../../../components/OperationStatus';
import { useOperation } from '../../../lib/operations/useOperation';
import { remoteLock, remoteUnlock } from '../api/remoteApi';

type Props = { lock: Pick<LockListItem, 'lockId' | 'lockAlias'>; onDone?: () => void };

export function RemoteActions({ lock, onDone }: Props) {
  const { t } = useTranslation();
  const [last, setLast] = useState<'unlock' | 'lock'>('unlock');
  const op = useOperation(() => onDone?.());
  const busy = op.phase === 'pending';
  const go = (what: 'unlock' | 'lock') => {
    setLast(what);
    void op.run(() => (what === 'unlock' ? remoteUnlock(lock.lockId) : remoteLock(lock.lockId)));
  };
  return (
    <Space direction="vertical" size={4}>
      <Space size={8}>
        <Button
          size="small"
          type="primary"
          icon={<UnlockOutlined />}
          loading={busy && last === 'unlock'}
          disabled={busy}
          aria-label={t('locks.remote.unlockLabel', { name: lock.lockAlias })}
          onClick={() => go('unlock')}
        >
          {t('locks.remote.unlock')}
        </Button>
        <Button
          size="small"
          icon={<LockOutlined />}
          loading={busy && last === 'lock'}
          disabled={busy}
          aria-label={t('locks.remote.lockLabel', { name: lock.lockAlias })}
          onClick={() => go('lock')}
        >
          {t('locks.remote.lock')}
        </Button>
      </Space>
      <OperationStatus
        view={op}
        successKey={last === 'unlock' ? 'locks.remote.unlocked' : 'locks.remote.locked'}
        testId={`remote-result-${lock.lockId}`}
      />
    </Space>
  );
}
