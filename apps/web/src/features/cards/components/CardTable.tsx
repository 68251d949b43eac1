// The card list of a lock: name, number, validity in lock time, live status, issued by and when, and the row
// actions; rows chosen to give to a person when the caller owns the lock.
import { Table, Typography } from 'antd';
import type { TableRowSelection } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import type { CardItem } from '@lockconsole/shared/card/card';
import { lockTimeText } from '@lockconsole/lockcore/lock-time';
import { listPagination } from '../../../components/table/listPagination';
import { CardRowActions, type CardActionHandlers } from './CardRowActions';
import { CardStatus } from './CardStatus';
import { CredentialValidity } from '../../../components/credential/CredentialValidity';
import { emptyOrFailed, type ListLoad } from '../../../components/table/emptyOrFailed';

type Props = CardActionHandlers & {
  cards: CardItem[];
  loading: boolean;
  /** The list's load: when it failed, the reason and a retry instead of the empty text. */
  load?: ListLoad;
  total: number;
  page: { pageNo: number; pageSize: number };
  onPage: (pageNo: number, pageSize: number) => void;
  tz: number;
  onChanged: () => void;
  rowSelection?: TableRowSelection<CardItem>;
};

export function CardTable({
  cards,
  loading,
  load,
  total,
  page,
  onPage,
  tz,
  onChanged,
  rowSelection,
  ...actions
}: Props) {
  const { t } = useTranslation();
  return (
    <Table<CardItem>
      rowKey="cardId"
      size="middle"
      loading={loading}
      dataSource={cards}
      rowSelection={rowSelection}
      scroll={{ x: 960 }}
      locale={{ emptyText: emptyOrFailed(load, t('cards.list.empty')) }}
      onRow={(c) => ({ 'data-testid': `card-row-${c.cardId}` }) as React.HTMLAttributes<HTMLElement>}
      pagination={listPagination(page, total, onPage)}
      columns={[
        {
          key: 'name',
          title: t('cards.columns.name'),
          render: (_, c) => <strong>{c.cardName || t('cards.list.unnamed')}</strong>,
        },
        {
          key: 'number',
          title: t('cards.columns.number'),
          render: (_, c) => (
            <Typography.Text code style={{ whiteSpace: 'nowrap' }} data-testid="card-number">
              {c.cardNumber}
            </Typography.Text>
          ),
        },
        {
          key: 'validity',
          title: t('cards.columns.validity'),
          render: (_, c) => <CredentialValidity card={c} tz={tz} />,
        },
        {
          key: 'status',
          title: t('cards.columns.status'),
          width: 190,
          render: (_, c) => <CardStatus card={c} onChanged={onChanged} />,
        },
        {
          // Issuer and time in one cell, so the table fits a laptop screen without scrolling.
          key: 'sender',
          title: t('cards.columns.sender'),
          width: 170,
          render: (_, c) => (
            <>
              <Typography.Text ellipsis={{ tooltip: c.senderUsername }} style={{ maxWidth: 150, display: 'block' }}>
                {c.senderUsername || '—'}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                {lockTimeText(c.createDate, tz)}
              </Typography.Text>
            </>
          ),
        },
        {
          key: 'actions',
          title: t('cards.columns.actions'),
          width: 170,
          render: (_, c) => <CardRowActions card={c} {...actions} />,
        },
      ]}
    />
  );
}
