// Offering locks to another account (issue 19): the locks (the page's own ticked), person or company, the receiver
// checked by name before anything is sent, what happens to keys and gateways, and the code sent to the caller's own
// account (TransferReceiverFields, the same as a lock's fingerprints or cards given to a person). The server checks
// everything again; its refusal shows under the form.
import { Alert, Button, Checkbox, Radio, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSFER_TYPE, type TransferableGateway, type TransferableLock } from '@lockconsole/shared/transfer/transfer';
import { listForTransfer, listGatewaysForTransfer, offerGatewayTransfer, offerTransfer } from '../api/transfersApi';
import { useTransferReceiver } from '../hooks/useTransferReceiver';
import { TransferReceiverFields } from './TransferReceiverFields';
import { emptyOrFailed } from '../../../components/table/emptyOrFailed';

type Props = { initialLockId: number; onOffered: () => void };

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function TransferOfferForm({ initialLockId, onOffered }: Props) {
  const { t } = useTranslation();
  const locks = useQuery({ queryKey: ['transferable-locks'], queryFn: () => listForTransfer() });
  const [chosen, setChosen] = useState<number[]>(initialLockId ? [initialLockId] : []);
  const gateways = useQuery({ queryKey: ['transferable-gateways'], queryFn: listGatewaysForTransfer });
  const [chosenGateways, setChosenGateways] = useState<number[]>([]);
  const [withLocks, setWithLocks] = useState(true);
  const [transferType, setTransferType] = useState<number>(TRANSFER_TYPE.lockToPerson);
  const r = useTransferReceiver();
  const [problem, setProblem] = useState<{ field: 'locks' | 'form'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const list = locks.data?.list ?? [];
  const withGateways = chosenGateways.length
    ? []
    : list.filter((l) => chosen.includes(l.lockId) && l.gateways.length > 0);
  const gatewayList = gateways.data?.list ?? [];

  const submit = async () => {
    if (!chosen.length && !chosenGateways.length) {
      r.setProblem(null);
      return setProblem({ field: 'locks', text: t('transfers.offer.chooseSomething') });
    }
    setProblem(null);
    const who = r.params();
    if (!who) return;
    setBusy(true);
    try {
      const company = transferType === TRANSFER_TYPE.lockToCompany;
      if (chosenGateways.length)
        await offerGatewayTransfer({
          ...who,
          gatewayIdList: JSON.stringify(chosenGateways),
          withLocks: withLocks ? 1 : 0,
          lockIdList: chosen.length ? JSON.stringify(chosen) : undefined,
          transferType: company ? TRANSFER_TYPE.gatewayToCompany : TRANSFER_TYPE.gatewayToPerson,
        });
      else await offerTransfer({ ...who, lockIdList: JSON.stringify(chosen), transferType });
      setChosen([]);
      setChosenGateways([]);
      r.reset();
      void locks.refetch();
      void gateways.refetch();
      onOffered();
    } catch (e) {
      setProblem({ field: 'form', text: message(e) });
    } finally {
      setBusy(false);
    }
  };

  const error = (field: string) =>
    problem?.field === field ? (
      <Alert type="error" showIcon role="alert" message={problem.text} style={{ marginTop: 8 }} />
    ) : null;

  return (
    <section aria-labelledby="transfer-offer-title">
      <Typography.Title level={2} style={{ fontSize: 18 }} id="transfer-offer-title">
        {t('transfers.offer.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('transfers.offer.what')}</Typography.Paragraph>

      <Typography.Title level={3} style={{ fontSize: 15 }}>
        {t('transfers.offer.locks')}
      </Typography.Title>
      <Table<TransferableLock>
        rowKey="lockId"
        size="small"
        loading={locks.isPending}
        dataSource={list}
        pagination={false}
        scroll={{ y: 280 }}
        locale={{ emptyText: emptyOrFailed(locks, t('transfers.offer.noLocks')) }}
        rowSelection={{
          selectedRowKeys: chosen,
          onChange: (keys) => setChosen(keys.map(Number)),
          getCheckboxProps: (r) => ({ 'aria-label': r.lockAlias }),
        }}
        columns={[
          { key: 'name', title: t('transfers.offer.lockName'), dataIndex: 'lockAlias' },
          {
            key: 'gateways',
            title: t('transfers.offer.gateways'),
            render: (_, r) => r.gateways.map((g) => <Tag key={g}>{g}</Tag>),
          },
        ]}
      />
      {gatewayList.length > 0 && (
        <>
          <Typography.Title level={3} style={{ fontSize: 15, marginTop: 16 }}>
            {t('transfers.offer.gatewaysTitle')}
          </Typography.Title>
          <Table<TransferableGateway>
            rowKey="gatewayId"
            size="small"
            dataSource={gatewayList}
            pagination={false}
            scroll={{ y: 200 }}
            rowSelection={{
              selectedRowKeys: chosenGateways,
              onChange: (keys) => setChosenGateways(keys.map(Number)),
              getCheckboxProps: (r) => ({ 'aria-label': r.gatewayName }),
            }}
            columns={[
              { key: 'name', title: t('transfers.offer.gatewayName'), dataIndex: 'gatewayName' },
              { key: 'locks', title: t('transfers.offer.lockCount'), dataIndex: 'lockCount' },
            ]}
          />
          {chosenGateways.length > 0 && (
            <Checkbox checked={withLocks} onChange={(e) => setWithLocks(e.target.checked)} style={{ marginTop: 8 }}>
              {t('transfers.offer.withLocks')}
            </Checkbox>
          )}
        </>
      )}
      {error('locks')}
      {withGateways.length > 0 && (
        <Alert
          style={{ marginTop: 8 }}
          type="warning"
          showIcon
          data-testid="transfer-gateway-warning"
          message={t('transfers.offer.gatewayWarning', { locks: withGateways.map((l) => l.lockAlias).join(', ') })}
        />
      )}

      <Typography.Title level={3} style={{ fontSize: 15, marginTop: 16 }}>
        {t('transfers.offer.receiver')}
      </Typography.Title>
      <Radio.Group
        value={transferType}
        onChange={(e) => setTransferType(e.target.value as number)}
        options={[
          { value: TRANSFER_TYPE.lockToPerson, label: t('transfers.type.1') },
          { value: TRANSFER_TYPE.lockToCompany, label: t('transfers.type.2') },
        ]}
      />
      <TransferReceiverFields r={r} codeId="transfer-code" />
      <Button type="primary" loading={busy} onClick={() => void submit()} data-testid="transfer-submit">
        {t('transfers.offer.submit', { count: chosen.length + chosenGateways.length })}
      </Button>
      {error('form')}
    </section>
  );
}
