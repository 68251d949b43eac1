// One lock user's ekeys on the caller's managed locks (GET /lockUser/listKey), paged: lock, key name, validity,
// status, sent by and when. Shown when a lock user row is expanded.
import { Table, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EkeyItem } from '@lockconsole/shared/ekey/ekey';
import { listUserKeys } from '../api/lockUserApi';
import { useKeyFormat } from '../hooks/useKeyFormat';
import { KeyStatusTag } from './KeyStatusTag';
import { listPagination } from '../../../components/table/listPagination';

export const userKeysKey = (uid: number) => ['lockUsers', 'keys', uid] as const;

export function UserKeysTable({ uid, name }: { uid: number; name: string }) {
  const { t } = useTranslation();
  const fmt = useKeyFormat();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const keys = useQuery({
    queryKey: [...userKeysKey(uid), page.pageNo, page.pageSize],
    queryFn: () => listUserKeys({ uid, ...page }),
    placeholderData: keepPreviousData,
  });
  return (
    <Table<EkeyItem>
      rowKey="keyId"
      size="small"
      aria-label={t('lockUsers.keys.label', { name })}
      dataSource={keys.data?.list ?? []}
      loading={keys.isFetching && !keys.data}
      locale={{ emptyText: keys.isError ? keys.error.message : t('lockUsers.keys.empty') }}
      pagination={listPagination(page, keys.data?.total ?? 0, (pageNo, pageSize) => setPage({ pageNo, pageSize }), {
        sizeChanger: false,
      })}
      columns={[
        {
          key: 'lock',
          title: t('lockUsers.keys.columns.lock'),
          render: (_, k) => <Link to={`/manage/ekey?lockId=${k.lockId}`}>{k.lockAlias}</Link>,
        },
        { key: 'name', title: t('lockUsers.keys.columns.name'), dataIndex: 'keyName' },
        {
          key: 'validity',
          title: t('lockUsers.keys.columns.validity'),
          render: (_, k) => (
            <>
              {fmt.validity(k)}
              {k.keyRight === 1 && (
                <>
                  <br />
                  <Typography.Text type="secondary">{t('lockUsers.keys.admin')}</Typography.Text>
                </>
              )}
            </>
          ),
        },
        {
          key: 'status',
          title: t('lockUsers.keys.columns.status'),
          render: (_, k) => <KeyStatusTag status={k.keyStatus} />,
        },
        {
          key: 'sent',
          title: t('lockUsers.keys.columns.sent'),
          render: (_, k) => t('lockUsers.keys.sentBy', { sender: k.senderUsername, date: fmt.dateTime(k.date) }),
        },
      ]}
    />
  );
}
