// The owner's authorized admins: account, the locks each administers (revoke per lock) and revoke on all.
import { Button, Popconfirm, Space, Table, Tag } from 'antd';
import { CloseOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AuthAdmin } from '@lockconsole/shared/auth-admin/auth-admin';
import { listPagination } from '../../../components/table/listPagination';
import { AccountCell } from '../../../components/table/AccountCell';

type Props = {
  admins: AuthAdmin[];
  loading: boolean;
  total: number;
  page: { pageNo: number; pageSize: number };
  onPage: (pageNo: number, pageSize: number) => void;
  empty: React.ReactNode;
  busy: number | null;
  onRevoke: (a: AuthAdmin, lockIds?: number[]) => Promise<void>;
};

export function AuthAdminTable({ admins, loading, total, page, onPage, empty, busy, onRevoke }: Props) {
  const { t } = useTranslation();
  const nameOf = (a: AuthAdmin) => a.nickname || a.username;
  return (
    <Table<AuthAdmin>
      rowKey="uid"
      size="middle"
      dataSource={admins}
      loading={loading}
      locale={{ emptyText: empty }}
      scroll={{ x: 760 }}
      onRow={(a) => ({ 'data-testid': `auth-admin-${a.uid}` }) as React.HTMLAttributes<HTMLElement>}
      pagination={listPagination(page, total, onPage)}
      columns={[
        {
          key: 'account',
          title: t('authAdmins.columns.account'),
          render: (_, a) => <AccountCell username={a.username} nickname={a.nickname} />,
        },
        {
          key: 'locks',
          title: t('authAdmins.columns.locks'),
          render: (_, a) => (
            <Space size={[4, 8]} wrap>
              {a.locks.map((l) => (
                <Tag key={l.lockId} style={{ marginInlineEnd: 0 }}>
                  {l.lockAlias}
                  <Popconfirm
                    title={t('authAdmins.revokeLockConfirm', { name: nameOf(a), lock: l.lockAlias })}
                    okText={t('authAdmins.revoke')}
                    cancelText={t('common.actions.cancel')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => onRevoke(a, [l.lockId])}
                  >
                    <Button
                      type="text"
                      size="small"
                      icon={<CloseOutlined />}
                      disabled={busy === a.uid}
                      aria-label={t('authAdmins.revokeLockLabel', { name: nameOf(a), lock: l.lockAlias })}
                      style={{ marginInlineStart: 4, height: 20, width: 20, minWidth: 20 }}
                    />
                  </Popconfirm>
                </Tag>
              ))}
            </Space>
          ),
        },
        {
          key: 'actions',
          title: t('authAdmins.columns.actions'),
          render: (_, a) => (
            <Popconfirm
              title={t('authAdmins.revokeAllConfirm', { name: nameOf(a), count: a.lockCount })}
              okText={t('authAdmins.revokeAll')}
              cancelText={t('common.actions.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => onRevoke(a)}
            >
              <Button
                size="small"
                danger
                icon={<StopOutlined />}
                disabled={busy === a.uid}
                aria-label={t('authAdmins.revokeAllLabel', { name: nameOf(a) })}
              >
                {t('authAdmins.revokeAll')}
              </Button>
            </Popconfirm>
          ),
        },
      ]}
    />
  );
}
