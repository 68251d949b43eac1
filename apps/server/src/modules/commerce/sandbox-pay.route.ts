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
import { closedBody, esc, money, payPageHtml, subjectOf } from './pay-page';
import { signSandbox } from './sandbox-pay';

export const SANDBOX_PAGE = '/pay/sandbox/';
export const SANDBOX_NOTIFY = '/api/pay/sandbox/notify';

export function registerSandboxPay(
  app: FastifyInstance,
  d: { orders: OrdersRepo; payments: PaymentsService; clock: Clock; key: string },
) {
  app.get<{ Params: { orderNo: string } }>(`${SANDBOX_PAGE}:orderNo`, async (req, reply) => {
    const lang = languageOf(req);
    const t = translatorFor(lang);
    const order = /^[A-Z0-9]{8,64}$/.test(req.params.orderNo) ? await d.orders.byNo(req.params.orderNo) : undefined;
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    const page = (body: string) => payPageHtml(lang, t('service.sandbox.title'), body);
    if (!order) return reply.code(404).send(page(`<h1>${esc(t('service.sandbox.unknown'))}</h1>`));
    if (order.status !== ORDER_STATUS.created || order.expiresAt <= d.clock.now())
      return reply.send(page(closedBody(t, order, d.clock.now())));
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
          `<p>${esc(t(`service.payMethod.${order.payMethod}`))} · ${esc(subjectOf(t, order))}</p>` +
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
