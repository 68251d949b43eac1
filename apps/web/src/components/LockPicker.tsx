// Picks several locks from a list (one ekey to several locks, authorizing an admin over locks): filter by name or
// MAC, select rows or all shown, with a count of what is picked. Presentational: the caller decides which locks
// are offered and may add columns (e.g. the caller's role on each lock).
import { Input, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type PickableLock = { lockId: number; lockAlias: string; lockMac: string; groupName?: string };

type Props<L extends PickableLock> = {
  locks: L[];
  loading: boolean;
  value: number[];
  onChange: (ids: number[], locks: L[]) => void;
  /** Accessible name of the picker (e.g. "Locks to authorize"). */
  label: string;
  empty: ReactNode;
  /** Columns after lock, MAC address and group. */
  columns?: ColumnsType<L>;
  error?: string;
};

export function LockPicker<L extends PickableLock>(p: Props<L>) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const f = filter.trim().toLowerCase();
    return f
      ? p.locks.filter((l) => l.lockAlias.toLowerCase().includes(f) || l.lockMac.toLowerCase().includes(f))
      : p.locks;
  }, [p.locks, filter]);
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
      <Table<L>
        rowKey="lockId"
        size="small"
        dataSource={shown}
        loading={p.loading}
        locale={{ emptyText: p.empty }}
        pagination={shown.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        rowSelection={{
          selectedRowKeys: p.value,
          preserveSelectedRowKeys: true,
          onChange: (keys) => {
            const ids = keys.map(Number);
            p.onChange(
              ids,
              p.locks.filter((l) => ids.includes(l.lockId)),
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
