// The ekey tab of /manage/ekey (spec §2): the lock's ekeys with search and status filter, sending (one lock or
// several), and every action on a key. Shown to those who manage the lock (owner, authorized admins). Plain (#26: the
// lock page's default tab paints without antd); the dialogs that edit a key are antd islands, loaded when opened.
import { PlusOutlined, SendOutlined } from '@ant-design/icons';
import { Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EkeyItem } from '@lockconsole/shared/ekey/ekey';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import { offsetLabel, offsetMinutesOf } from '@lockconsole/lockcore/lock-time';
import { antdIsland } from '../../../components/antdIsland';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Empty } from '../../../components/ui/Empty';
import { Select } from '../../../components/ui/Select';
import { TextInput } from '../../../components/ui/TextInput';
import { authorizeKey, deleteKey, freezeKey, unauthorizeKey, unfreezeKey } from '../api/ekeyApi';
import { STATUS_FILTERS, statusKey } from '../ekeyLabels';
import { useKeyAction } from '../hooks/useKeyAction';
import { useLockKeys } from '../hooks/useLockKeys';
import { EkeyRowActions, type KeyDialog } from './EkeyRowActions';
import { EkeyTable } from './EkeyTable';

const ChangePeriodModal = antdIsland(() => import('./ChangePeriodModal').then((m) => m.ChangePeriodModal));
const DeleteKeyModal = antdIsland(() => import('./DeleteKeyModal').then((m) => m.DeleteKeyModal));
const EditKeyModal = antdIsland(() => import('./EditKeyModal').then((m) => m.EditKeyModal));
const UnlockLinkModal = antdIsland(() => import('./UnlockLinkModal').then((m) => m.UnlockLinkModal));

/** The panel props of the credential tabs (lock feature), declared here by shape: features stay apart. */
type Props = { lock: LockDetail };

export function EkeyPanel({ lock }: Props) {
  const { t } = useTranslation();
  if (!lock.abilities.manage) return <Empty title={t('ekeys.list.notManager')} />;
  return <EkeyList lock={lock} />;
}

function EkeyList({ lock }: Props) {
  const can = lock.abilities;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string>();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const [dialog, setDialog] = useState<{ kind: KeyDialog; item: EkeyItem } | null>(null);
  const keys = useLockKeys({ lockId: lock.lockId, ...page, searchStr: search, keyStatus: status });
  const refresh = () => keys.refresh();
  const tz = offsetMinutesOf(lock.timezoneRawOffset);
  const tzLabel = t('ekeys.form.lockTime', { offset: offsetLabel(tz) });

  const freeze = useKeyAction(
    ({ keyId, on }: { keyId: number; on: boolean }) => (on ? freezeKey(keyId) : unfreezeKey(keyId)),
    refresh,
    'ekeys.done.freeze',
  );
  const remove = useKeyAction(
    ({ keyId, deleteIssued }: { keyId: number; deleteIssued: 0 | 1 }) => deleteKey({ keyId, deleteIssued }),
    refresh,
    'ekeys.done.delete',
  );
  const authorize = useKeyAction(
    ({ keyId, on }: { keyId: number; on: boolean }) => (on ? authorizeKey(keyId) : unauthorizeKey(keyId)),
    refresh,
    'ekeys.done.authorize',
  );
  const close = () => setDialog(null);
  const { own, records } = can;
  const freezeKeyNow = freeze.mutateAsync;
  // Stable while the rights stay the same (the table renders its rows again only when its columns change).
  const actions = useCallback(
    (item: EkeyItem) => (
      <EkeyRowActions
        item={item}
        own={own}
        records={records}
        onFreeze={(on) => freezeKeyNow({ keyId: item.keyId, on })}
        onDialog={(kind) => setDialog({ kind, item })}
        onRecords={() => void navigate(`/manage/records?lockId=${lock.lockId}&keyId=${item.keyId}`)}
      />
    ),
    [own, records, freezeKeyNow, navigate, lock.lockId],
  );
  const filtered = search !== '' || status !== undefined;

  const find = (text: string) => {
    setSearch(text.trim());
    setPage((p) => ({ ...p, pageNo: 1 }));
  };
  return (
    <>
      <div className="ekey-toolbar">
        <div className="ui-row">
          <form
            role="search"
            className="ekey-search"
            onSubmit={(e) => {
              e.preventDefault();
              find(typed);
            }}
          >
            <TextInput
              type="search"
              placeholder={t('ekeys.list.search')}
              aria-label={t('ekeys.list.search')}
              value={typed}
              onChange={(e) => {
                setTyped(e.target.value);
                // Cleared (the field's ×, or emptied): the whole list again.
                if (e.target.value === '' && search !== '') find('');
              }}
            />
            <Button type="submit" look="primary">
              {t('ekeys.list.searchButton')}
            </Button>
          </form>
          <Select
            aria-label={t('ekeys.list.statusFilter')}
            placeholder={t('ekeys.list.statusFilter')}
            value={status}
            onChange={(v) => {
              setStatus(v);
              setPage((p) => ({ ...p, pageNo: 1 }));
            }}
            options={STATUS_FILTERS.map((s) => ({ value: s as string, label: t(statusKey(s)) }))}
          />
        </div>
        <div className="ui-row">
          <Button onClick={() => void navigate(`/manage/issueEKeyBatch?lockId=${lock.lockId}`)}>
            <SendOutlined aria-hidden="true" />
            {t('ekeys.list.sendBatch')}
          </Button>
          <Button look="primary" onClick={() => void navigate(`/manage/issueEKey?lockId=${lock.lockId}`)}>
            <PlusOutlined aria-hidden="true" />
            {t('ekeys.list.send')}
          </Button>
        </div>
      </div>
      <EkeyTable
        keys={keys.data?.list ?? []}
        loading={keys.isFetching && !keys.data}
        total={keys.data?.total ?? 0}
        page={page}
        onPage={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
        tz={tz}
        empty={<Empty title={t(filtered ? 'ekeys.list.noMatch' : 'ekeys.list.empty')} />}
        actions={actions}
      />
      <Suspense fallback={null}>
        {dialog?.kind === 'period' && (
          <ChangePeriodModal item={dialog.item} tz={tz} tzLabel={tzLabel} onClose={close} onSaved={refresh} />
        )}
        {dialog?.kind === 'edit' && <EditKeyModal item={dialog.item} onClose={close} onSaved={refresh} />}
        {dialog?.kind === 'delete' && (
          <DeleteKeyModal
            item={dialog.item}
            onClose={close}
            onDelete={(deleteIssued) => remove.mutateAsync({ keyId: dialog.item.keyId, deleteIssued })}
          />
        )}
        {dialog?.kind === 'link' && <UnlockLinkModal item={dialog.item} onClose={close} />}
      </Suspense>
      {(dialog?.kind === 'authorize' || dialog?.kind === 'unauthorize') && (
        <ConfirmDialog
          title={t(`ekeys.${dialog.kind}.title`, { name: dialog.item.keyName })}
          okText={t(`ekeys.actions.${dialog.kind}`)}
          onConfirm={() => authorize.mutateAsync({ keyId: dialog.item.keyId, on: dialog.kind === 'authorize' })}
          onClose={close}
        >
          {t(`ekeys.${dialog.kind}.text`, { account: dialog.item.username })}
        </ConfirmDialog>
      )}
    </>
  );
}
