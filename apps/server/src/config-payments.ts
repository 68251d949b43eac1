// The real payment providers' keys (issue 17, docs/payments.md "Configuring a provider"). A provider is on when
// any of its variables is set; then every required one must be, its key files must read as keys, and PUBLIC_URL
// must be set (the provider posts its notifications there). Keys come from files (PEM is several lines).
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AlipayKeys } from './modules/commerce/providers/alipay';
import type { PaypalKeys } from './modules/commerce/providers/paypal';
import type { WechatKeys } from './modules/commerce/providers/wechat';

export type ProviderKeys = { alipay?: AlipayKeys; wechat?: WechatKeys; paypal?: PaypalKeys };

const GROUPS = {
  alipay: {
    required: ['PAY_ALIPAY_APP_ID', 'PAY_ALIPAY_PRIVATE_KEY_FILE', 'PAY_ALIPAY_PUBLIC_KEY_FILE'],
    optional: ['PAY_ALIPAY_GATEWAY'],
  },
  wechat: {
    required: [
      'PAY_WECHAT_MCH_ID',
      'PAY_WECHAT_APP_ID',
      'PAY_WECHAT_SERIAL_NO',
      'PAY_WECHAT_PRIVATE_KEY_FILE',
      'PAY_WECHAT_PLATFORM_SERIAL',
      'PAY_WECHAT_PLATFORM_CERT_FILE',
      'PAY_WECHAT_API_V3_KEY',
    ],
    optional: ['PAY_WECHAT_BASE'],
  },
  paypal: {
    required: ['PAY_PAYPAL_CLIENT_ID', 'PAY_PAYPAL_CLIENT_SECRET', 'PAY_PAYPAL_WEBHOOK_ID', 'PAY_PAYPAL_CERT_FILE'],
    optional: ['PAY_PAYPAL_BASE'],
  },
} as const;

export function providerKeysFrom(env: Record<string, string | undefined>, publicUrl: string | undefined) {
  const problems: string[] = [];
  const keys: ProviderKeys = {};
  const v = (name: string) => env[name] || undefined;
  const pem = (name: string, kind: 'private' | 'public') => {
    const file = v(name)!;
    try {
      const text = fs.readFileSync(file, 'utf8');
      // Read as a key now, so a wrong file stops the start rather than the first payment.
      if (kind === 'private') crypto.createPrivateKey(text);
      else crypto.createPublicKey(text);
      return text;
    } catch (err) {
      problems.push(`  ${name}: cannot read a ${kind} key from ${file} (${(err as Error).message.split('\n')[0]})`);
      return '';
    }
  };
  const url = (name: string) => {
    const u = v(name);
    if (u !== undefined && !/^https?:\/\/[^\s]+$/.test(u)) problems.push(`  ${name}: must be an http(s) URL`);
    return u?.replace(/\/+$/, '');
  };

  for (const [provider, g] of Object.entries(GROUPS) as [keyof typeof GROUPS, (typeof GROUPS)[keyof typeof GROUPS]][]) {
    const set = [...g.required, ...g.optional].filter((n) => v(n) !== undefined);
    if (!set.length) continue;
    const missing = g.required.filter((n) => v(n) === undefined);
    if (missing.length) {
      problems.push(`  ${missing.join(', ')}: required with ${set.join(', ')} (${provider} payments)`);
      continue;
    }
    if (provider === 'alipay')
      keys.alipay = {
        appId: v('PAY_ALIPAY_APP_ID')!,
        privateKey: pem('PAY_ALIPAY_PRIVATE_KEY_FILE', 'private'),
        alipayPublicKey: pem('PAY_ALIPAY_PUBLIC_KEY_FILE', 'public'),
        gateway: url('PAY_ALIPAY_GATEWAY'),
      };
    if (provider === 'wechat') {
      const apiV3Key = v('PAY_WECHAT_API_V3_KEY')!;
      if (Buffer.byteLength(apiV3Key) !== 32)
        problems.push('  PAY_WECHAT_API_V3_KEY: must be the 32-character API v3 key');
      keys.wechat = {
        mchId: v('PAY_WECHAT_MCH_ID')!,
        appId: v('PAY_WECHAT_APP_ID')!,
        serialNo: v('PAY_WECHAT_SERIAL_NO')!,
        privateKey: pem('PAY_WECHAT_PRIVATE_KEY_FILE', 'private'),
        platformKeys: { [v('PAY_WECHAT_PLATFORM_SERIAL')!]: pem('PAY_WECHAT_PLATFORM_CERT_FILE', 'public') },
        apiV3Key,
        base: url('PAY_WECHAT_BASE'),
      };
    }
    if (provider === 'paypal')
      keys.paypal = {
        clientId: v('PAY_PAYPAL_CLIENT_ID')!,
        clientSecret: v('PAY_PAYPAL_CLIENT_SECRET')!,
        webhookId: v('PAY_PAYPAL_WEBHOOK_ID')!,
        certificate: pem('PAY_PAYPAL_CERT_FILE', 'public'),
        base: url('PAY_PAYPAL_BASE'),
      };
  }
  if (Object.keys(keys).length && !publicUrl)
    problems.push('  PUBLIC_URL: required with a payment provider (its notifications are posted to PUBLIC_URL)');
  return { keys, problems };
}
