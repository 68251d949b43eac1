// The HTTP conventions of spec §7/§8 as a caller sees them: envelope, date window, signature, language,
// session classification, unknown paths, no caching.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('request pipeline', () => {
  it('answers a public call in the envelope with no caching', async () => {
    const r = await t.get('/site/getCompanyInfo', { domainName: 'localhost' });
    expect(r.status).toBe(200);
    expect(r.body.errorCode).toBe(0);
    expect(r.body.errorMsg).toBe('Operation succeeded');
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['x-request-id']).toBeTruthy();
  });

  it('refuses a call without date, with a field message', async () => {
    const r = await t.get('/site/getCompanyInfo', { date: null });
    expect(r.body.errorCode).toBe(-3);
    expect(r.body.data).toEqual({ errors: [{ field: 'date', message: 'Required' }] });
  });

  it('refuses a date more than 5 minutes off, either way', async () => {
    const now = t.clock.now().getTime();
    for (const date of [now - 5 * 60_000 - 1000, now + 5 * 60_000 + 1000]) {
      const r = await t.get('/site/getCompanyInfo', { date });
      expect(r.body.errorCode).toBe(80000);
    }
    const ok = await t.get('/site/getCompanyInfo', { date: now - 4 * 60_000 });
    expect(ok.body.errorCode).toBe(0);
  });

  it('refuses unsigned, mis-signed, tampered and unknown-app calls', async () => {
    expect((await t.get('/site/getCompanyInfo', {}, { unsigned: true })).body.errorCode).toBe(10001);
    expect((await t.get('/site/getCompanyInfo', {}, { headers: { signature: 'ab'.repeat(32) } })).body.errorCode).toBe(
      10002,
    );
    expect((await t.get('/site/getCompanyInfo', {}, { headers: { appid: 'someone-else' } })).body.errorCode).toBe(
      10005,
    );
    expect(
      (await t.get('/site/getCompanyInfo', {}, { headers: { appsecret: 'wrong-secret-value' } })).body.errorCode,
    ).toBe(10002);
  });

  it('answers in the caller language, falling back to English', async () => {
    const r = await t.get('/site/getCompanyInfo', { date: null }, { lang: 'xx' });
    expect(r.body.data).toEqual({ errors: [{ field: 'date', message: 'Required' }] });
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const r = await t.get('/nothing/here');
    expect(r.status).toBe(404);
    expect(r.body.errorCode).toBe(-1003);
  });

  it('publishes the OpenAPI document with every registered path', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    const doc = res.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/api/site/getCompanyInfo');
  });
});
