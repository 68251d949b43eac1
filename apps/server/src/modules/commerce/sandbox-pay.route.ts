// The sandbox provider's pages (issue 17), outside the signed API pipeline like a real provider's: GET
// /pay/sandbox/<orderNo> is the pay page (the order number is the unguessable capability, as a provider's pay link);
// POST /api/pay/sandbox/notify takes the signed notification the page's buttons send and returns the payer to the
// console's services page. Texts in the payer's language.
import QRCode from 'qrcode';
import type { FastifyInstance } from 'fastify';
import { ORDER_STATUS } from '@lockconsole/shared/commerce/commerce';
import { languageOf } from '../../http/route';
import { translatorFor } from '../../http/i18n';
import type { Clock } from '../../platform/clock';
import type { OrdersRepo } from './orders.repo';
import type { PaymentsService } from './payments.service';
import { signSandbox } from './sandbox-pay';

export const SANDBOX_PAGE = '/pay/sandbox/';
export const SANDBOX_NOTIFY = '/api/pay/sandbox/notify';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** "12.50" of 1250 minor units, with the currency's sign. */
export const money = (amount: number, currency: number) => `${currency === 1 ? '¥' : '$'}${(amount / 100).toFixed(2)}`;

export function registerSandboxPay(
  app: FastifyInstance,
  d: { orders: OrdersRepo; payments: PaymentsService; clock: Clock; key: string },
) {
  app.get<{ Params: { orderNo: string } }>(`${SANDBOX_PAGE}:orderNo`, async (req, reply) => {
    const lang = languageOf(req);
    const t = translatorFor(lang);
    const order = /^[A-Z0-9]{8,64}$/.test(req.params.orderNo) ? await d.orders.byNo(req.params.orderNo) : undefined;
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    const page = (body: string) =>
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(t('service.sandbox.title'))}</title><style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1f1f1f}h1{font-size:1.3rem}.amount{font-size:2rem;font-weight:600;margin:.5rem 0}.note{color:#595959;font-size:.9rem}button{font-size:1rem;padding:.6rem 1.4rem;margin:.5rem .5rem 0 0;border-radius:6px;border:1px solid #d9d9d9;background:#fff;cursor:pointer}button.pay{background:#1677ff;border-color:#1677ff;color:#fff}svg{width:180px;height:180px}</style></head><body>${body}</body></html>`;
    if (!order) return reply.code(404).send(page(`<h1>${esc(t('service.sandbox.unknown'))}</h1>`));
    if (order.status !== ORDER_STATUS.created || order.expiresAt <= d.clock.now()) {
      const state = order.status === ORDER_STATUS.created ? ORDER_STATUS.overdue : order.status;
      return reply.send(
        page(
          `<h1>${esc(t('service.sandbox.closed', { status: t(`service.orderStatus.${state}`) }))}</h1><p><a href="/account/service">${esc(t('service.sandbox.back'))}</a></p>`,
        ),
      );
    }
    const now = String(d.clock.now().getTime());
    const tradeNo = `SB${order.id}${now}`;
    const base = { orderNo: order.orderNo, amount: String(order.amount), tradeNo, ts: now };
    const form = (outcome: 'SUCCESS' | 'CANCELLED', label: string, cls: string) => {
      const f = signSandbox(d.key, { ...base, outcome });
      return `<form method="post" action="${SANDBOX_NOTIFY}" style="display:inline">${Object.entries(f)
        .map(([k, v]) => `<input type="hidden" name="${k}" value="${esc(v)}">`)
        .join(
          '',
        )}<button type="submit" class="${cls}" data-testid="sandbox-${outcome.toLowerCase()}">${esc(label)}</button></form>`;
    };
    const wallet = order.payMethod !== 3;
    const qr = wallet
      ? await QRCode.toString(`${req.protocol}://${req.headers.host ?? 'localhost'}${SANDBOX_PAGE}${order.orderNo}`, {
          type: 'svg',
          margin: 1,
        })
      : '';
    return reply.send(
      page(
        `<h1>${esc(t('service.sandbox.title'))}</h1><p class="note">${esc(t('service.sandbox.note'))}</p>` +
          `<p>${esc(t(`service.payMethod.${order.payMethod}`))} · ${esc(order.serviceType === 99 ? `${t('service.type.99')} · ${t('service.vip.tier', { count: order.count })}` : `${t(`service.type.${order.serviceType}`)} × ${order.count}`)}</p>` +
          `<div class="amount" data-testid="sandbox-amount">${esc(money(order.amount, order.currency))}</div>` +
          (wallet ? `<div>${qr}</div><p class="note">${esc(t('service.sandbox.scan'))}</p>` : '') +
          form('SUCCESS', t(wallet ? 'service.sandbox.confirm' : 'service.sandbox.paypal'), 'pay') +
          form('CANCELLED', t('service.sandbox.cancel'), ''),
      ),
    );
  });

  app.post(SANDBOX_NOTIFY, async (req, reply) => {
    const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    const r = await d.payments.sandboxNotify(body);
    if (r.orderId === undefined) {
      const t = translatorFor(languageOf(req));
      return reply.code(400).type('text/plain; charset=utf-8').send(t('service.sandbox.refused'));
    }
    const page = r.premium ? '/account/vip' : '/account/service';
    return reply.redirect(`${page}?orderId=${r.orderId}&payment=${r.outcome}`, 303);
  });
}
