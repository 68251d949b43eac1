// The actions of one QR code row besides its link (QrcodeLinkActions): records, change validity (and refresh
// interval), rename, delete with confirmation — the link stops at once; a code already on a screen stays good at
// most one refresh interval.
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, FieldTimeOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { QrcodeItem } from '@lockconsole/shared/qrcode/qrcode';
import { refreshView } from '../qrcodeView';

export type QrcodeActionHandlers = {
  onChangePeriod: (q: QrcodeItem) => void;
  onRename: (q: QrcodeItem) => void;
  onDelete: (q: QrcodeItem) => Promise<void>;
};

type Props = QrcodeActionHandlers & { qrcode: QrcodeItem };

export function QrcodeRowActions({ qrcode: q, onChangePeriod, onRename, onDelete }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = q.qrcodeName || q.qrcodeNumber;
  const icon = (action: string, node: React.ReactNode, onClick?: () => void, extra: object = {}) => (
    <Tooltip title={t(`qrcodes.actions.${action}`)}>
      <Button
        size="small"
        icon={node}
        aria-label={t('qrcodes.actions.labelled', { action: t(`qrcodes.actions.${action}`), name })}
        onClick={onClick}
        {...extra}
      />
    </Tooltip>
  );
  const every = refreshView(q.refreshTime);
  return (
    <Space size={4}>
      {icon('records', <UnorderedListOutlined />, () =>
        navigate(`/manage/records?lockId=${q.lockId}&qrcodeNo=${encodeURIComponent(q.qrcodeNumber)}`),
      )}
      {icon('changePeriod', <FieldTimeOutlined />, () => onChangePeriod(q))}
      {icon('rename', <EditOutlined />, () => onRename(q))}
      <Popconfirm
        title={t('qrcodes.delete.confirm')}
        description={
          <div style={{ maxWidth: 320 }}>{t('qrcodes.delete.help', { every: t(every.key, every.vars) })}</div>
        }
        okText={t('qrcodes.actions.delete')}
        cancelText={t('common.actions.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() => onDelete(q)}
      >
        <span>{icon('delete', <DeleteOutlined />, undefined, { danger: true })}</span>
      </Popconfirm>
    </Space>
  );
}
