import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.mqttUrl).toBeUndefined();
    expect(c.smtpUrl).toBeUndefined();
    expect(c.dataDir).toMatch(/data$/);
  });
  it('fails fast naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' });
    } catch (e) {
      expect((e as Error).message).toMatch(/PORT/);
      expect((e as Error).message).toMatch(/DATABASE_URL: must be a postgres/);
      expect((e as Error).message).toMatch(/SMTP_URL: must be an smtp/);
    }
  });
  it('gives every node of a cluster the same sandbox payment key, and the set one when set', () => {
    const url = 'postgres://u@db:5432/locks';
    expect(loadConfig({ DATABASE_URL: url }).payments.sandboxSecret).toBe(
      loadConfig({ DATABASE_URL: url, PORT: '3001' }).payments.sandboxSecret,
    );
    expect(loadConfig({ DATABASE_URL: url }).payments.sandboxSecret).not.toBe(
      loadConfig({ DATABASE_URL: 'postgres://u@db:5432/other' }).payments.sandboxSecret,
    );
    expect(loadConfig({ PAY_SANDBOX_SECRET: 'k'.repeat(20) }).payments.sandboxSecret).toBe('k'.repeat(20));
    expect(loadConfig({ PAYMENTS_SANDBOX: 'false' }).payments.sandbox).toBe(false);
  });
  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });
  it('takes the embedded database cache as a size PostgreSQL and PGlite accept', () => {
    expect(loadConfig({}).pgliteSharedBuffers).toBe('32MB');
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: '256MB' }).pgliteSharedBuffers).toBe('256MB');
    for (const bad of ['32', '32 MB', '-1MB', '64kB', '4GB', '32MB; drop table users'])
      expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: bad }), bad).toThrow(/PGLITE_SHARED_BUFFERS/);
  });

  it('keeps the one-minute code interval in production; only tests may shorten it', () => {
    expect(loadConfig({}).codeResendMs).toBe(60_000);
    expect(loadConfig({ NODE_ENV: 'test', CODE_RESEND_MS: '5000' }).codeResendMs).toBe(5000);
    expect(() => loadConfig({ NODE_ENV: 'production', CODE_RESEND_MS: '5000' })).toThrow(/CODE_RESEND_MS/);
  });

  it('turns a payment provider on only with all of its keys, readable, and PUBLIC_URL; names what is wrong', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pay-config-'));
    try {
      const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
      const priv = path.join(dir, 'app.pem');
      const pub = path.join(dir, 'alipay.pem');
      fs.writeFileSync(priv, privateKey.export({ type: 'pkcs8', format: 'pem' }));
      fs.writeFileSync(pub, publicKey.export({ type: 'spki', format: 'pem' }));
      const alipay = {
        PAY_ALIPAY_APP_ID: '2021000000000001',
        PAY_ALIPAY_PRIVATE_KEY_FILE: priv,
        PAY_ALIPAY_PUBLIC_KEY_FILE: pub,
      };
      expect(loadConfig({}).payments.providers).toEqual({});
      const on = loadConfig({ ...alipay, PUBLIC_URL: 'https://locks.example.com' }).payments.providers;
      expect(Object.keys(on)).toEqual(['alipay']);
      expect(on.alipay?.appId).toBe('2021000000000001');
      const problem = (env: Record<string, string>) => {
        try {
          loadConfig(env);
        } catch (e) {
          expect(e).toBeInstanceOf(ConfigError);
          return (e as Error).message;
        }
        return 'accepted';
      };
      expect(problem(alipay)).toMatch(/PUBLIC_URL: required with a payment provider/);
      expect(problem({ PAY_ALIPAY_APP_ID: 'x', PUBLIC_URL: 'https://l.example.com' })).toMatch(
        /PAY_ALIPAY_PRIVATE_KEY_FILE, PAY_ALIPAY_PUBLIC_KEY_FILE: required with PAY_ALIPAY_APP_ID/,
      );
      expect(
        problem({ ...alipay, PAY_ALIPAY_PUBLIC_KEY_FILE: priv + '.missing', PUBLIC_URL: 'https://l.example.com' }),
      ).toMatch(/PAY_ALIPAY_PUBLIC_KEY_FILE: cannot read a public key/);
      expect(problem({ PAY_PAYPAL_BASE: 'not a url', PUBLIC_URL: 'https://l.example.com' })).toMatch(
        /PAY_PAYPAL_CLIENT_ID, .*required with PAY_PAYPAL_BASE/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
