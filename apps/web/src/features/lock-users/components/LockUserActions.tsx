// Per lock user: freeze all / unfreeze all keys and delete the user (which deletes their ekeys on the caller's
// locks — the confirmation says so, with the key count).
import { Button, Popconfirm, Space } from 'antd';
import { DeleteOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { KeyUser } from '@lockconsole/shared/lock-user/lock-user';

type Props = {
  user: KeyUser;
  busy: boolean;
  onFreeze: () => Promise<void>;
  onUnfreeze: () => Promise<void>;
  onDelete: () => Promise<void>;
};

export function LockUserActions({ user, busy, onFreeze, onUnfreeze, onDelete }: Props) {
  const { t } = useTranslation();
  const name = user.nickname || user.username;
  const allFrozen = user.frozenCount >= user.keyCount;
  return (
    <Space wrap>
      <Popconfirm
        title={t('lockUsers.freezeConfirm', { name, count: user.keyCount })}
        okText={t('lockUsers.freeze')}
        cancelText={t('common.actions.cancel')}
        onConfirm={onFreeze}
        disabled={allFrozen}
      >
        <Button
          size="small"
          icon={<LockOutlined />}
          disabled={busy || allFrozen}
          aria-label={t('lockUsers.freezeLabel', { name })}
        >
          {t('lockUsers.freeze')}
        </Button>
      </Popconfirm>
      <Button
        size="small"
        icon={<UnlockOutlined />}
        disabled={busy || user.frozenCount === 0}
        aria-label={t('lockUsers.unfreezeLabel', { name })}
        onClick={() => void onUnfreeze()}
      >
        {t('lockUsers.unfreeze')}
      </Button>
      <Popconfirm
        title={t('lockUsers.deleteConfirm', { name, count: user.keyCount })}
        okText={t('lockUsers.delete')}
        cancelText={t('common.actions.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={onDelete}
      >
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          disabled={busy}
          aria-label={t('lockUsers.deleteLabel', { name })}
        >
          {t('lockUsers.delete')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
