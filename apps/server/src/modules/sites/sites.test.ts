// Site info as the browser receives it: brand by host name, defaults, the passcode minimum rule, and brand edits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { parseBrandOptions } from '../../cli/brand-options';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Site = { siteId: number; name: string; color: string; accountType: number; languages: string[] };

describe('site info', () => {
  it('answers the default brand for localhost and any unknown host', async () => {
    for (const domainName of ['localhost', '127.0.0.1', 'unknown.example']) {
      const r = await t.get<Site>('/site/getCompanyInfo', { domainName });
      expect(r.body.data).toMatchObject({ siteId: 1, name: 'LockHub', color: '#6898fc', accountType: 0 });
    }
  });

  it('answers the second built-in brand on its host, case and port insensitive', async () => {
    for (const domainName of ['portier.localhost', 'PORTIER.localhost:8080']) {
      const r = await t.get<Site>('/site/getCompanyInfo', { domainName });
      expect(r.body.data).toMatchObject({ siteId: 2, name: 'Portier', accountType: 2 });
      expect(r.body.data.languages).not.toContain('zh-CN');
    }
  });

  it('falls back to the Host header without domainName', async () => {
    const r = await t.get<Site>('/site/getCompanyInfo', {}, { headers: { host: 'portier.localhost' } });
    expect(r.body.data.name).toBe('Portier');
  });

  it('resets a passcode minimum below 4 to 6 and keeps valid ones', async () => {
    const cases: [number, number][] = [
      [3, 6],
      [0, 6],
      [4, 4],
      [8, 8],
    ];
    for (const [stored, answered] of cases) {
      await t.services.sites.repo.upsert(
        parseBrandOptions(
          { 'site-id': '40', name: 'Test', domains: 'min.test', 'passcode-min-length': String(stored) },
          undefined,
        ),
      );
      const r = await t.get<{ passcodeMinLength: number }>('/site/getPasscodeMinLength', { domainName: 'min.test' });
      expect(r.body.data.passcodeMinLength).toBe(answered);
    }
    expect(
      (await t.get<{ passcodeMinLength: number }>('/site/getPasscodeMinLength', { domainName: 'x.test' })).body.data
        .passcodeMinLength,
    ).toBe(6);
  });

  it('serves a customer brand added like `npm run brand -- set` does, and an edit of it', async () => {
    const repo = t.services.sites.repo;
    await repo.upsert(
      parseBrandOptions(
        { 'site-id': '10', name: 'Acme', domains: 'locks.acme.test', color: '#D4380D', 'account-type': '1' },
        undefined,
      ),
    );
    let r = await t.get<Site>('/site/getCompanyInfo', { domainName: 'locks.acme.test' });
    expect(r.body.data).toMatchObject({ siteId: 10, name: 'Acme', color: '#d4380d', accountType: 1 });
    const existing = await repo.findBySiteId(10);
    await repo.upsert(parseBrandOptions({ 'site-id': '10', color: '#000000' }, existing));
    r = await t.get<Site>('/site/getCompanyInfo', { domainName: 'locks.acme.test' });
    expect(r.body.data).toMatchObject({ name: 'Acme', color: '#000000', accountType: 1 });
  });

  it('refuses malformed brand options with a clear message', () => {
    expect(() => parseBrandOptions({ 'site-id': 'x', name: 'A' }, undefined)).toThrow(/site-id/);
    expect(() => parseBrandOptions({ 'site-id': '5' }, undefined)).toThrow(/--name is required/);
    expect(() => parseBrandOptions({ 'site-id': '5', name: 'A', color: 'blue' }, undefined)).toThrow(/#6898fc/);
    expect(() => parseBrandOptions({ 'site-id': '5', name: 'A', 'account-type': '7' }, undefined)).toThrow(
      /account-type/,
    );
    expect(() => parseBrandOptions({ 'site-id': '5', name: 'A', languages: 'en,xx' }, undefined)).toThrow(
      /Unknown language xx/,
    );
    expect(() => parseBrandOptions({ 'site-id': '5', name: 'A', features: '{"map":"no"}' }, undefined)).toThrow(
      /true\/false/,
    );
  });

  it('refuses an over-long domainName as a field error', async () => {
    const r = await t.get('/site/getCompanyInfo', { domainName: 'a'.repeat(300) });
    expect(r.body.errorCode).toBe(-3);
    expect(r.body.errorMsg).toBe('domainName: At most 253 characters');
  });
});
