// The packages on sale, in the chosen currency; Buy asks how to pay, makes the order (once: the dialog's request
// id) and opens the provider's pay page.
import { Button, Modal, Radio, Segmented, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAY_METHOD, type ServicePackage } from '@lockconsole/shared/commerce/commerce';
import { useBuy, useCatalogue } from '../hooks/useServices';
import { formatMoney } from './money';

const newRequestId = () => `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export function Packages() {
  const { t, i18n } = useTranslation();
  const [currency, setCurrency] = useState<number | undefined>(undefined);
  const catalogue = useCatalogue(currency);
  const [buying, setBuying] = useState<ServicePackage | null>(null);
  const shown = currency ?? catalogue.data?.currency ?? 2;
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Typography.Text>{t('service.page.currency')}</Typography.Text>
        <Segmented
          value={shown}
          onChange={(v) => setCurrency(Number(v))}
          options={[
            { value: 1, label: 'RMB' },
            { value: 2, label: 'USD' },
          ]}
        />
      </Space>
      <Table<ServicePackage>
        rowKey="packageId"
        size="middle"
        loading={catalogue.isPending}
        dataSource={catalogue.data?.list ?? []}
        pagination={false}
        columns={[
          { key: 'service', title: t('service.column.service'), render: (_, p) => t(`service.type.${p.serviceType}`) },
          {
            key: 'count',
            title: t('service.records.count'),
            render: (_, p) =>
              t('service.page.packageCount', { count: p.count, service: t(`service.type.${p.serviceType}`) }),
          },
          {
            key: 'amount',
            title: t('service.column.amount'),
            render: (_, p) => formatMoney(p.amount, p.currency, i18n.language),
          },
          {
            key: 'buy',
            title: '',
            width: 100,
            render: (_, p) => (
              <Button
                type="primary"
                size="small"
                data-testid={`buy-${p.serviceType}-${p.count}`}
                onClick={() => setBuying(p)}
              >
                {t('service.page.buy')}
              </Button>
            ),
          },
        ]}
      />
      <BuyModal pkg={buying} onClose={() => setBuying(null)} />
    </>
  );
}

function BuyModal({ pkg, onClose }: { pkg: ServicePackage | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const buy = useBuy();
  const [payMethod, setPayMethod] = useState<number>(PAY_METHOD.alipay);
  // One request id per opened dialog: a double click or a retried request makes one order.
  const requestId = useMemo(() => (pkg ? newRequestId() : ''), [pkg]);
  return (
    <Modal
      open={Boolean(pkg)}
      title={t('service.page.orderTitle')}
      onCancel={onClose}
      okText={t('service.page.pay')}
      cancelText={t('common.actions.cancel')}
      confirmLoading={buy.isPending}
      onOk={() => pkg && buy.mutate({ packageId: pkg.packageId, payMethod, requestId })}
      destroyOnHidden
    >
      {pkg && (
        <>
          <Typography.Paragraph>
            {t('service.page.packageCount', { count: pkg.count, service: t(`service.type.${pkg.serviceType}`) })} ·{' '}
            <strong>{formatMoney(pkg.amount, pkg.currency, i18n.language)}</strong>
          </Typography.Paragraph>
          <Typography.Text>{t('service.page.payWith')}</Typography.Text>
          <Radio.Group
            style={{ display: 'block', marginTop: 8 }}
            value={payMethod}
            onChange={(e) => setPayMethod(Number(e.target.value))}
            options={[1, 2, 3].map((m) => ({ value: m, label: t(`service.payMethod.${m}`) }))}
          />
        </>
      )}
    </Modal>
  );
}
