// Ekeys ending soon (GET /user/listExpireUser), soonest first: holder, lock, key, validity, end and days left.
import { Table, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EkeyItem } from '@lockconsole/shared/ekey/ekey';
import { daysLeft } from '../keyText';
import { useKeyFormat } from '../hooks/useKeyFormat';
import { KeyStatusTag } from './KeyStatusTag';
import { listPagination } from '../../../components/table/listPagination';
import { AccountCell } from '../../../components/table/AccountCell';

type Props = {
  keys: EkeyItem[];
  loading: boolean;
  total: number;
  page: { pageNo: number; pageSize: number };
  onPage: (pageNo: number, pageSize: number) => void;
  empty: React.ReactNode;
  now: number;
};

export function ExpiringKeysTable({ keys, loading, total, page, onPage, empty, now }: Props) {
  const { t } = useTranslation();
  const fmt = useKeyFormat();
  return (
    <Table<EkeyItem>
      rowKey="keyId"
      size="middle"
      dataSource={keys}
      loading={loading}
      locale={{ emptyText: empty }}
      scroll={{ x: 900 }}
      pagination={listPagination(page, total, onPage)}
      columns={[
        {
          key: 'user',
          title: t('lockUsers.columns.account'),
          render: (_, k) => <AccountCell username={k.username} nickname={k.nickname} />,
        },
        {
          key: 'lock',
          title: t('lockUsers.keys.columns.lock'),
          render: (_, k) => <Link to={`/manage/ekey?lockId=${k.lockId}`}>{k.lockAlias}</Link>,
        },
        { key: 'name', title: t('lockUsers.keys.columns.name'), dataIndex: 'keyName' },
        { key: 'validity', title: t('lockUsers.keys.columns.validity'), render: (_, k) => fmt.validity(k) },
        {
          key: 'left',
          title: t('lockUsers.onDate.columns.left'),
          render: (_, k) => {
            const days = daysLeft(k.endDate, now);
            return (
              <Typography.Text type={days <= 1 ? 'danger' : undefined}>
                {days === 0 ? t('lockUsers.onDate.today') : t('lockUsers.onDate.daysLeft', { count: days })}
              </Typography.Text>
            );
          },
        },
        {
          key: 'status',
          title: t('lockUsers.keys.columns.status'),
          render: (_, k) => <KeyStatusTag status={k.keyStatus} />,
        },
      ]}
    />
  );
}
