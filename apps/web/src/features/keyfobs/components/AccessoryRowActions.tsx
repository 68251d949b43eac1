// The actions of one key fob or wireless keypad row, each an icon button with a tooltip and an accessible name
// (action: name): records (key fobs), change validity (key fobs, through the gateway), rename, delete (confirmed).
// Changes wait while the accessory is pending.
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, FieldTimeOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CREDENTIAL_STATUS } from '@lockconsole/shared/credential/credential';

type Props = {
  name: string;
  status: number;
  pending: boolean;
  /** Key fobs: their records page. */
  onRecords?: () => void;
  onChangePeriod?: () => void;
  onRename: () => void;
  onDelete: () => Promise<void>;
  deleteConfirm: string;
};

export function AccessoryRowActions(p: Props) {
  const { t } = useTranslation();
  const icon = (action: string, node: React.ReactNode, onClick?: () => void, extra: object = {}) => (
    <Tooltip title={t(`keyfobs.actions.${action}`)}>
      <Button
        size="small"
        icon={node}
        aria-label={t('keyfobs.actions.labelled', { action: t(`keyfobs.actions.${action}`), name: p.name })}
        onClick={onClick}
        {...extra}
      />
    </Tooltip>
  );
  return (
    <Space size={4}>
      {p.onRecords && icon('records', <UnorderedListOutlined />, p.onRecords)}
      {p.onChangePeriod && icon('changePeriod', <FieldTimeOutlined />, p.onChangePeriod, { disabled: p.pending })}
      {icon('rename', <EditOutlined />, p.onRename)}
      {p.status !== CREDENTIAL_STATUS.deleting && (
        <Popconfirm
          title={p.deleteConfirm}
          okText={t('keyfobs.actions.delete')}
          cancelText={t('common.actions.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={p.onDelete}
        >
          <span>{icon('delete', <DeleteOutlined />, undefined, { danger: true })}</span>
        </Popconfirm>
      )}
    </Space>
  );
}
