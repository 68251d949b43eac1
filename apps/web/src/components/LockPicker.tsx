// The one lock picker: the caller's locks (lib/locks, so lock events and changes refresh it), offering those on
// which the server says the caller may `need` (the locks' abilities). mode 'one': a select searched on the server as
// the user types (/passcode/send). mode 'several': a table filtered by name or MAC, rows or all shown selected, with
// a count (batch ekeys, authorized admins). Texts naming the purpose come from the caller, the rest from
// common.lockPicker.
import { Empty, Form, Input, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LockAbilities, LockListItem } from '@lockconsole/shared/lock/lock';
import { ALL_LOCKS, useLocks } from '../lib/locks/locksQuery';
import { selectAllTitle } from './table/selectAllTitle';

type Common = {
  /** Label and accessible name (e.g. "Locks to authorize"). */
  label: string;
  /** Shown when no lock is offered. */
  empty: string;
  /** Offer only the locks where the caller may do this; default: every lock listed. */
  need?: keyof LockAbilities;
};

export type OneLockProps = Common & {
  mode: 'one';
  id: string;
  value: number | null;
  onChange: (lockId: number) => void;
  placeholder: string;
  help?: string;
};

export type SeveralLocksProps = Common & {
  mode: 'several';
  value: number[];
  onChange: (ids: number[], locks: LockListItem[]) => void;
  /** Lock list query type (spec §3) narrowing the list on the server, e.g. the owned locks to authorize an admin on. */
  queryType?: number;
  /** Columns after lock, MAC address and group. */
  columns?: ColumnsType<LockListItem>;
  error?: string;
};

export function LockPicker(p: OneLockProps | SeveralLocksProps) {
  return p.mode === 'one' ? <OneLock {...p} /> : <SeveralLocks {...p} />;
}

const offered = (locks: LockListItem[] | undefined, need: Common['need']) =>
  (locks ?? []).filter((l) => !need || l.abilities[need]);

/** Locks one server search of the select answers. */
const SEARCH_PAGE_SIZE = 50;

function OneLock(p: OneLockProps) {
  const [search, setSearch] = useState('');
  const locks = useLocks({ ...ALL_LOCKS, pageSize: SEARCH_PAGE_SIZE, lockAlias: search });
  return (
    <Form layout="vertical" style={{ maxWidth: 420 }}>
      <Form.Item label={p.label} htmlFor={p.id} extra={p.help}>
        <Select
          id={p.id}
          showSearch
          filterOption={false}
          onSearch={setSearch}
          loading={locks.isFetching}
          value={p.value ?? undefined}
          onChange={p.onChange}
          placeholder={p.placeholder}
          notFoundContent={p.empty}
          options={offered(locks.data?.list, p.need).map((l) => ({ value: l.lockId, label: l.lockAlias }))}
        />
      </Form.Item>
    </Form>
  );
}

function SeveralLocks(p: SeveralLocksProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const locks = useLocks({ ...ALL_LOCKS, queryType: p.queryType });
  const all = useMemo(() => offered(locks.data?.list, p.need), [locks.data, p.need]);
  const shown = useMemo(() => {
    const f = filter.trim().toLowerCase();
    return f ? all.filter((l) => l.lockAlias.toLowerCase().includes(f) || l.lockMac.toLowerCase().includes(f)) : all;
  }, [all, filter]);
  return (
    <div role="group" aria-label={p.label}>
      <Space wrap style={{ marginBottom: 8, justifyContent: 'space-between', width: '100%' }}>
        <Input.Search
          allowClear
          placeholder={t('common.lockPicker.filter')}
          aria-label={t('common.lockPicker.filter')}
          onChange={(e) => setFilter(e.target.value)}
          style={{ width: 300 }}
        />
        <Typography.Text data-testid="picked-count">
          {t('common.lockPicker.picked', { count: p.value.length })}
        </Typography.Text>
      </Space>
      <Table<LockListItem>
        rowKey="lockId"
        size="small"
        dataSource={shown}
        loading={locks.isLoading}
        locale={{ emptyText: <Empty description={locks.isError ? locks.error.message : p.empty} /> }}
        pagination={shown.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        rowSelection={{
          columnTitle: selectAllTitle,
          selectedRowKeys: p.value,
          preserveSelectedRowKeys: true,
          onChange: (keys) => {
            const ids = keys.map(Number);
            p.onChange(
              ids,
              all.filter((l) => ids.includes(l.lockId)),
            );
          },
          getCheckboxProps: (l) => ({ 'aria-label': l.lockAlias }),
        }}
        columns={[
          { key: 'name', title: t('common.lockPicker.name'), dataIndex: 'lockAlias' },
          { key: 'mac', title: t('common.lockPicker.mac'), dataIndex: 'lockMac' },
          { key: 'group', title: t('common.lockPicker.group'), render: (_, l) => l.groupName || '—' },
          ...(p.columns ?? []),
        ]}
      />
      {p.error && (
        <Typography.Text type="danger" role="alert">
          {p.error}
        </Typography.Text>
      )}
    </div>
  );
}
