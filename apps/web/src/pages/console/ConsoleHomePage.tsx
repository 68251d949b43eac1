// /console/home?groupId=: the locks of the current group (spec §2), reacting to the group chosen in the top
// bar, with remote unlock/lock, live state, batch unlock of the selected locks (premium) and an honest empty state.
import { Button, Empty, Input, Space, Typography } from 'antd';
import { UnlockOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocks, useRefreshLocks } from '../../lib/locks/locksQuery';
import { appState } from '../../lib/session/appState';
import { useStore } from '../../lib/store';
import { BatchUnlockModal } from '../../features/lock/components/BatchUnlockModal';
import { LockTable } from '../../features/lock/components/LockTable';
import { PremiumNote, usePremiumFunctionsOpen } from '../../features/services/components/PremiumNote';
import { TransferNotice } from '../../features/transfers/components/TransferNotice';

export function ConsoleHomePage() {
  const groupId = useStore(appState, (s) => s.currentGroupId);
  // A new group starts over: first page, nothing selected, no search.
  return <GroupLocks key={groupId} groupId={groupId} />;
}

function GroupLocks({ groupId }: { groupId: number }) {
  const { t } = useTranslation();
  const refreshLocks = useRefreshLocks();
  const user = useStore(appState, (s) => s.user);
  const groups = useStore(appState, (s) => s.groups) ?? [];
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [batchOpen, setBatchOpen] = useState(false);
  const list = useLocks({ groupId, ...page, lockAlias: search }, { live: true, keepPrevious: true });
  const locks = list.data?.list ?? [];
  const group = groups.find((g) => g.groupId === groupId);
  const groupName =
    groupId === -1 || !group ? t('nav.groups.all') : group.groupId <= 0 ? t('nav.groups.notGrouped') : group.groupName;
  const refresh = () => void refreshLocks();
  const noLocksAtAll = !list.isLoading && list.data?.total === 0 && !search && groupId === -1;
  const selectedLocks = locks.filter((l) => selected.includes(l.lockId));
  // Batch unlock is a premium function of each lock's owner: closed here when the caller owns every chosen lock
  // and their premium is not running (on other owners' locks the server answers "ask the owner").
  const premiumOpen = usePremiumFunctionsOpen();
  const batchClosed = !premiumOpen && selectedLocks.length > 0 && selectedLocks.every((l) => l.userType === 'owner');

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {t('console.home.greeting', { name: user?.nickname || user?.userId || '' })}
      </Typography.Title>
      <Typography.Paragraph type="secondary" data-testid="current-group">
        {t('console.home.currentGroup', { group: groupName })}
      </Typography.Paragraph>
      <TransferNotice />
      {noLocksAtAll ? (
        <Empty
          description={
            <>
              <strong>{t('console.home.emptyTitle')}</strong>
              <br />
              {t('console.home.emptyText')}
            </>
          }
        >
          <Link to="/plug/home">{t('locks.list.addLockLink')}</Link>
        </Empty>
      ) : (
        <>
          <Space wrap style={{ marginBottom: 16, justifyContent: 'space-between', width: '100%' }}>
            <Input.Search
              allowClear
              placeholder={t('locks.list.search')}
              aria-label={t('locks.list.search')}
              onSearch={(v) => {
                setSearch(v.trim());
                setPage((p) => ({ ...p, pageNo: 1 }));
              }}
              style={{ width: 260 }}
            />
            <Space>
              {selected.length > 0 && (
                <Typography.Text>{t('locks.list.selected', { count: selected.length })}</Typography.Text>
              )}
              {batchClosed && <PremiumNote fn="batchUnlock" />}
              <Button
                icon={<UnlockOutlined />}
                disabled={selectedLocks.length === 0 || batchClosed}
                onClick={() => setBatchOpen(true)}
              >
                {t('locks.batch.open')}
              </Button>
            </Space>
          </Space>
          <LockTable
            locks={locks}
            loading={list.isFetching && !list.data}
            total={list.data?.total ?? 0}
            page={page}
            onPage={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
            selected={selected}
            onSelect={setSelected}
            onChanged={refresh}
            empty={
              <Empty description={<strong>{t('locks.list.emptyGroup')}</strong>}>
                <Typography.Text type="secondary">{t('locks.list.emptyGroupText')}</Typography.Text>
              </Empty>
            }
          />
          <BatchUnlockModal
            locks={selectedLocks}
            open={batchOpen}
            onClose={(ran) => {
              setBatchOpen(false);
              if (ran) refresh();
            }}
          />
        </>
      )}
    </>
  );
}
