// Picks the owned locks to authorize an admin over: filter by name or MAC, select rows
// or all shown, with a count of what is picked. The page decides which locks are offered.
import { Input, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type PickableLock = { lockId: number; lockAlias: string; lockMac: string; groupName?: string };

type Props = {
  locks: PickableLock[];
  loading: boolean;
  value: number[];
  onChange: (ids: number[]) => void;
  /** Accessible name of the picker (e.g. "Locks to authorize"). */
  label: string;
  empty: React.ReactNode;
};

export function LockPicker({ locks, loading, value, onChange, label, empty }: Props) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const f = filter.trim().toLowerCase();
    return f
      ? locks.filter((l) => l.lockAlias.toLowerCase().includes(f) || l.lockMac.toLowerCase().includes(f))
      : locks;
  }, [locks, filter]);
  return (
    <div role="group" aria-label={label}>
      <Space wrap style={{ marginBottom: 8, justifyContent: 'space-between', width: '100%' }}>
        <Input.Search
          allowClear
          placeholder={t('authAdmins.picker.filter')}
          aria-label={t('authAdmins.picker.filter')}
          onChange={(e) => setFilter(e.target.value)}
          style={{ width: 300 }}
        />
        <Typography.Text data-testid="picked-count">
          {t('authAdmins.picker.picked', { count: value.length })}
        </Typography.Text>
      </Space>
      <Table<PickableLock>
        rowKey="lockId"
        size="small"
        dataSource={shown}
        loading={loading}
        locale={{ emptyText: empty }}
        pagination={shown.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        rowSelection={{
          selectedRowKeys: value,
          preserveSelectedRowKeys: true,
          onChange: (keys) => onChange(keys.map(Number)),
          getCheckboxProps: (l) => ({ 'aria-label': l.lockAlias }),
        }}
        columns={[
          { key: 'name', title: t('authAdmins.picker.name'), dataIndex: 'lockAlias' },
          { key: 'mac', title: t('authAdmins.picker.mac'), dataIndex: 'lockMac' },
          { key: 'group', title: t('authAdmins.picker.group'), render: (_, l) => l.groupName || '—' },
        ]}
      />
    </div>
  );
}
