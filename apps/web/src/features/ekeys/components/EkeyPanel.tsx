// The ekey tab of /manage/ekey (spec §2): the lock's ekeys with search and status filter, sending (one lock or
// several), and every action on a key. Shown to those who manage the lock (owner, authorized admins).
import { Button, Empty, Input, Modal, Select, Space, Typography } from 'antd';
import { PlusOutlined, SendOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EkeyItem } from '@lockconsole/shared/ekey/ekey';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import { offsetLabel, offsetMinutesOf } from '@lockconsole/lockcore/lock-time';
import { authorizeKey, deleteKey, freezeKey, unauthorizeKey, unfreezeKey } from '../api/ekeyApi';
import { STATUS_FILTERS, statusKey } from '../ekeyLabels';
import { useKeyAction } from '../hooks/useKeyAction';
import { useLockKeys } from '../hooks/useLockKeys';
import { ChangePeriodModal } from './ChangePeriodModal';
import { DeleteKeyModal } from './DeleteKeyModal';
import { EditKeyModal } from './EditKeyModal';
import { EkeyRowActions, type KeyDialog } from './EkeyRowActions';
import { EkeyTable } from './EkeyTable';
import { UnlockLinkModal } from './UnlockLinkModal';

/** The panel props of the credential tabs (lock feature), declared here by shape: features stay apart. */
type Props = { lock: LockDetail };

export function EkeyPanel({ lock }: Props) {
  const { t } = useTranslation();
  if (!lock.abilities.manage)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ekeys.list.notManager')} />;
  return <EkeyList lock={lock} />;
}

function EkeyList({ lock }: Props) {
  const can = lock.abilities;
  const { t } = useTranslation();
  const navigate = useNavigate();
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
  const filtered = search !== '' || status !== undefined;

  return (
    <>
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('ekeys.list.search')}
            aria-label={t('ekeys.list.search')}
            enterButton={t('ekeys.list.searchButton')}
            style={{ width: 300 }}
            onSearch={(v) => {
              setSearch(v.trim());
              setPage((p) => ({ ...p, pageNo: 1 }));
            }}
          />
          <Select
            allowClear
            aria-label={t('ekeys.list.statusFilter')}
            placeholder={t('ekeys.list.statusFilter')}
            style={{ width: 180 }}
            value={status}
            onChange={(v?: string) => {
              setStatus(v);
              setPage((p) => ({ ...p, pageNo: 1 }));
            }}
            options={STATUS_FILTERS.map((s) => ({ value: s, label: t(statusKey(s)) }))}
          />
        </Space>
        <Space wrap>
          <Button icon={<SendOutlined />} onClick={() => void navigate(`/manage/issueEKeyBatch?lockId=${lock.lockId}`)}>
            {t('ekeys.list.sendBatch')}
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate(`/manage/issueEKey?lockId=${lock.lockId}`)}
          >
            {t('ekeys.list.send')}
          </Button>
        </Space>
      </Space>
      <EkeyTable
        keys={keys.data?.list ?? []}
        loading={keys.isFetching && !keys.data}
        total={keys.data?.total ?? 0}
        page={page}
        onPage={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
        tz={tz}
        empty={
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t(filtered ? 'ekeys.list.noMatch' : 'ekeys.list.empty')}
          />
        }
        actions={(item) => (
          <EkeyRowActions
            item={item}
            own={can.own}
            records={can.records}
            onFreeze={(on) => freeze.mutateAsync({ keyId: item.keyId, on })}
            onDialog={(kind) => setDialog({ kind, item })}
            onRecords={() => void navigate(`/manage/records?lockId=${lock.lockId}&keyId=${item.keyId}`)}
          />
        )}
      />
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
      {(dialog?.kind === 'authorize' || dialog?.kind === 'unauthorize') && (
        <Modal
          open
          title={t(`ekeys.${dialog.kind}.title`, { name: dialog.item.keyName })}
          okText={t(`ekeys.actions.${dialog.kind}`)}
          cancelText={t('common.actions.cancel')}
          confirmLoading={authorize.isPending}
          onCancel={close}
          onOk={async () => {
            await authorize.mutateAsync({ keyId: dialog.item.keyId, on: dialog.kind === 'authorize' }).catch(() => {});
            close();
          }}
        >
          <Typography.Paragraph>
            {t(`ekeys.${dialog.kind}.text`, { account: dialog.item.username })}
          </Typography.Paragraph>
        </Modal>
      )}
    </>
  );
}
