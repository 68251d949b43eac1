// /auth/home — authorized admins (spec §2, §6): the owner's admins with the locks each administers; revoke on one
// lock or on all (the key stays, without admin rights). Authorizing someone is on /auth/create.
import { Button } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchedList } from '../../lib/lists/useSearchedList';
import { useRefreshLocks } from '../../lib/locks/locksQuery';
import { toast } from '../../lib/toast';
import { ListEmpty, ListPageHeader } from '../../components/table/ListPageHeader';
import { listAuthAdmins, revokeAuthAdmin } from '../../features/auth-admins/api/authAdminApi';
import { AuthAdminTable } from '../../features/auth-admins/components/AuthAdminTable';

export function AuthAdminHomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const refreshLocks = useRefreshLocks();
  const [busy, setBusy] = useState<number | null>(null);
  const { query: admins, page, onPage, onSearch, noneAtAll } = useSearchedList(['authAdmins'], listAuthAdmins);
  return (
    <>
      <ListPageHeader
        title={t('authAdmins.title')}
        intro={t('authAdmins.intro')}
        searchLabel={t('authAdmins.search')}
        onSearch={onSearch}
      >
        <Button type="primary" icon={<UserAddOutlined />} onClick={() => void navigate('/auth/create')}>
          {t('authAdmins.create')}
        </Button>
      </ListPageHeader>
      <AuthAdminTable
        admins={admins.data?.list ?? []}
        loading={admins.isFetching && !admins.data}
        total={admins.data?.total ?? 0}
        page={page}
        onPage={onPage}
        busy={busy}
        empty={
          <ListEmpty
            load={admins}
            noneAtAll={noneAtAll}
            title={t('authAdmins.emptyTitle')}
            noMatch={t('authAdmins.noMatch')}
            hint={t('authAdmins.emptyText')}
          />
        }
        onRevoke={async (a, lockIds) => {
          setBusy(a.uid);
          try {
            const r = await revokeAuthAdmin(a.uid, lockIds);
            toast.success(t('authAdmins.revoked', { count: r.count }));
            await client.invalidateQueries({ queryKey: ['authAdmins'] });
            await refreshLocks();
          } catch (e) {
            toast.error(e instanceof Error ? e.message : String(e));
          } finally {
            setBusy(null);
          }
        }}
      />
    </>
  );
}
