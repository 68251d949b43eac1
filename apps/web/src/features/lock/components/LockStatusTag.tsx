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
  // antd's orange text on its orange tint is 3:1; this darker orange is 6:1 (AA).
  const style = status === LOCK_STATUS.unlocked ? { color: '#ad4e00' } : undefined;
  return (
    <Tag icon={icon} color={color} style={style} data-testid="lock-status">
      {t(lockStatusKey(status))}
    </Tag>
  );
}
