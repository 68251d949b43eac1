// The gateway of the providers whose keys are configured (config-payments.ts): none on the embedded defaults.
import type { ProviderKeys } from '../../../config-payments';
import { createPaymentGateway, type Send } from '../payment-gateway';
import { createAlipay } from './alipay';
import { createPaypal, paypalTokenRequest } from './paypal';
import type { PaymentProvider, ProviderName } from './provider';
import { createWechatPay } from './wechat';

export function paymentGatewayOf(keys: ProviderKeys, now: () => Date, send?: Send) {
  const providers: Partial<Record<ProviderName, PaymentProvider>> = {};
  if (keys.alipay) providers.alipay = createAlipay(keys.alipay);
  if (keys.wechat) providers.wechat = createWechatPay(keys.wechat, now);
  if (keys.paypal) providers.paypal = createPaypal(keys.paypal, now);
  return createPaymentGateway({
    providers,
    paypalToken: keys.paypal ? paypalTokenRequest(keys.paypal) : undefined,
    send,
    now,
  });
}
