// /account/service (issue 17; spec §2 value-added services): balances, the packages on sale and the caller's orders;
// back from a pay page, what became of the payment.
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Balances } from '../../features/services/components/Balances';
import { Orders } from '../../features/services/components/Orders';
import { Packages } from '../../features/services/components/Packages';
import { PaymentNotice } from '../../features/services/components/PaymentNotice';
import { useOrders } from '../../features/services/hooks/useServices';

export function ServicePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orders = useOrders(1, 10);
  const back = orders.data?.list.find((o) => o.orderId === Number(params.get('orderId')));
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {t('service.page.title')}
      </Typography.Title>
      <PaymentNotice count={back?.count} serviceType={back?.serviceType} />
      <Typography.Title level={2} style={{ fontSize: 17 }}>
        {t('service.page.balanceTitle')}
      </Typography.Title>
      <Balances />
      <p style={{ marginTop: 8 }}>
        <Link to="/account/record">{t('service.page.recordsLink')}</Link>
      </p>
      <Typography.Title level={2} style={{ fontSize: 17, marginTop: 24 }}>
        {t('service.page.packagesTitle')}
      </Typography.Title>
      <Packages />
      <Typography.Title level={2} style={{ fontSize: 17, marginTop: 24 }}>
        {t('service.page.ordersTitle')}
      </Typography.Title>
      <Orders />
    </>
  );
}
