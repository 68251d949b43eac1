// /manage/transferLock (issue 19; spec §2): offer the caller's locks to another account (the lock of the query
// ticked), and both sides' transfers — where a receiver accepts or declines. Works without a lock too: the receiver
// of an offer comes here from the console's notice.
import { Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRefreshLocks } from '../../lib/locks/locksQuery';
import { listTransfers } from '../../features/transfers/api/transfersApi';
import { TransferList } from '../../features/transfers/components/TransferList';
import { TransferOfferForm } from '../../features/transfers/components/TransferOfferForm';

export function TransferLockPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [pageNo, setPageNo] = useState(1);
  const refreshLocks = useRefreshLocks();
  const transfers = useQuery({
    queryKey: ['transfers', pageNo],
    queryFn: () => listTransfers(pageNo),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {t('transfers.title')}
      </Typography.Title>
      <TransferOfferForm initialLockId={Number(params.get('lockId')) || 0} onOffered={() => void transfers.refetch()} />
      <div style={{ height: 24 }} />
      <TransferList
        list={transfers.data?.list ?? []}
        total={transfers.data?.total ?? 0}
        loading={transfers.isPending}
        load={transfers}
        pageNo={pageNo}
        onPage={setPageNo}
        onChanged={(accepted) => {
          void transfers.refetch();
          if (accepted) void refreshLocks();
        }}
      />
    </>
  );
}
