import { describe, expect, it } from 'vitest';
import { PAGE_PATHS, isPagePath } from '@lockconsole/shared/web/page-paths';
import { NAMESPACES } from '../lib/i18n/namespaces';
import { PANEL_NAMESPACES } from '../pages/manage/panelNamespaces';
import { ROUTES } from './routes';

describe('route table (spec §2)', () => {
  const byPath = new Map(ROUTES.map((r) => [r.path, r]));

  it('has the public routes of the spec, reachable without login', () => {
    for (const path of [
      '/',
      '/login',
      '/user/loginByAccessToken',
      '/regist',
      '/registSuccess',
      '/resetPwd',
      '/resetSuccess',
      '/loginByAccessToken',
    ]) {
      expect(byPath.get(path)?.meta).toMatchObject({ public: true, needsUser: false });
    }
  });

  it('protects the console and account pages and loads groups for them', () => {
    for (const path of ['/home', '/console/home', '/account/info']) {
      expect(byPath.get(path)?.meta).toMatchObject({ public: false, needsUser: true, needsGroups: true, area: 'home' });
    }
    expect(byPath.get('/home')?.redirect).toBe('/console/home');
  });

  it('ends with the 404 catch-all, titled "404 Error"', () => {
    expect(ROUTES.at(-1)).toMatchObject({ path: '*', meta: { area: 'error', titleKey: 'nav.title.notFound' } });
  });

  it('lists every page path for the server (404 for any other path) and nothing more', () => {
    const pages = ROUTES.map((r) => r.path).filter((p) => p !== '*');
    expect([...PAGE_PATHS].sort()).toEqual([...pages].sort());
    expect(isPagePath('/manage/ekeys')).toBe(true);
    expect(isPagePath('/console/home/')).toBe(true);
    expect(isPagePath('/console/home/extra')).toBe(false);
    expect(isPagePath('/no-such-page')).toBe(false);
    expect(isPagePath('/unlock/a.b-c_d')).toBe(true);
  });

  it('gives every route a title key and one entry per path', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    for (const r of ROUTES) expect(r.meta.titleKey).toMatch(/^nav\.title\./);
  });
});

describe('lock, group and gateway pages (issue 5)', () => {
  const byPath = new Map(ROUTES.map((r) => [r.path, r]));

  it('loads the lock for the lock pages and keeps the group pages out of group scope', () => {
    for (const path of ['/manage/:name', '/manage/passageMode', '/manage/records']) {
      expect(byPath.get(path)?.meta).toMatchObject({ needsUser: true, needsLock: true, frame: 'console' });
    }
    for (const path of ['/group/home', '/plug/home']) {
      expect(byPath.get(path)?.meta).toMatchObject({ needsUser: true, ignoresGroup: true, needsLock: false });
    }
  });

  it('loads each page with its own catalogs', () => {
    expect(byPath.get('/console/home')?.meta.namespaces).toContain('locks');
    expect(byPath.get('/manage/records')?.meta.namespaces).toEqual(expect.arrayContaining(['locks', 'records']));
    expect(byPath.get('/group/home')?.meta.namespaces).toContain('groups');
    expect(byPath.get('/plug/home')?.meta.namespaces).toContain('gateways');
  });

  it('loads the error texts with every console page and the registration, the policies with their pages only', () => {
    for (const r of ROUTES.filter((r) => r.meta.frame === 'console'))
      expect(r.meta.namespaces, r.path).toContain('errors');
    expect(byPath.get('/regist')?.meta.namespaces).toContain('errors');
    expect(byPath.get('/login')?.meta.namespaces ?? []).not.toContain('errors');
    for (const path of ['/privacy', '/terms']) expect(byPath.get(path)?.meta.namespaces).toEqual(['legal']);
    expect(NAMESPACES).not.toContain('errors');
    expect(NAMESPACES).not.toContain('legal');
  });
});

describe('ekey pages (issue 6)', () => {
  const byPath = new Map(ROUTES.map((r) => [r.path, r]));

  it('puts the ekey pages in the console with their catalog, and unlock by link in public', () => {
    expect(byPath.get('/manage/issueEKey')?.meta).toMatchObject({ needsUser: true, needsLock: true });
    for (const path of ['/manage/issueEKey', '/manage/issueEKeyBatch', '/ekey/send']) {
      expect(byPath.get(path)?.meta.namespaces).toContain('ekeys');
    }
    // The lock page's ekey tab brings its catalog with its panel (#26).
    expect(PANEL_NAMESPACES).toContain('ekeys');
    for (const path of ['/unlock', '/unlock/:token']) {
      expect(byPath.get(path)?.meta).toMatchObject({ public: true, needsUser: false, frame: 'public' });
      expect(byPath.get(path)?.meta.namespaces).toContain('ekeys');
    }
  });
});

describe('card pages (issue 14)', () => {
  const byPath = new Map(ROUTES.map((r) => [r.path, r]));

  it('loads the card catalog on the lock page, the add page and the account-wide card pages', () => {
    expect(byPath.get('/manage/issueCard')?.meta).toMatchObject({ needsUser: true, needsLock: true });
    expect(PANEL_NAMESPACES).toContain('cards');
    for (const path of [
      '/manage/issueCard',
      '/card/manage',
      '/card/issue',
      '/card/props',
      '/card/send',
      '/card/encoder',
    ])
      expect(byPath.get(path)?.meta.namespaces, path).toContain('cards');
  });
});

describe('QR code, key fob and keypad pages (issue 16)', () => {
  const byPath = new Map(ROUTES.map((r) => [r.path, r]));

  it('puts the issue page in the console with the lock, and the tabs’ catalogs on the lock page', () => {
    expect(byPath.get('/manage/issueQrcode')?.meta).toMatchObject({ needsUser: true, needsLock: true });
    expect(byPath.get('/manage/issueQrcode')?.meta.namespaces).toEqual(expect.arrayContaining(['qrcodes', 'cards']));
    expect(PANEL_NAMESPACES).toEqual(expect.arrayContaining(['qrcodes', 'keyfobs', 'biometrics', 'transfers']));
    // The lock page itself renders without antd and loads only its own catalogs before its first paint (#26).
    expect(byPath.get('/manage/:name')?.meta).toMatchObject({
      antd: false,
      namespaces: ['errors', 'locks', 'status', 'alerts'],
    });
    // The public QR code page (/q/<token>) is its own light entry (qrcode.html), not a route of the console.
    expect(byPath.has('/q/:token')).toBe(false);
  });
});

describe('export pages (issue 18)', () => {
  const byPath = new Map(ROUTES.map((r) => [r.path, r]));

  it('puts one lock’s export on the lock and the batch and lock user exports across groups', () => {
    expect(byPath.get('/manage/exportRecord')?.meta).toMatchObject({ needsUser: true, needsLock: true });
    for (const path of ['/console/exportRecord', '/console/exportLockUser', '/lockUser/export']) {
      expect(byPath.get(path)?.meta, path).toMatchObject({ needsUser: true, ignoresGroup: true, needsLock: false });
    }
    for (const path of ['/manage/exportRecord', '/console/exportRecord', '/console/exportLockUser', '/lockUser/export'])
      expect(byPath.get(path)?.meta.namespaces, path).toEqual(expect.arrayContaining(['exports', 'records']));
  });

  it('matches /manage/exportRecord before the lock page’s tabs', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(paths.indexOf('/manage/exportRecord')).toBeLessThan(paths.indexOf('/manage/:name'));
  });
});
