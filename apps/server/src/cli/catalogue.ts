// `npm run catalogue -- <command>` (issue 17): the packages of paid services each site sells.
//   list   [--site-id N]
//   add    --site-id N --service sms|email|face|fingerprint --count N --price 12.50 --currency rmb|usd
//   update --package-id N [--count N] [--price 12.50]
//   withdraw --package-id N        (no longer sold; orders that name it keep it)
//   refund --order-no LC… [--recorded]   (the money goes back: through the order's provider when it is configured
//                                   here, else — or with --recorded, when it was refunded in the provider's
//                                   merchant console — only recorded. The order reads refunded, its units leave the
//                                   balance — those already used stay used — or its premium year ends)
// A site with no packages of its own sells the default site's (1). With the embedded database, stop the server first.
import { parseArgs } from 'node:util';
import { CURRENCY, SERVICE_TYPE } from '@lockconsole/shared/commerce/commerce';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createCatalogueRepo } from '../modules/commerce/catalogue.repo';
import { assertEmbeddedDbFree } from './embedded-lock';
import { startWhenMain, type Print } from './entry';
import pino from 'pino';
import { systemClock } from '../platform/clock';
import { createLedgerRepo } from '../modules/commerce/ledger.repo';
import { createOrdersRepo } from '../modules/commerce/orders.repo';
import { createPaymentGateway } from '../modules/commerce/payment-gateway';
import { paymentGatewayOf } from '../modules/commerce/providers/configured';
import { createPaymentsService } from '../modules/commerce/payments.service';
import { takePremiumYear } from '../modules/commerce/premium.service';

const SERVICES: Record<string, number> = {
  sms: SERVICE_TYPE.sms,
  email: SERVICE_TYPE.email,
  face: SERVICE_TYPE.faceIdentify,
  fingerprint: SERVICE_TYPE.fingerprint,
};
const CURRENCIES: Record<string, number> = { rmb: CURRENCY.rmb, usd: CURRENCY.dollar };
const NAMES = Object.fromEntries(Object.entries(SERVICES).map(([k, v]) => [v, k]));

const USAGE = `npm run catalogue -- list [--site-id N]
npm run catalogue -- add --site-id N --service sms|email|face|fingerprint --count N --price 12.50 --currency rmb|usd
npm run catalogue -- update --package-id N [--count N] [--price 12.50]
npm run catalogue -- withdraw --package-id N
npm run catalogue -- refund --order-no LC… [--recorded]`;

const OPTIONS = {
  'site-id': { type: 'string' },
  'package-id': { type: 'string' },
  service: { type: 'string' },
  count: { type: 'string' },
  price: { type: 'string' },
  currency: { type: 'string' },
  'order-no': { type: 'string' },
  recorded: { type: 'boolean' },
} as const;

const whole = (name: string, v: string | undefined, max = 1_000_000) => {
  if (!v || !/^\d+$/.test(v) || Number(v) < 1 || Number(v) > max) {
    throw new Error(`--${name} must be a whole number from 1 to ${max}`);
  }
  return Number(v);
};
/** "12.50" → 1250 minor units. */
const minorUnits = (v: string | undefined) => {
  if (!v || !/^\d{1,7}(\.\d{1,2})?$/.test(v) || Number(v) <= 0) throw new Error('--price must look like 12.50');
  return Math.round(Number(v) * 100);
};
const money = (amount: number, currency: number) =>
  `${currency === CURRENCY.rmb ? 'RMB' : 'USD'} ${(amount / 100).toFixed(2)}`;

/** The tool: `argv` as after `npm run catalogue --`, each output line to `print`; `env` the process's unless given. */
export async function runCatalogue(
  argv: string[],
  print: Print,
  env?: Record<string, string | undefined>,
): Promise<void> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') return print(USAGE);
  const { values } = parseArgs({ args: rest, options: OPTIONS, allowPositionals: false, strict: true });
  const config = loadConfig(env);
  if (!config.databaseUrl) assertEmbeddedDbFree(config.dataDir);
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const repo = createCatalogueRepo(handle.db);
    switch (command) {
      case 'list':
        for (const p of await repo.list(values['site-id'] ? whole('site-id', values['site-id']) : undefined)) {
          print(
            `${String(p.id).padStart(5)}  site ${String(p.siteId).padEnd(4)} ${(NAMES[p.serviceType] ?? p.serviceType).toString().padEnd(12)} ${String(p.count).padStart(6)}  ${money(p.amount, p.currency).padStart(12)}${p.onSale ? '' : '  (withdrawn)'}`,
          );
        }
        break;
      case 'add': {
        const serviceType = SERVICES[values.service ?? ''];
        if (!serviceType) throw new Error('--service must be sms, email, face or fingerprint');
        const currency = CURRENCIES[values.currency ?? ''];
        if (!currency) throw new Error('--currency must be rmb or usd');
        const p = await repo.add({
          siteId: whole('site-id', values['site-id']),
          serviceType,
          count: whole('count', values.count),
          amount: minorUnits(values.price),
          currency,
        });
        print(
          `Added package ${p.id}: ${values.service} × ${p.count} for ${money(p.amount, p.currency)} on site ${p.siteId}`,
        );
        break;
      }
      case 'update': {
        const id = whole('package-id', values['package-id'], 2 ** 31 - 1);
        const p = await repo.update(id, {
          ...(values.count ? { count: whole('count', values.count) } : {}),
          ...(values.price ? { amount: minorUnits(values.price) } : {}),
        });
        if (!p) throw new Error(`No package ${id}`);
        print(`Package ${p.id}: ${NAMES[p.serviceType]} × ${p.count} for ${money(p.amount, p.currency)}`);
        break;
      }
      case 'withdraw': {
        const id = whole('package-id', values['package-id'], 2 ** 31 - 1);
        if (!(await repo.withdraw(id))) throw new Error(`No package ${id} on sale`);
        print(`Package ${id} is no longer sold`);
        break;
      }
      case 'refund': {
        const orderNo = values['order-no'] ?? '';
        if (!/^LC[A-Z0-9]{8,40}$/.test(orderNo)) throw new Error('--order-no must be an order number (LC…)');
        const payments = createPaymentsService({
          orders: createOrdersRepo(handle.db),
          ledger: createLedgerRepo(handle.db),
          clock: systemClock,
          sandboxKey: '',
          log: pino({ level: 'silent' }),
          premium: { addYear: async () => undefined, takeYear: takePremiumYear },
          gateway: values.recorded
            ? createPaymentGateway({ providers: {} })
            : paymentGatewayOf(config.payments.providers, () => systemClock.now()),
          pollEveryMs: 60_000,
        });
        const sent = values.recorded
          ? undefined
          : await payments.refundThroughProvider(orderNo, 'Refunded by the operator');
        if (sent) print(`The provider ${sent.provider === 'pending' ? 'accepted' : 'made'} the refund`);
        const r = sent ?? (await payments.refund(orderNo));
        if (!r) throw new Error(`Order ${orderNo} is not a paid order (unknown, unpaid, or refunded already)`);
        print(
          r.serviceType === SERVICE_TYPE.vip
            ? `Order ${orderNo} refunded: its premium year is taken back`
            : `Order ${orderNo} refunded: ${r.takenBack} of ${r.count} ${NAMES[r.serviceType]} units taken back` +
                (r.takenBack < r.count ? ` (${r.count - r.takenBack} already used)` : ''),
        );
        break;
      }
      default:
        throw new Error(`Unknown command "${command}".\n${USAGE}`);
    }
  } finally {
    await handle.close();
  }
}

startWhenMain(import.meta.url, runCatalogue);
