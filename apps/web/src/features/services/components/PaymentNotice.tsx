// Back from the provider's pay page (…?orderId=&payment=): what became of the payment, in the user's words.
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

export function PaymentNotice({
  count,
  serviceType,
  premium,
}: {
  count?: number;
  serviceType?: number;
  premium?: boolean;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const outcome = params.get('payment');
  if (!outcome) return null;
  const service = serviceType ? t(`service.type.${serviceType}`) : '';
  const [type, text] =
    outcome === 'applied' || outcome === 'duplicate'
      ? (['success', premium ? t('service.vip.paid') : t('service.page.paid', { count: count ?? 0, service })] as const)
      : outcome === 'cancelled'
        ? (['info', t('service.page.cancelled')] as const)
        : outcome === 'pending' || outcome === 'approved'
          ? (['info', t('service.page.pending')] as const)
          : (['error', t('service.page.failed')] as const);
  return <Alert type={type} showIcon message={text} style={{ marginBottom: 16 }} data-testid="payment-notice" />;
}
