// /lockUser/onDate — users soon to expire (spec §2): ekeys on the caller's managed locks ending within the chosen
// number of days (default 7, the server's default), soonest first.
import { Empty, Select, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listExpireKeys } from '../../features/lock-users/api/lockUserApi';
import { ExpiringKeysTable } from '../../features/lock-users/components/ExpiringKeysTable';
import { DEFAULT_EXPIRE_DAYS, EXPIRE_DAY_CHOICES } from '../../features/lock-users/keyText';

export function LockUserOnDatePage() {
  const { t } = useTranslation();
  const [days, setDays] = useState<number>(DEFAULT_EXPIRE_DAYS);
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const keys = useQuery({
    queryKey: ['lockUsers', 'expiring', days, page.pageNo, page.pageSize],
    queryFn: () => listExpireKeys({ days, ...page }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <Link to="/lockUser/home">
        <ArrowLeftOutlined /> {t('lockUsers.back')}
      </Link>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 12 }}>
        {t('lockUsers.onDate.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('lockUsers.onDate.intro')}</Typography.Paragraph>
      <Space style={{ marginBottom: 16 }}>
        <label htmlFor="expire-days">{t('lockUsers.onDate.within')}</label>
        <Select<number>
          id="expire-days"
          value={days}
          style={{ width: 160 }}
          onChange={(d) => {
            setDays(d);
            setPage((p) => ({ ...p, pageNo: 1 }));
          }}
          options={EXPIRE_DAY_CHOICES.map((d) => ({ value: d, label: t('lockUsers.onDate.days', { count: d }) }))}
        />
      </Space>
      <ExpiringKeysTable
        keys={keys.data?.list ?? []}
        loading={keys.isFetching && !keys.data}
        total={keys.data?.total ?? 0}
        page={page}
        onPage={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
        now={keys.dataUpdatedAt}
        empty={<Empty description={keys.isError ? keys.error.message : t('lockUsers.onDate.empty', { count: days })} />}
      />
    </>
  );
}
