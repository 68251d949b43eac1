// The lock users (accounts holding ekeys on the caller's managed locks): account, nickname, keys on how many
// locks, frozen keys, last send; a row expands to that user's keys; actions per row.
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KeyUser } from '@lockconsole/shared/lock-user/lock-user';
import { formatDateTime } from '../hooks/useKeyFormat';
import { UserKeysTable } from './UserKeysTable';
import { listPagination } from '../../../components/table/listPagination';
import { AccountCell } from '../../../components/table/AccountCell';

type Props = {
  users: KeyUser[];
  loading: boolean;
  total: number;
  page: { pageNo: number; pageSize: number };
  onPage: (pageNo: number, pageSize: number) => void;
  empty: React.ReactNode;
  actions: (u: KeyUser) => React.ReactNode;
};

export function LockUserTable({ users, loading, total, page, onPage, empty, actions }: Props) {
  const { t } = useTranslation();
  return (
    <Table<KeyUser>
      rowKey="uid"
      size="middle"
      dataSource={users}
      loading={loading}
      locale={{ emptyText: empty }}
      scroll={{ x: 900 }}
      expandable={{
        expandedRowRender: (u) => <UserKeysTable uid={u.uid} name={u.nickname || u.username} />,
        expandRowByClick: false,
      }}
      onRow={(u) => ({ 'data-testid': `lock-user-${u.uid}` }) as React.HTMLAttributes<HTMLElement>}
      pagination={listPagination(page, total, onPage)}
      columns={[
        {
          key: 'account',
          title: t('lockUsers.columns.account'),
          render: (_, u) => <AccountCell username={u.username} nickname={u.nickname} />,
        },
        {
          key: 'keys',
          title: t('lockUsers.columns.keys'),
          render: (_, u) => <span data-testid="key-count">{u.keyCount}</span>,
        },
        { key: 'locks', title: t('lockUsers.columns.locks'), dataIndex: 'lockCount' },
        {
          key: 'frozen',
          title: t('lockUsers.columns.frozen'),
          render: (_, u) => <span data-testid="frozen-count">{u.frozenCount}</span>,
        },
        {
          key: 'lastSend',
          title: t('lockUsers.columns.lastSend'),
          render: (_, u) => (u.lastSendDate ? formatDateTime(u.lastSendDate) : '—'),
        },
        { key: 'actions', title: t('lockUsers.columns.actions'), render: (_, u) => actions(u) },
      ]}
    />
  );
}
