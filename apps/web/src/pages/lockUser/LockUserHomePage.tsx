// /lockUser/home — lock users (spec §2): everyone holding ekeys on the locks the caller manages, searchable; per
// user their keys, freeze all / unfreeze all, delete (deletes their ekeys). Links to the users soon to expire and
// to sending ekeys to several locks, and to exporting the lock users (issue 18).
import { Button, Space } from 'antd';
import { ClockCircleOutlined, ExportOutlined, SendOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchedList } from '../../lib/lists/useSearchedList';
import type { KeyUser } from '@lockconsole/shared/lock-user/lock-user';
import { toast } from '../../lib/toast';
import { ListEmpty, ListPageHeader } from '../../components/table/ListPageHeader';
import {
  deleteLockUser,
  freezeLockUser,
  listKeyUsers,
  unfreezeLockUser,
} from '../../features/lock-users/api/lockUserApi';
import { LockUserActions } from '../../features/lock-users/components/LockUserActions';
import { LockUserTable } from '../../features/lock-users/components/LockUserTable';

const USERS_KEY = ['lockUsers'] as const;

export function LockUserHomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);
  const { query: users, page, onPage, onSearch, noneAtAll } = useSearchedList([...USERS_KEY, 'list'], listKeyUsers);

  /** Runs one action on a user, reports it, and reloads the users, their keys and the lock lists. */
  const act =
    <R,>(u: KeyUser, run: (uid: number) => Promise<R>, done: (r: R) => string) =>
    async () => {
      setBusy(u.uid);
      try {
        toast.success(done(await run(u.uid)));
        await client.invalidateQueries({ queryKey: USERS_KEY });
      } catch (e) {
        toast.error(e instanceof Error ? e.message : String(e));
      } finally {
        setBusy(null);
      }
    };

  return (
    <>
      <ListPageHeader
        title={t('lockUsers.title')}
        intro={t('lockUsers.intro')}
        searchLabel={t('lockUsers.search')}
        onSearch={onSearch}
      >
        <Space wrap>
          <Button icon={<ClockCircleOutlined />} onClick={() => void navigate('/lockUser/onDate')}>
            {t('lockUsers.onDateLink')}
          </Button>
          <Button icon={<ExportOutlined />} onClick={() => void navigate('/lockUser/export')}>
            {t('lockUsers.exportLink')}
          </Button>
          <Button type="primary" icon={<SendOutlined />} onClick={() => void navigate('/lockUser/issueEKeyBatch')}>
            {t('lockUsers.issueBatchLink')}
          </Button>
        </Space>
      </ListPageHeader>
      <LockUserTable
        users={users.data?.list ?? []}
        loading={users.isFetching && !users.data}
        total={users.data?.total ?? 0}
        page={page}
        onPage={onPage}
        empty={
          <ListEmpty
            load={users}
            noneAtAll={noneAtAll}
            title={t('lockUsers.emptyTitle')}
            noMatch={t('lockUsers.noMatch')}
            hint={t('lockUsers.emptyText')}
          />
        }
        actions={(u) => (
          <LockUserActions
            user={u}
            busy={busy === u.uid}
            onFreeze={act(u, freezeLockUser, (r) => t('lockUsers.frozen', { count: r.count }))}
            onUnfreeze={act(u, unfreezeLockUser, (r) => t('lockUsers.unfrozen', { count: r.count }))}
            onDelete={act(u, deleteLockUser, (r) => t('lockUsers.deleted', { count: r.deleted }))}
          />
        )}
      />
    </>
  );
}
