// The console answers only the names it is served under (#28.5): loopback names, the listening address, PUBLIC_URL,
// ALLOWED_HOSTS and the brands' domains. Another name (a DNS-rebinding page's) gets 421 and a clear error — the
// envelope in the caller's language under /api — and reaches nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { createHostGuard, hostName } from './host-guard';

describe('host names', () => {
  it('reads the name of a Host header', () => {
    expect(hostName('Example.COM:8080')).toBe('example.com');
    expect(hostName('[::1]:3000')).toBe('::1');
    expect(hostName('locks.acme.test.')).toBe('locks.acme.test');
    expect(hostName(undefined)).toBe('');
  });

  it('serves loopback names, the configured ones and brand domains, and nothing else', async () => {
    const asked: string[] = [];
    const guard = createHostGuard({
      listenHost: '0.0.0.0',
      publicUrl: 'https://locks.example.com',
      allowedHosts: ['192.168.1.20', 'Console.Lan'],
      isBrandHost: async (h) => (asked.push(h), h === 'locks.acme.test'),
    });
    for (const ok of [
      'localhost:3000',
      'portier.localhost',
      '127.0.0.1:3000',
      '[::1]:3000',
      'locks.example.com',
      '192.168.1.20:3000',
      'console.lan',
      'locks.acme.test',
    ]) {
      expect(await guard.allowed(ok), ok).toBe(true);
    }
    for (const no of ['evil.example', 'localhost.evil.example', '0.0.0.0', '', undefined]) {
      expect(await guard.allowed(no), String(no)).toBe(false);
    }
    await guard.allowed('locks.acme.test');
    expect(asked.filter((h) => h === 'locks.acme.test')).toHaveLength(1); // remembered
  });
});

describe('a request under another name', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { HOST: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gets 421: the envelope in the caller’s language under /api, a plain text elsewhere', async () => {
    const api = await t.app.inject({
      method: 'GET',
      url: `/api/site/getCompanyInfo?date=${Date.now()}`,
      headers: { host: 'evil.example', language: 'de' },
    });
    expect(api.statusCode).toBe(421);
    expect(api.json()).toMatchObject({ errorCode: 10006 });
    expect(api.json().errorMsg).toContain('evil.example');
    expect(api.json().errorMsg).toMatch(/Konsole/);
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox.json', headers: { host: 'evil.example' } });
    expect(page.statusCode).toBe(421);
    expect(page.body).not.toContain('messages');
    const ok = await t.app.inject({
      method: 'GET',
      url: `/api/site/getCompanyInfo?date=${Date.now()}`,
      headers: { host: '127.0.0.1:3000' },
    });
    expect(ok.statusCode).toBe(200);
  });
});
