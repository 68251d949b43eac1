// Buying a package (units, or a year of premium): how to pay, then the order is made — once for this dialog: its
// request id — and the browser goes to the provider's pay page.
import { Modal, Radio, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCY, PAY_METHOD, type ServicePackage } from '@lockconsole/shared/commerce/commerce';
import { useBuy } from '../hooks/useServices';
import { formatMoney } from './money';

const newRequestId = () => `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** What the package is, in words: "100 × SMS", or "Up to 10 locks · per year" for premium. */
export const packageLabel = (t: (k: string, o?: Record<string, unknown>) => string, p: ServicePackage) =>
  p.serviceType === 99
    ? `${t('service.vip.tier', { count: p.count })} · ${t('service.vip.year')}`
    : t('service.page.packageCount', { count: p.count, service: t(`service.type.${p.serviceType}`) });

export function BuyModal({ pkg, onClose }: { pkg: ServicePackage | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const buy = useBuy();
  // The wallets take RMB, PayPal dollars: the way that takes the package's currency comes first.
  const [chosen, setChosen] = useState<{ packageId: number; payMethod: number }>();
  const payMethod =
    chosen && chosen.packageId === pkg?.packageId
      ? chosen.payMethod
      : pkg?.currency === CURRENCY.dollar
        ? PAY_METHOD.paypal
        : PAY_METHOD.alipay;
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
            {packageLabel(t, pkg)} · <strong>{formatMoney(pkg.amount, pkg.currency, i18n.language)}</strong>
          </Typography.Paragraph>
          <Typography.Text>{t('service.page.payWith')}</Typography.Text>
          <Radio.Group
            style={{ display: 'block', marginTop: 8 }}
            value={payMethod}
            onChange={(e) => pkg && setChosen({ packageId: pkg.packageId, payMethod: Number(e.target.value) })}
            options={[1, 2, 3].map((m) => ({ value: m, label: t(`service.payMethod.${m}`) }))}
          />
        </>
      )}
    </Modal>
  );
}
