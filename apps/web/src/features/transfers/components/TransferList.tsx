// Both sides' transfers (issue 19): received and sent, with who, which locks (or fingerprints and cards: types 5, 6),
// how each ended; the receiver accepts or declines a waiting one, the sender withdraws it. Accepting reloads the lock
// list: the locks are the caller's (fingerprints and cards join their received ones, read afresh where picked).
import { Button, Popconfirm, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSFER_STATUS, type Transfer } from '@lockconsole/shared/transfer/transfer';
import { toast } from '../../../lib/toast';
import { answerTransfer } from '../api/transfersApi';
import { TransferCredentials } from './TransferCredentials';
import { emptyOrFailed, type ListLoad } from '../../../components/table/emptyOrFailed';

type Props = {
  list: Transfer[];
  total: number;
  loading: boolean;
  /** The list's load: when it failed, the reason and a retry instead of the empty text. */
  load?: ListLoad;
  pageNo: number;
  onPage: (n: number) => void;
  onChanged: (accepted: boolean) => void;
};

const TONE: Record<number, string> = { 1: 'processing', 2: 'success', 3: 'default', 4: 'default', 5: 'warning' };
/** Fingerprints or cards given to a person: nothing changes owner. */
const givesCredentials = (r: Transfer) => r.credentials.length > 0;

export function TransferList({ list, total, loading, load, pageNo, onPage, onChanged }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(0);
  const answer = async (action: 'accept' | 'decline' | 'withdraw', r: Transfer) => {
    setBusy(r.transferId);
    try {
      await answerTransfer(action, r.transferId);
      toast.success(
        t(action === 'accept' && givesCredentials(r) ? 'transfers.done.acceptCredentials' : `transfers.done.${action}`),
      );
      onChanged(action === 'accept');
    } catch (e) {
      toast.error(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(0);
    }
  };
  return (
    <section aria-labelledby="transfer-list-title">
      <Typography.Title level={2} style={{ fontSize: 18 }} id="transfer-list-title">
        {t('transfers.list.title')}
      </Typography.Title>
      <Table<Transfer>
        rowKey="transferId"
        size="middle"
        loading={loading}
        dataSource={list}
        locale={{ emptyText: emptyOrFailed(load, t('transfers.list.empty')) }}
        pagination={{ current: pageNo, pageSize: 20, total, onChange: onPage }}
        columns={[
          {
            key: 'dir',
            title: t('transfers.list.direction'),
            render: (_, r) => t(`transfers.direction.${r.direction}`),
          },
          {
            key: 'who',
            title: t('transfers.list.counterpart'),
            render: (_, r) =>
              r.counterpart.nickname ? `${r.counterpart.nickname} (${r.counterpart.account})` : r.counterpart.account,
          },
          {
            key: 'locks',
            title: t('transfers.list.locks'),
            render: (_, r) => r.locks.map((l) => l.lockAlias).join(', '),
          },
          ...(list.some(givesCredentials)
            ? [
                {
                  key: 'credentials',
                  title: t('transfers.list.credentials'),
                  render: (_: unknown, r: Transfer) => <TransferCredentials list={r.credentials} />,
                },
              ]
            : []),
          { key: 'type', title: t('transfers.list.type'), render: (_, r) => t(`transfers.type.${r.transferType}`) },
          {
            key: 'status',
            title: t('transfers.list.status'),
            render: (_, r) => (
              <Typography.Text
                type={TONE[r.status] === 'warning' ? 'warning' : undefined}
                data-testid="transfer-status"
              >
                {t(`transfers.status.${r.status}`)}
              </Typography.Text>
            ),
          },
          {
            key: 'when',
            title: t('transfers.list.when'),
            render: (_, r) =>
              r.status === TRANSFER_STATUS.waiting
                ? t('transfers.list.until', { time: dayjs(r.expiresAt).format('YYYY-MM-DD HH:mm') })
                : dayjs(r.decidedAt ?? r.expiresAt).format('YYYY-MM-DD HH:mm'),
          },
          {
            key: 'actions',
            title: t('transfers.list.actions'),
            render: (_, r) =>
              r.status !== TRANSFER_STATUS.waiting ? null : r.direction === 'in' ? (
                <Space>
                  <Popconfirm
                    title={
                      givesCredentials(r)
                        ? t('transfers.list.acceptCredentialsConfirm')
                        : t('transfers.list.acceptConfirm', { count: r.locks.length })
                    }
                    okText={t('transfers.list.accept')}
                    cancelText={t('common.actions.cancel')}
                    onConfirm={() => answer('accept', r)}
                  >
                    <Button size="small" type="primary" loading={busy === r.transferId}>
                      {t('transfers.list.accept')}
                    </Button>
                  </Popconfirm>
                  <Button size="small" onClick={() => void answer('decline', r)} disabled={busy === r.transferId}>
                    {t('transfers.list.decline')}
                  </Button>
                </Space>
              ) : (
                <Button size="small" onClick={() => void answer('withdraw', r)} loading={busy === r.transferId}>
                  {t('transfers.list.withdraw')}
                </Button>
              ),
          },
        ]}
      />
    </section>
  );
}
