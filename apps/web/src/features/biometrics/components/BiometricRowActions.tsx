// The actions of one fingerprint, face or palm vein row, each an icon button with a tooltip and an accessible name
// (action: name): records (once the lock gave it a number), change validity, rename, copy to other locks (a desk
// reader's fingerprint), delete (confirmed). Changes wait while it is pending.
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  FieldTimeOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CREDENTIAL_STATUS } from '@lockconsole/shared/credential/credential';
import { isPending } from '../../../lib/credentials/credentialView';
import type { BiometricRow } from '../api/biometricApi';
import { canCopy, kindKey } from '../biometricView';

type Props = {
  row: BiometricRow;
  name: string;
  onRecords: () => void;
  onChangePeriod: () => void;
  onRename: () => void;
  onCopy: () => void;
  onDelete: () => Promise<void>;
};

export function BiometricRowActions({ row, name, onRecords, onChangePeriod, onRename, onCopy, onDelete }: Props) {
  const { t } = useTranslation();
  const pending = isPending(row);
  const icon = (action: string, node: React.ReactNode, onClick?: () => void, extra: object = {}) => (
    <Tooltip title={t(`biometrics.actions.${action}`)}>
      <Button
        size="small"
        icon={node}
        aria-label={t('biometrics.actions.labelled', { action: t(`biometrics.actions.${action}`), name })}
        onClick={onClick}
        {...extra}
      />
    </Tooltip>
  );
  return (
    <Space size={4} wrap>
      {icon('records', <UnorderedListOutlined />, onRecords, { disabled: row.number === '' })}
      {icon('changePeriod', <FieldTimeOutlined />, onChangePeriod, { disabled: pending })}
      {icon('rename', <EditOutlined />, onRename)}
      {canCopy(row) && icon('copy', <CopyOutlined />, onCopy, { disabled: pending })}
      {row.status !== CREDENTIAL_STATUS.deleting && (
        <Popconfirm
          title={t(kindKey(row.kind, 'deleteConfirm'))}
          okText={t('biometrics.actions.delete')}
          cancelText={t('common.actions.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={onDelete}
        >
          <span>{icon('delete', <DeleteOutlined />, undefined, { danger: true })}</span>
        </Popconfirm>
      )}
    </Space>
  );
}
