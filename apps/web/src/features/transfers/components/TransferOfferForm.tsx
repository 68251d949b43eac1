// Offering locks to another account (issue 19): the locks (the page's own ticked), person or company, the receiver
// checked by name before anything is sent, what happens to keys and gateways, and the code sent to the caller's own
// account. The server checks everything again; its refusal shows under the form.
import { Alert, Button, Checkbox, Input, Radio, Space, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryByAlpha2 } from '@lockconsole/shared/geo/countries';
import { CODE_TYPE } from '@lockconsole/shared/user/account-fields';
import { TRANSFER_TYPE, type TransferableGateway, type TransferableLock } from '@lockconsole/shared/transfer/transfer';
import { accountKind } from '@lockconsole/shared/validation/account';
import type { TransferUserConfirmResponse } from '@lockconsole/shared/user/transfer-user-confirm';
import { CountryCodeSelect } from '../../../components/account/CountryCodeSelect';
import { CodeField, codeProblem } from '../../../components/verification/CodeField';
import {
  confirmReceiver,
  listForTransfer,
  listGatewaysForTransfer,
  offerGatewayTransfer,
  offerTransfer,
} from '../api/transfersApi';

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
  const [account, setAccount] = useState('');
  const [region, setRegion] = useState('AU');
  const [receiver, setReceiver] = useState<TransferUserConfirmResponse | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<{ field: 'locks' | 'receiver' | 'code' | 'form'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const mobile = accountKind(account.trim()) === 'mobile';
  const countryCode = mobile ? (countryByAlpha2(region)?.callingCode ?? '') : undefined;
  const list = locks.data?.list ?? [];
  const withGateways = chosenGateways.length
    ? []
    : list.filter((l) => chosen.includes(l.lockId) && l.gateways.length > 0);
  const gatewayList = gateways.data?.list ?? [];

  const check = async () => {
    setProblem(null);
    setReceiver(null);
    try {
      setReceiver(await confirmReceiver({ account: account.trim(), countryCode }));
    } catch (e) {
      setProblem({ field: 'receiver', text: message(e) });
    }
  };

  const submit = async () => {
    if (!chosen.length && !chosenGateways.length)
      return setProblem({ field: 'locks', text: t('transfers.offer.chooseSomething') });
    if (!receiver) return setProblem({ field: 'receiver', text: t('transfers.offer.checkFirst') });
    const bad = codeProblem(code);
    if (bad) return setProblem({ field: 'code', text: t(bad) });
    setBusy(true);
    setProblem(null);
    try {
      const who = { receiverUsername: account.trim(), countryCode, validationCode: code.trim() };
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
      setCode('');
      setReceiver(null);
      setAccount('');
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
        locale={{ emptyText: t('transfers.offer.noLocks') }}
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
      <Space.Compact style={{ width: '100%', maxWidth: 560, marginTop: 8 }}>
        {mobile && <CountryCodeSelect value={region} onChange={setRegion} />}
        <Input
          aria-label={t('transfers.offer.account')}
          placeholder={t('transfers.offer.account')}
          value={account}
          onChange={(e) => {
            setAccount(e.target.value);
            setReceiver(null);
          }}
        />
        <Button onClick={() => void check()} disabled={!account.trim()}>
          {t('transfers.offer.check')}
        </Button>
      </Space.Compact>
      {receiver && (
        <Alert
          style={{ marginTop: 8, maxWidth: 560 }}
          type="info"
          showIcon
          data-testid="transfer-receiver"
          message={t('transfers.offer.receiverIs', {
            nickname: receiver.nickname || receiver.account.split('@')[0],
            account: receiver.account,
          })}
        />
      )}
      {error('receiver')}

      <div style={{ maxWidth: 560, marginTop: 16 }}>
        <CodeField
          id="transfer-code"
          type={CODE_TYPE.transferLock}
          resolveTarget={async () => ({})}
          value={code}
          onChange={setCode}
          error={problem?.field === 'code' ? problem.text : undefined}
        />
        <Typography.Paragraph type="secondary">{t('transfers.offer.codeHelp')}</Typography.Paragraph>
      </div>
      <Button type="primary" loading={busy} onClick={() => void submit()} data-testid="transfer-submit">
        {t('transfers.offer.submit', { count: chosen.length + chosenGateways.length })}
      </Button>
      {error('form')}
    </section>
  );
}
