// /account/vip (issue 17; spec §2 the premium service page): status, the trial, a year of premium; back from a pay
// page, what became of the payment.
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PaymentNotice } from '../../features/services/components/PaymentNotice';
import { Premium } from '../../features/services/components/Premium';

export function VipPage() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {t('service.vip.title')}
      </Typography.Title>
      <PaymentNotice premium />
      <Premium />
    </>
  );
}
