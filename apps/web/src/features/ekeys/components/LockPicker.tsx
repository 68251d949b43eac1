// Picks the locks to send one ekey to (batch sending, /ekey/send): the caller's locks it may send keys on
// (owner or authorized admin), searchable by name, with the caller's role on each.
import { Input, Space, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LockListItem } from '@lockconsole/shared/lock/lock';
import { listPickerLocks } from '../api/managedLocksApi';

type Props = {
  value: number[];
  onChange: (ids: number[], locks: LockListItem[]) => void;
  error?: string;
};

/** Owners and authorized admins send keys (spec §6); key holders cannot. */
const canSend = (l: LockListItem) => l.userType === 'owner' || l.userType === 'authorizedAdmin';

export function LockPicker({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const locks = useQuery({
    queryKey: ['ekey-picker-locks'],
    queryFn: () => listPickerLocks({ groupId: -1, pageNo: 1, pageSize: 1000 }),
  });
  const all = (locks.data?.list ?? []).filter(canSend);
  const shown = all.filter((l) => l.lockAlias.toLowerCase().includes(search.trim().toLowerCase()));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Input.Search
          allowClear
          placeholder={t('ekeys.picker.search')}
          aria-label={t('ekeys.picker.search')}
          onChange={(e) => setSearch(e.target.value)}
          style={{ width: 280 }}
        />
        <Typography.Text type="secondary" data-testid="picker-count">
          {t('ekeys.picker.selected', { count: value.length })}
        </Typography.Text>
      </Space>
      <Table<LockListItem>
        rowKey="lockId"
        size="small"
        dataSource={shown}
        loading={locks.isLoading}
        pagination={shown.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        locale={{ emptyText: t('ekeys.picker.empty') }}
        rowSelection={{
          selectedRowKeys: value,
          preserveSelectedRowKeys: true,
          onChange: (keys) => {
            const ids = keys.map(Number);
            onChange(
              ids,
              all.filter((l) => ids.includes(l.lockId)),
            );
          },
          getCheckboxProps: (l) => ({ 'aria-label': l.lockAlias }),
        }}
        columns={[
          { key: 'name', title: t('ekeys.picker.lock'), dataIndex: 'lockAlias' },
          { key: 'group', title: t('ekeys.picker.group'), render: (_, l) => l.groupName || '—' },
          {
            key: 'role',
            title: t('ekeys.picker.role'),
            render: (_, l) =>
              l.userType === 'owner' ? (
                <Tag color="blue">{t('ekeys.picker.owner')}</Tag>
              ) : (
                <Tag>{t('ekeys.picker.authorizedAdmin')}</Tag>
              ),
          },
        ]}
      />
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </Space>
  );
}
