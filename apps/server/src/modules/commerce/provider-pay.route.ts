// The real providers' side of the console (issue 17), outside the signed API pipeline like the sandbox's:
// - GET /pay/order/<orderNo>: the pay page. The first visit asks the provider where the payer pays (kept on the
//   order): a wallet's QR code shown here with "I have paid", or PayPal's approval page the payer is sent to.
// - POST /pay/order/<orderNo>/check: asks the provider now, and returns the payer to the console with the outcome.
// - GET /pay/paypal/return|cancel?token=<PayPal order id>: PayPal sends the payer back; the payment is captured
//   (or the order closed) before the console shows it.
// - POST /api/pay/notify/<alipay|wechat|paypal>: the provider's notification, read raw (its signature covers the
//   bytes), answered as each provider expects: Alipay the text "success", WeChat Pay 204, PayPal 200; anything
//   not genuine 400 (Alipay "fail", the others {code: "FAIL"}).
// The order number is the capability, as a provider's pay link; the pages are in the payer's language.
import QRCode from 'qrcode';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ORDER_STATUS } from '@lockconsole/shared/commerce/commerce';
import { languageOf } from '../../http/route';
import { translatorFor } from '../../http/i18n';
import type { Clock } from '../../platform/clock';
import type { OrdersRepo } from './orders.repo';
import { ProviderUnavailable } from './payment-gateway';
import type { Applied, PaymentsService } from './payments.service';
import { backPage, closedBody, esc, money, payPageHtml, subjectOf } from './pay-page';

export const PROVIDER_PAGE = '/pay/order/';
const NOTIFY_LIMIT = 64 * 1024;
const ORDER_NO = /^[A-Z0-9]{8,64}$/;

export function registerProviderPay(
  app: FastifyInstance,
  d: { orders: OrdersRepo; payments: PaymentsService; clock: Clock },
) {
  const back = (reply: FastifyReply, r: Applied, serviceType: number) =>
    reply.redirect(`${backPage({ serviceType })}?orderId=${r.orderId}&payment=${r.outcome}`, 303);

  const orderOf = async (req: FastifyRequest<{ Params: { orderNo: string } }>) =>
    ORDER_NO.test(req.params.orderNo) ? d.orders.byNo(req.params.orderNo) : undefined;

  app.get<{ Params: { orderNo: string } }>(`${PROVIDER_PAGE}:orderNo`, async (req, reply) => {
    const lang = languageOf(req);
    const t = translatorFor(lang);
    const page = (body: string) => payPageHtml(lang, t('service.pay.title'), body);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    let order = await orderOf(req);
    if (!order) return reply.code(404).send(page(`<h1>${esc(t('service.sandbox.unknown'))}</h1>`));
    if (order.status !== ORDER_STATUS.created || order.expiresAt <= d.clock.now())
      return reply.send(page(closedBody(t, order, d.clock.now())));
    try {
      order = await d.payments.start(order, subjectOf(t, order));
    } catch (err) {
      if (!(err instanceof ProviderUnavailable)) throw err;
      req.log.warn({ err, orderNo: order.orderNo }, 'payment provider unavailable');
      return reply
        .code(503)
        .header('retry-after', '10')
        .send(
          page(
            `<h1>${esc(t('service.pay.unavailable'))}</h1><p><a href="${PROVIDER_PAGE}${order.orderNo}">${esc(t('service.pay.retry'))}</a> · <a href="${backPage(order)}">${esc(t('service.sandbox.back'))}</a></p>`,
          ),
        );
    }
    // PayPal: its own page takes the payer from here.
    if (order.providerOrderId) return reply.redirect(order.payTarget!, 303);
    const qr = await QRCode.toString(order.payTarget!, { type: 'svg', margin: 1 });
    return reply.send(
      page(
        `<h1>${esc(t('service.pay.title'))}</h1>` +
          `<p>${esc(t(`service.payMethod.${order.payMethod}`))} · ${esc(subjectOf(t, order))}</p>` +
          `<div class="amount" data-testid="pay-amount">${esc(money(order.amount, order.currency))}</div>` +
          `<div data-testid="pay-qr">${qr}</div><p class="note">${esc(t(`service.pay.scan.${order.payMethod}`))}</p>` +
          `<form method="post" action="${PROVIDER_PAGE}${order.orderNo}/check" style="display:inline"><button type="submit" class="pay" data-testid="pay-check">${esc(t('service.pay.check'))}</button></form>` +
          `<p><a href="${backPage(order)}">${esc(t('service.sandbox.back'))}</a></p>`,
      ),
    );
  });

  app.post<{ Params: { orderNo: string } }>(`${PROVIDER_PAGE}:orderNo/check`, async (req, reply) => {
    const order = await orderOf(req);
    if (!order)
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send(translatorFor(languageOf(req))('service.sandbox.unknown'));
    return back(reply, await d.payments.check(order), order.serviceType);
  });

  for (const [path, cancelled] of [
    ['/pay/paypal/return', false],
    ['/pay/paypal/cancel', true],
  ] as const) {
    app.get<{ Querystring: { token?: string } }>(path, async (req, reply) => {
      const token = typeof req.query.token === 'string' ? req.query.token : '';
      const r = await d.payments.paypalBack(token, cancelled);
      if (!r) return reply.redirect('/account/service?payment=unknownOrder', 303);
      const order = await d.orders.byProviderOrder(token);
      return back(reply, r, order!.serviceType);
    });
  }

  // Notifications: the raw body, whatever its type (Alipay posts a form, WeChat Pay and PayPal JSON).
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTIFY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    scope.post<{ Params: { provider: string } }>('/api/pay/notify/:provider', async (req, reply) => {
      const name = req.params.provider;
      const rawBody = typeof req.body === 'string' ? req.body : '';
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
      const r = await d.payments.providerNotify(name, { headers, rawBody });
      // A genuine notification is acknowledged whatever it did (logged for the operator: a mismatch, an unknown
      // order); only one that is not the provider's is refused.
      const refused = r.outcome === 'badSignature';
      if (name === 'alipay')
        return reply
          .type('text/plain')
          .code(refused ? 400 : 200)
          .send(refused ? 'fail' : 'success');
      if (refused) return reply.code(400).send({ code: 'FAIL', message: r.outcome });
      return name === 'wechat' ? reply.code(204).send() : reply.code(200).send({});
    });
  });
}
