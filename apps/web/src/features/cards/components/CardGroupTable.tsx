// The account-wide card list (/card/manage): each number with its name, a lost mark, and the locks it opens with
// its status on each; actions per number come from the page.
import { Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CardNumberGroup } from '@lockconsole/shared/card/list-all';
import { listPagination } from '../../../components/table/listPagination';
import { CardStatusTag } from './CardStatus';

type Props = {
  groups: CardNumberGroup[];
  loading: boolean;
  total: number;
  page: { pageNo: number; pageSize: number };
  onPage: (pageNo: number, pageSize: number) => void;
  empty: React.ReactNode;
  actions: (g: CardNumberGroup) => React.ReactNode;
};

export function CardGroupTable({ groups, loading, total, page, onPage, empty, actions }: Props) {
  const { t } = useTranslation();
  return (
    <Table<CardNumberGroup>
      rowKey="cardNumber"
      size="middle"
      loading={loading}
      dataSource={groups}
      scroll={{ x: 860 }}
      locale={{ emptyText: empty }}
      onRow={(g) => ({ 'data-testid': `card-group-${g.cardNumber}` }) as React.HTMLAttributes<HTMLElement>}
      pagination={listPagination(page, total, onPage)}
      columns={[
        {
          key: 'number',
          title: t('cards.columns.number'),
          render: (_, g) => (
            <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
              {g.cardNumber}
            </Typography.Text>
          ),
        },
        {
          key: 'name',
          title: t('cards.columns.name'),
          render: (_, g) => (
            <Space size={4} wrap>
              <strong>{g.cardName || t('cards.list.unnamed')}</strong>
              {g.lost && <Tag color="warning">{t('cards.list.lost')}</Tag>}
            </Space>
          ),
        },
        {
          key: 'locks',
          title: t('cards.columns.locks'),
          render: (_, g) => (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {g.locks.map((c) => (
                <li key={c.cardId} style={{ marginBottom: 2 }}>
                  <span style={{ marginRight: 6 }}>{c.lockAlias}</span>
                  <CardStatusTag card={c} />
                </li>
              ))}
            </ul>
          ),
        },
        { key: 'actions', title: t('cards.columns.actions'), width: 150, render: (_, g) => actions(g) },
      ]}
    />
  );
}
