// Key fobs of a lock (issue 16): name and number, live status (with Retry when the lock could not be reached),
// validity in lock time, battery (warning at 20 % or less) and firmware; row actions records, change validity,
// rename, delete; "Clear all" and "Pair a key fob".
import { Button, Input, Space, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KeyfobItem } from '@lockconsole/shared/keyfob/keyfob';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import { credentialNameParam } from '@lockconsole/shared/credential/credential';
import { offsetMinutesOf } from '@lockconsole/lockcore/lock-time';
import { ChangeCredentialPeriodModal } from '../../../components/credential/ChangeCredentialPeriodModal';
import { ClearCredentialsButton } from '../../../components/credential/ClearCredentialsButton';
import { CredentialValidity } from '../../../components/credential/CredentialValidity';
import { NameModal } from '../../../components/NameModal';
import { listPagination } from '../../../components/table/listPagination';
import { cardPeriodRequest, periodFromCard } from '../../../lib/credentials/credentialPeriod';
import { isPending } from '../../../lib/credentials/credentialView';
import { errorText } from '../../../lib/credentials/problems';
import { toast } from '../../../lib/toast';
import { changeKeyfobPeriod, clearKeyfobs, deleteKeyfob, renameKeyfob, resyncKeyfob } from '../api/accessoryApi';
import { useKeyfobs, useRefreshAccessories } from '../hooks/useAccessories';
import { AccessoryRowActions } from './AccessoryRowActions';
import { CredentialStatus } from '../../../components/credential/CredentialStatus';
import { BatteryCell } from './BatteryCell';
import { PairAccessoryModal } from './PairAccessoryModal';
import { emptyOrFailed } from '../../../components/table/emptyOrFailed';

const nameSchema = credentialNameParam();

export function KeyfobSection({ lock }: { lock: LockDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const [pairing, setPairing] = useState(false);
  const [changing, setChanging] = useState<KeyfobItem | null>(null);
  const [renaming, setRenaming] = useState<KeyfobItem | null>(null);
  const list = useKeyfobs({ lockId: lock.lockId, ...page, searchStr: search });
  const refresh = useRefreshAccessories().keyfobs;
  const tz = offsetMinutesOf(lock.timezoneRawOffset);
  const remove = async (f: KeyfobItem) => {
    try {
      await deleteKeyfob({ lockId: f.lockId, keyfobId: f.keyfobId });
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      refresh();
    }
  };
  return (
    <section aria-labelledby="keyfobs-title" data-testid="keyfob-panel" style={{ marginBottom: 32 }}>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
        <div>
          <Typography.Title level={2} id="keyfobs-title" style={{ fontSize: 18, margin: 0 }}>
            {t('keyfobs.panel.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('keyfobs.panel.intro')}</Typography.Text>
        </div>
        <Space wrap>
          <ClearCredentialsButton
            lockId={lock.lockId}
            clear={clearKeyfobs}
            texts="keyfobs.clear"
            testId="keyfob"
            onChanged={refresh}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setPairing(true)} data-testid="keyfob-pair">
            {t('keyfobs.panel.pair')}
          </Button>
        </Space>
      </Space>
      <Input.Search
        allowClear
        placeholder={t('keyfobs.panel.search')}
        aria-label={t('keyfobs.panel.search')}
        onSearch={(v) => {
          setSearch(v.trim());
          setPage((p) => ({ ...p, pageNo: 1 }));
        }}
        style={{ width: 280, marginBottom: 12 }}
      />
      <Table<KeyfobItem>
        rowKey="keyfobId"
        size="middle"
        loading={list.isFetching && !list.data}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 960 }}
        locale={{ emptyText: emptyOrFailed(list, t('keyfobs.list.empty')) }}
        onRow={(f) => ({ 'data-testid': `keyfob-row-${f.keyfobId}` }) as React.HTMLAttributes<HTMLElement>}
        pagination={listPagination(page, list.data?.total ?? 0, (pageNo, pageSize) => setPage({ pageNo, pageSize }))}
        columns={[
          {
            key: 'name',
            title: t('keyfobs.columns.name'),
            render: (_, f) => (
              <>
                <strong>{f.keyfobName || t('keyfobs.list.unnamed')}</strong>
                <Typography.Text code style={{ display: 'block', width: 'fit-content', fontSize: 12 }}>
                  {f.keyfobNumber}
                </Typography.Text>
              </>
            ),
          },
          {
            key: 'status',
            title: t('keyfobs.columns.status'),
            width: 190,
            render: (_, f) => (
              <CredentialStatus
                item={f}
                testId="keyfob"
                onResync={() => resyncKeyfob({ lockId: f.lockId, keyfobId: f.keyfobId })}
                onChanged={refresh}
              />
            ),
          },
          {
            key: 'validity',
            title: t('keyfobs.columns.validity'),
            render: (_, f) => <CredentialValidity card={f} tz={tz} />,
          },
          {
            key: 'battery',
            title: t('keyfobs.columns.battery'),
            width: 130,
            render: (_, f) => <BatteryCell battery={f.battery} />,
          },
          {
            key: 'firmware',
            title: t('keyfobs.columns.firmware'),
            width: 110,
            render: (_, f) => f.firmware || '—',
          },
          {
            key: 'actions',
            title: t('keyfobs.columns.actions'),
            width: 150,
            render: (_, f) => (
              <AccessoryRowActions
                name={f.keyfobName || f.keyfobNumber}
                status={f.status}
                pending={isPending(f)}
                onRecords={() =>
                  void navigate(`/manage/records?lockId=${f.lockId}&keyfobNo=${encodeURIComponent(f.keyfobNumber)}`)
                }
                onChangePeriod={() => setChanging(f)}
                onRename={() => setRenaming(f)}
                onDelete={() => remove(f)}
                deleteConfirm={t('keyfobs.delete.confirm')}
              />
            ),
          },
        ]}
      />
      {pairing && <PairAccessoryModal kind="keyfob" lock={lock} onClose={() => setPairing(false)} onPaired={refresh} />}
      {changing && (
        <ChangeCredentialPeriodModal
          period={(now) => periodFromCard(changing, now, tz)}
          tz={tz}
          title={t('keyfobs.change.title', { name: changing.keyfobName || changing.keyfobNumber })}
          intro={t('keyfobs.change.intro')}
          okText={t('keyfobs.change.save')}
          idPrefix="change-keyfob"
          skipUnchanged
          submit={(p) =>
            changeKeyfobPeriod({ lockId: changing.lockId, keyfobId: changing.keyfobId, ...cardPeriodRequest(p, tz) })
          }
          onClose={() => setChanging(null)}
          onDone={refresh}
        />
      )}
      <NameModal
        key={renaming?.keyfobId ?? 0}
        open={renaming !== null}
        title={t('keyfobs.rename.title')}
        label={t('keyfobs.rename.label')}
        initial={renaming?.keyfobName}
        schema={nameSchema}
        onSubmit={async (name) => {
          await renameKeyfob({ lockId: lock.lockId, keyfobId: renaming!.keyfobId, keyfobName: name });
          refresh();
        }}
        onClose={() => setRenaming(null)}
      />
    </section>
  );
}
