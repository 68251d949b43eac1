// The sandbox payment provider (issue 17): what a real provider does, on this server and with no money — a pay
// page (a QR code for the wallets, a button for PayPal) where the payer pays or cancels, and a notification signed
// with the provider's key that the server verifies like any other. The page hands the payer's browser the two
// signed notifications (as Alipay's return URL carries signed parameters); the server accepts each once.
//
// Notification fields: orderNo, outcome (SUCCESS | CANCELLED), amount (minor units), tradeNo, ts (ms), sign.
// sign = hex HMAC-SHA256(key, "amount=…&orderNo=…&outcome=…&tradeNo=…&ts=…") — the fields but sign, sorted by name.
import crypto from 'node:crypto';

export type SandboxNotification = {
  orderNo: string;
  outcome: 'SUCCESS' | 'CANCELLED';
  amount: string;
  tradeNo: string;
  ts: string;
  sign: string;
};

/** A notification older than this is refused (the page was left open past any order's payable time). */
const MAX_AGE_MS = 24 * 60 * 60_000;

const canonical = (f: Omit<SandboxNotification, 'sign'>) =>
  (['amount', 'orderNo', 'outcome', 'tradeNo', 'ts'] as const).map((k) => `${k}=${f[k]}`).join('&');

export function signSandbox(key: string, f: Omit<SandboxNotification, 'sign'>): SandboxNotification {
  return { ...f, sign: crypto.createHmac('sha256', key).update(canonical(f)).digest('hex') };
}

/** The notification's fields when its signature and age are right; else undefined. */
export function verifySandbox(
  key: string,
  body: Record<string, unknown>,
  now: number,
): SandboxNotification | undefined {
  const f = body as Partial<Record<keyof SandboxNotification, unknown>>;
  const fields = ['orderNo', 'outcome', 'amount', 'tradeNo', 'ts', 'sign'] as const;
  if (!fields.every((k) => typeof f[k] === 'string' && (f[k] as string).length <= 128)) return undefined;
  const n = f as SandboxNotification;
  if (n.outcome !== 'SUCCESS' && n.outcome !== 'CANCELLED') return undefined;
  if (!/^\d+$/.test(n.amount) || !/^\d+$/.test(n.ts) || Math.abs(now - Number(n.ts)) > MAX_AGE_MS) return undefined;
  const want = Buffer.from(signSandbox(key, n).sign, 'hex');
  const got = Buffer.from(/^[0-9a-f]{64}$/.test(n.sign) ? n.sign : '', 'hex');
  return got.length === want.length && crypto.timingSafeEqual(got, want) ? n : undefined;
}
