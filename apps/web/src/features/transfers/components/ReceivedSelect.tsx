// Choosing one of the caller's received fingerprints or cards (issue 19, transfer types 5 and 6): name, number, who
// gave it and when; the chosen one can be deleted from the list (what was put on locks stays there).
import { Button, Form, Popconfirm, Select, Space, Tooltip } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ReceivedCredential, ReceivedKind } from '@lockconsole/shared/transfer/transfer';
import { errorText } from '../../../lib/credentials/problems';
import { toast } from '../../../lib/toast';
import { deleteReceived } from '../api/transfersApi';
import { useReceived, useRefreshTransfers } from '../hooks/useReceived';

type Props = {
  kind: ReceivedKind;
  id: string;
  value: number | null;
  onChange: (chosen: ReceivedCredential | null) => void;
  problem?: string;
  required?: boolean;
  /** Nothing at all when none was received (an optional shortcut of a form). */
  hideWhenEmpty?: boolean;
};

export function ReceivedSelect({ kind, id, value, onChange, problem, required, hideWhenEmpty }: Props) {
  const { t } = useTranslation();
  const received = useReceived(kind);
  const refresh = useRefreshTransfers();
  const list = received.data?.list ?? [];
  if (hideWhenEmpty && list.length === 0) return null;
  const chosen = list.find((r) => r.receivedId === value) ?? null;
  const nameOf = (r: ReceivedCredential) => r.name || r.number;
  const forget = async (r: ReceivedCredential) => {
    try {
      await deleteReceived(r.receivedId);
      toast.success(t('transfers.received.deleted'));
      onChange(null);
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      refresh();
    }
  };
  const deleteLabel = chosen ? t('transfers.received.deleteLabel', { name: nameOf(chosen) }) : '';
  return (
    <Form.Item
      label={t(`transfers.received.label.${kind}`)}
      htmlFor={id}
      required={required}
      validateStatus={problem ? 'error' : undefined}
      help={problem ? <span role="alert">{problem}</span> : t(`transfers.received.help.${kind}`)}
    >
      <Space align="start" style={{ display: 'flex' }}>
        <Select<number>
          id={id}
          style={{ width: 460, maxWidth: '100%' }}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={received.isPending}
          placeholder={t('transfers.received.placeholder')}
          notFoundContent={t(`transfers.received.none.${kind}`)}
          value={value ?? undefined}
          onChange={(v) => onChange(list.find((r) => r.receivedId === v) ?? null)}
          options={list.map((r) => ({
            value: r.receivedId,
            label: t('transfers.received.option', {
              name: nameOf(r),
              number: r.number,
              from: r.fromAccount,
              date: dayjs(r.receivedAt).format('YYYY-MM-DD'),
            }),
          }))}
          data-testid={`received-${kind}`}
        />
        {chosen && (
          <Popconfirm
            title={t('transfers.received.deleteConfirm')}
            okText={t('transfers.received.delete')}
            cancelText={t('common.actions.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => forget(chosen)}
          >
            <span>
              <Tooltip title={t('transfers.received.delete')}>
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={deleteLabel}
                  data-testid={`received-${kind}-delete`}
                />
              </Tooltip>
            </span>
          </Popconfirm>
        )}
      </Space>
    </Form.Item>
  );
}
