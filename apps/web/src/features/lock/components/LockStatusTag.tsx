// Lock status of spec §3 (locked 0, unlocked 1, unknown 2) as a tag with its word; a parking lock's is its barrier
// (raised 0, lowered 1; issue 29).
import {
  LockOutlined,
  QuestionOutlined,
  UnlockOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LOCK_STATUS } from '@lockconsole/shared/devices/enums';
import { Tag } from '../../../components/ui/Tag';

export function lockStatusKey(status: number | null | undefined, parking = false): string {
  if (status === LOCK_STATUS.locked) return parking ? 'locks.status.raised' : 'locks.status.locked';
  if (status === LOCK_STATUS.unlocked) return parking ? 'locks.status.lowered' : 'locks.status.unlocked';
  return 'locks.status.unknown';
}

export function LockStatusTag({ status, parking = false }: { status: number | null | undefined; parking?: boolean }) {
  const { t } = useTranslation();
  const icon =
    status === LOCK_STATUS.locked ? (
      parking ? (
        <VerticalAlignTopOutlined />
      ) : (
        <LockOutlined />
      )
    ) : status === LOCK_STATUS.unlocked ? (
      parking ? (
        <VerticalAlignBottomOutlined />
      ) : (
        <UnlockOutlined />
      )
    ) : (
      <QuestionOutlined />
    );
  const tone = status === LOCK_STATUS.locked ? 'blue' : status === LOCK_STATUS.unlocked ? 'orange' : 'default';
  return (
    <Tag icon={icon} tone={tone} data-testid="lock-status">
      {t(lockStatusKey(status, parking))}
    </Tag>
  );
}
