// The caller's orders: what, how much, how paid, the state; an unpaid one can be paid (its pay page) or cancelled.
import { Button, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { ORDER_STATUS, type Order } from '@lockconsole/shared/commerce/commerce';
import { useCancelOrder, useOrders } from '../hooks/useServices';
import { formatMoney } from './money';
import { packageLabel } from './BuyModal';
import { ToneTag, type Tone } from './ToneTag';
import { emptyOrFailed } from '../../../components/table/emptyOrFailed';

const TONES: Record<number, Tone> = { 1: 'blue', 2: 'green', 3: 'default', 4: 'default', 5: 'orange' };

export function Orders() {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const orders = useOrders(pageNo, 10);
  const cancel = useCancelOrder();
  return (
    <Table<Order>
      rowKey="orderId"
      size="middle"
      loading={orders.isPending}
      dataSource={orders.data?.list ?? []}
      locale={{ emptyText: emptyOrFailed(orders, t('service.page.noOrders')) }}
      pagination={{ current: pageNo, pageSize: 10, total: orders.data?.total ?? 0, onChange: setPageNo }}
      columns={[
        {
          key: 'created',
          title: t('service.column.created'),
          render: (_, o) => dayjs(o.createdAt).format('YYYY-MM-DD HH:mm'),
        },
        {
          key: 'what',
          title: t('service.column.service'),
          render: (_, o) => packageLabel(t, o),
        },
        {
          key: 'amount',
          title: t('service.column.amount'),
          render: (_, o) => formatMoney(o.amount, o.currency, i18n.language),
        },
        { key: 'pay', title: t('service.column.payMethod'), render: (_, o) => t(`service.payMethod.${o.payMethod}`) },
        {
          key: 'status',
          title: t('service.column.status'),
          render: (_, o) => (
            <ToneTag tone={TONES[o.status] ?? 'default'} testId="order-status">
              {t(`service.orderStatus.${o.status}`)}
            </ToneTag>
          ),
        },
        {
          key: 'actions',
          title: '',
          render: (_, o) =>
            o.status === ORDER_STATUS.created ? (
              <Space>
                {o.payUrl && (
                  <Button size="small" type="primary" href={o.payUrl}>
                    {t('service.page.pay')}
                  </Button>
                )}
                <Popconfirm
                  title={t('service.page.cancelConfirm')}
                  okText={t('service.page.cancelOrder')}
                  cancelText={t('common.actions.cancel')}
                  onConfirm={() => cancel.mutate(o.orderId)}
                >
                  <Button size="small" data-testid="order-cancel">
                    {t('service.page.cancelOrder')}
                  </Button>
                </Popconfirm>
              </Space>
            ) : null,
        },
      ]}
    />
  );
}
