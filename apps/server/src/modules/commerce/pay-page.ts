// The pay pages' HTML (issue 17): the sandbox's and the real providers' (a wallet's QR code, PayPal's redirect),
// served outside the console's app like a provider's own page, in the payer's language.
import { ORDER_STATUS, SERVICE_TYPE } from '@lockconsole/shared/commerce/commerce';
import type { OrderRow } from './orders.repo';

type T = (key: string, vars?: Record<string, unknown>) => string;

export const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** "12.50" of 1250 minor units, with the currency's sign. */
export const money = (amount: number, currency: number) => `${currency === 1 ? '¥' : '$'}${(amount / 100).toFixed(2)}`;

/** What the order buys, as the payer reads it (and the provider shows it): "SMS × 100", "Premium · up to 10 locks". */
export const subjectOf = (t: T, o: Pick<OrderRow, 'serviceType' | 'count'>) =>
  o.serviceType === SERVICE_TYPE.vip
    ? `${t('service.type.99')} · ${t('service.vip.tier', { count: o.count })}`
    : `${t(`service.type.${o.serviceType}`)} × ${o.count}`;

/** The console page the payer returns to: premium's or the services'. */
export const backPage = (o: Pick<OrderRow, 'serviceType'>) =>
  o.serviceType === SERVICE_TYPE.vip ? '/account/vip' : '/account/service';

export const payPageHtml = (lang: string, title: string, body: string) =>
  `<!doctype html><html lang="${esc(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1f1f1f}h1{font-size:1.3rem}.amount{font-size:2rem;font-weight:600;margin:.5rem 0}.note{color:#595959;font-size:.9rem}button{font-size:1rem;padding:.6rem 1.4rem;margin:.5rem .5rem 0 0;border-radius:6px;border:1px solid #d9d9d9;background:#fff;cursor:pointer}button.pay{background:#1677ff;border-color:#1677ff;color:#fff}svg{width:180px;height:180px}</style></head><body>${body}</body></html>`;

/** An order that can no longer be paid: its state, and the way back. */
export const closedBody = (t: T, o: OrderRow, now: Date) => {
  const state = o.status === ORDER_STATUS.created && o.expiresAt <= now ? ORDER_STATUS.overdue : o.status;
  return `<h1>${esc(t('service.sandbox.closed', { status: t(`service.orderStatus.${state}`) }))}</h1><p><a href="${backPage(o)}">${esc(t('service.sandbox.back'))}</a></p>`;
};
