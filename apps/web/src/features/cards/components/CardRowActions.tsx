// The actions of one card row, each an icon button with a tooltip and an accessible name (action: card name): its
// records, change period (through the gateway), rename, report lost (on every lock of yours that holds the number,
// with confirmation), delete (with confirmation). Changes wait while the card is pending or lost.
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  FieldTimeOutlined,
  StopOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CardItem } from '@lockconsole/shared/card/card';
import { CREDENTIAL_STATUS } from '@lockconsole/shared/credential/credential';
import { isLost, isPending } from '../../../lib/credentials/credentialView';

export type CardActionHandlers = {
  onChangePeriod: (c: CardItem) => void;
  onRename: (c: CardItem) => void;
  onReportLost: (c: CardItem) => void;
  onDelete: (c: CardItem) => Promise<void>;
};

type Props = CardActionHandlers & { card: CardItem };

export function CardRowActions({ card: c, onChangePeriod, onRename, onReportLost, onDelete }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = c.cardName || c.cardNumber;
  const busy = isPending(c);
  const lost = isLost(c);
  const icon = (action: string, node: React.ReactNode, onClick?: () => void, extra: object = {}) => (
    <Tooltip title={t(`cards.actions.${action}`)}>
      <Button
        size="small"
        icon={node}
        aria-label={t('cards.actions.labelled', { action: t(`cards.actions.${action}`), name })}
        onClick={onClick}
        {...extra}
      />
    </Tooltip>
  );
  return (
    <Space size={4}>
      {icon('records', <UnorderedListOutlined />, () =>
        navigate(`/manage/records?lockId=${c.lockId}&cardNo=${encodeURIComponent(c.cardNumber)}`),
      )}
      {icon('changePeriod', <FieldTimeOutlined />, () => onChangePeriod(c), { disabled: busy || lost })}
      {icon('rename', <EditOutlined />, () => onRename(c))}
      {!lost && icon('reportLost', <StopOutlined />, () => onReportLost(c), { disabled: busy })}
      {c.status !== CREDENTIAL_STATUS.deleting && (
        <Popconfirm
          title={t('cards.delete.confirm')}
          okText={t('cards.actions.delete')}
          cancelText={t('common.actions.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => onDelete(c)}
        >
          <span>{icon('delete', <DeleteOutlined />, undefined, { danger: true })}</span>
        </Popconfirm>
      )}
    </Space>
  );
}
