// The packages on sale, in the chosen currency; Buy asks how to pay, makes the order (once: the dialog's request
// id) and opens the provider's pay page.
import { Button, Segmented, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServicePackage } from '@lockconsole/shared/commerce/commerce';
import { useCatalogue } from '../hooks/useServices';
import { BuyModal } from './BuyModal';
import { formatMoney } from './money';

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
