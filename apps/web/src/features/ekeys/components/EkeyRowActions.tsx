// The actions of one ekey row, by the key's status (ekeyLabels.keyActions) and the caller's role: owner-only
// actions (authorize / de-authorize) are not even shown to authorized admins (spec §6, permissions.ts), nor any
// action on an authorized admin's key (the server's rule: admins act on keyRight-0 keys only).
import { Button, Dropdown, Popconfirm, Space } from 'antd';
import {
  CalendarOutlined,
  DeleteOutlined,
  DownOutlined,
  EditOutlined,
  LinkOutlined,
  SafetyOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EkeyItem } from '@lockconsole/shared/ekey/ekey';
import { keyActions } from '../ekeyLabels';

export type KeyDialog = 'period' | 'edit' | 'delete' | 'link' | 'authorize' | 'unauthorize';

type Props = {
  item: EkeyItem;
  /** Owner of the lock (authorize / de-authorize). */
  own: boolean;
  /** May read the lock's records. */
  records: boolean;
  onFreeze: (freeze: boolean) => Promise<unknown>;
  onDialog: (d: KeyDialog) => void;
  onRecords: () => void;
};

export function EkeyRowActions({ item, own, records, onFreeze, onDialog, onRecords }: Props) {
  const { t } = useTranslation();
  // An authorized admin acts on ordinary keys only; other admins' keys (and its own) are the owner's business.
  if (!own && item.keyRight === 1) return <span aria-hidden="true">—</span>;
  const can = keyActions(item);
  const more: MenuProps['items'] = [
    can.edit && { key: 'edit', label: t('ekeys.actions.edit'), icon: <EditOutlined /> },
    can.changePeriod && { key: 'period', label: t('ekeys.actions.changePeriod'), icon: <CalendarOutlined /> },
    own && can.authorize && { key: 'authorize', label: t('ekeys.actions.authorize'), icon: <SafetyOutlined /> },
    own && can.unauthorize && { key: 'unauthorize', label: t('ekeys.actions.unauthorize'), icon: <SafetyOutlined /> },
    records && { key: 'records', label: t('ekeys.actions.records'), icon: <UnorderedListOutlined /> },
    can.unlockLink && { key: 'link', label: t('ekeys.actions.unlockLink'), icon: <LinkOutlined /> },
    can.delete && { type: 'divider' as const },
    can.delete && { key: 'delete', label: t('ekeys.actions.delete'), icon: <DeleteOutlined />, danger: true },
  ].filter((x) => Boolean(x)) as MenuProps['items'];
  const freeze = can.freeze || can.unfreeze;
  return (
    <Space size={4}>
      {freeze && (
        <Popconfirm
          title={t(can.freeze ? 'ekeys.freeze.confirm' : 'ekeys.unfreeze.confirm', { name: item.keyName })}
          description={t(can.freeze ? 'ekeys.freeze.note' : 'ekeys.unfreeze.note')}
          okText={t(can.freeze ? 'ekeys.actions.freeze' : 'ekeys.actions.unfreeze')}
          cancelText={t('common.actions.cancel')}
          onConfirm={() => onFreeze(can.freeze)}
        >
          <Button size="small">{t(can.freeze ? 'ekeys.actions.freeze' : 'ekeys.actions.unfreeze')}</Button>
        </Popconfirm>
      )}
      {more!.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: more,
            onClick: ({ key }) => (key === 'records' ? onRecords() : onDialog(key as KeyDialog)),
          }}
        >
          <Button size="small" aria-label={t('ekeys.actions.more', { name: item.keyName })}>
            {t('ekeys.actions.moreShort')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
