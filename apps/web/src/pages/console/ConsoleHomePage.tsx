// /console/home?groupId=: the locks of the current group (spec §2), reacting to the group chosen in the top
// bar, with remote unlock/lock, live state, batch unlock of the selected locks (premium) and an honest empty state.
// Without antd at start (#26: the page a console user lands on paints and answers fast on a phone); the batch dialog
// brings antd when opened.
import { SearchOutlined, UnlockOutlined } from '@ant-design/icons';
import { Suspense, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocks, useRefreshLocks } from '../../lib/locks/locksQuery';
import { appState } from '../../lib/session/appState';
import { useStore } from '../../lib/store';
import { antdIsland } from '../../components/antdIsland';
import { Button } from '../../components/ui/Button';
import { Empty } from '../../components/ui/Empty';
import { LockTable } from '../../features/lock/components/LockTable';
import { PremiumNote, usePremiumFunctionsOpen } from '../../features/services/components/PremiumNote';
import { TransferNotice } from '../../features/transfers/components/TransferNotice';

const BatchUnlockModal = antdIsland(() =>
  import('../../features/lock/components/BatchUnlockModal').then((m) => m.BatchUnlockModal),
);

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
  const [draft, setDraft] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [batchOpen, setBatchOpen] = useState(false);
  // Mounted from its first opening on: antd closes it with its animation and gives the focus back to the button.
  const [batchUsed, setBatchUsed] = useState(false);
  const list = useLocks({ groupId, ...page, lockAlias: search }, { live: true, keepPrevious: true });
  const locks = list.data?.list ?? [];
  const group = groups.find((g) => g.groupId === groupId);
  const groupName =
    groupId === -1 || !group ? t('nav.groups.all') : group.groupId <= 0 ? t('nav.groups.notGrouped') : group.groupName;
  const refresh = useCallback(() => void refreshLocks(), [refreshLocks]);
  const noLocksAtAll = !list.isLoading && list.data?.total === 0 && !search && groupId === -1;
  const selectedLocks = locks.filter((l) => selected.includes(l.lockId));
  // Batch unlock is a premium function of each lock's owner: closed here when the caller owns every chosen lock
  // and their premium is not running (on other owners' locks the server answers "ask the owner").
  const premiumOpen = usePremiumFunctionsOpen();
  const batchClosed = !premiumOpen && selectedLocks.length > 0 && selectedLocks.every((l) => l.userType === 'owner');

  return (
    <>
      <h1 className="page-title">{t('console.home.greeting', { name: user?.nickname || user?.userId || '' })}</h1>
      <p className="text-secondary page-lead" data-testid="current-group">
        {t('console.home.currentGroup', { group: groupName })}
      </p>
      <TransferNotice />
      {noLocksAtAll ? (
        <Empty title={t('console.home.emptyTitle')}>
          {t('console.home.emptyText')}
          <br />
          <Link to="/plug/home">{t('locks.list.addLockLink')}</Link>
        </Empty>
      ) : (
        <>
          <div className="list-toolbar">
            <form
              role="search"
              className="search-box"
              onSubmit={(e) => {
                e.preventDefault();
                setSearch(draft.trim());
                setPage((p) => ({ ...p, pageNo: 1 }));
              }}
            >
              <input
                type="search"
                className="ui-input"
                value={draft}
                placeholder={t('locks.list.search')}
                aria-label={t('locks.list.search')}
                onChange={(e) => {
                  setDraft(e.target.value);
                  // Clearing the box shows every lock again, as antd's clear button did.
                  if (e.target.value === '' && search) {
                    setSearch('');
                    setPage((p) => ({ ...p, pageNo: 1 }));
                  }
                }}
              />
              <button type="submit" className="search-box__button" aria-label={t('common.list.search')}>
                <SearchOutlined aria-hidden="true" />
              </button>
            </form>
            <div className="list-toolbar__actions">
              {selectedLocks.length > 0 && <span>{t('locks.list.selected', { count: selectedLocks.length })}</span>}
              {batchClosed && <PremiumNote fn="batchUnlock" />}
              <Button
                disabled={selectedLocks.length === 0 || batchClosed}
                onClick={() => {
                  setBatchUsed(true);
                  setBatchOpen(true);
                }}
              >
                <UnlockOutlined aria-hidden="true" />
                {t('locks.batch.open')}
              </Button>
            </div>
          </div>
          <LockTable
            locks={locks}
            loading={list.isFetching && !list.data}
            total={list.data?.total ?? 0}
            page={page}
            onPage={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
            selected={selected}
            onSelect={setSelected}
            onChanged={refresh}
            empty={<Empty title={t('locks.list.emptyGroup')}>{t('locks.list.emptyGroupText')}</Empty>}
          />
          {batchUsed && (
            <Suspense fallback={null}>
              <BatchUnlockModal
                locks={selectedLocks}
                open={batchOpen}
                onClose={(ran) => {
                  setBatchOpen(false);
                  if (ran) refresh();
                }}
              />
            </Suspense>
          )}
        </>
      )}
    </>
  );
}
