// Lock status of spec §3 (locked 0, unlocked 1, unknown 2) as a tag with its word.
import { Tag } from 'antd';
import { LockOutlined, QuestionOutlined, UnlockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LOCK_STATUS } from '@lockconsole/shared/devices/enums';

export function lockStatusKey(status: number | null | undefined): string {
  if (status === LOCK_STATUS.locked) return 'locks.status.locked';
  if (status === LOCK_STATUS.unlocked) return 'locks.status.unlocked';
  return 'locks.status.unknown';
}

export function LockStatusTag({ status }: { status: number | null | undefined }) {
  const { t } = useTranslation();
  const icon =
    status === LOCK_STATUS.locked ? (
      <LockOutlined />
    ) : status === LOCK_STATUS.unlocked ? (
      <UnlockOutlined />
    ) : (
      <QuestionOutlined />
    );
  const color = status === LOCK_STATUS.locked ? 'blue' : status === LOCK_STATUS.unlocked ? 'orange' : 'default';
  return (
    <Tag icon={icon} color={color} data-testid="lock-status">
      {t(lockStatusKey(status))}
    </Tag>
  );
}
