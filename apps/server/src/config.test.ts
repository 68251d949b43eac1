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
  it('keeps the one-minute code interval in production; only tests may shorten it', () => {
    expect(loadConfig({}).codeResendMs).toBe(60_000);
    expect(loadConfig({ NODE_ENV: 'test', CODE_RESEND_MS: '5000' }).codeResendMs).toBe(5000);
    expect(() => loadConfig({ NODE_ENV: 'production', CODE_RESEND_MS: '5000' })).toThrow(/CODE_RESEND_MS/);
  });
});
