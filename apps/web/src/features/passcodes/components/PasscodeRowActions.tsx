// The actions of one passcode row as compact icon buttons (tooltips, and accessible names carrying the code's
// name): share, its records, change (custom codes: digits and period through the gateway), rename, delete (with
// confirmation). Compact so the whole list fits a laptop screen.
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, FormOutlined, ShareAltOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PasscodeItem } from '@lockconsole/shared/passcode/passcode';
import { PASSCODE_STATUS } from '@lockconsole/shared/passcode/passcode';
import { isCustom, isPendingStatus } from '../passcodeView';

export type RowActionHandlers = {
  onShare: (p: PasscodeItem) => void;
  onChange: (p: PasscodeItem) => void;
  onRename: (p: PasscodeItem) => void;
  onDelete: (p: PasscodeItem) => Promise<void>;
};

type Props = RowActionHandlers & { passcode: PasscodeItem };

export function PasscodeRowActions({ passcode: p, onShare, onChange, onRename, onDelete }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = p.keyboardPwdName || p.keyboardPwd;
  const busy = isPendingStatus(p.keyboardPwdStatus);
  const label = (action: string) => `${t(`passcodes.actions.${action}`)}: ${name}`;
  const icon = (action: string, node: React.ReactNode, onClick?: () => void, extra: object = {}) => (
    <Tooltip title={t(`passcodes.actions.${action}`)}>
      <Button size="small" icon={node} aria-label={label(action)} onClick={onClick} {...extra} />
    </Tooltip>
  );
  return (
    <Space size={4}>
      {icon('share', <ShareAltOutlined />, () => onShare(p))}
      {icon('records', <UnorderedListOutlined />, () =>
        navigate(`/manage/records?lockId=${p.lockId}&keyboardPwd=${encodeURIComponent(p.keyboardPwd)}`),
      )}
      {isCustom(p) && icon('change', <FormOutlined />, () => onChange(p), { disabled: busy })}
      {icon('rename', <EditOutlined />, () => onRename(p))}
      {p.keyboardPwdStatus !== PASSCODE_STATUS.deleting && (
        <Popconfirm
          title={t(isCustom(p) ? 'passcodes.delete.confirmCustom' : 'passcodes.delete.confirmOffline')}
          okText={t('passcodes.actions.delete')}
          cancelText={t('common.actions.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => onDelete(p)}
        >
          <span>{icon('delete', <DeleteOutlined />, undefined, { danger: true })}</span>
        </Popconfirm>
      )}
    </Space>
  );
}
