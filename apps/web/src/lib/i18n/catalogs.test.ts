// How the console asks for its catalogs: the build's JSON files (one start file per language, one file per other
// namespace), and the start set staying what it is after routes and i18next add theirs.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCatalogs, NAMESPACES } from './catalogs';
import { ensureNamespaces, i18n, initI18n } from './i18n';

const g = globalThis as Record<string, unknown>;
const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  g.__CATALOG_FOLDER__ = 'assets/i18n-test';
  // zh-HK is an overlay: only some files.
  g.__CATALOG_INDEX__ = { cs: [...NAMESPACES, 'errors', 'locks'], 'zh-HK': ['common', 'errors'] };
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    const file = /i18n-test\/([^/]+)\/(.+)\.json$/.exec(url)!;
    const body =
      file[2] === 'start'
        ? Object.fromEntries(NAMESPACES.map((ns) => [ns, { from: `${file[1]}/start` }]))
        : { ns: file[2] };
    return new Response(JSON.stringify(body), { status: 200 });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('catalogs of the build', () => {
  it('takes the start namespaces from one file', async () => {
    const got = await fetchCatalogs('cs', NAMESPACES);
    expect(asked).toEqual(['/assets/i18n-test/cs/start.json']);
    expect(Object.keys(got).sort()).toEqual([...NAMESPACES].sort());
    expect(got.common).toEqual({ from: 'cs/start' });
  });

  it('asks for a namespace alone when the start file lacks it, rather than adding nothing', async () => {
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      const body = url.endsWith('/start.json') ? { common: { from: 'start' } } : { alone: true };
      return new Response(JSON.stringify(body), { status: 200 });
    });
    const got = await fetchCatalogs('cs', ['common', 'validation']);
    expect(got).toEqual({ common: { from: 'start' }, validation: { alone: true } });
    expect(asked.sort()).toEqual(['/assets/i18n-test/cs/start.json', '/assets/i18n-test/cs/validation.json']);
  });

  it('asks for each namespace alone once a route namespace is among them, and skips files a language lacks', async () => {
    const got = await fetchCatalogs('cs', ['common', 'errors', 'locks', 'hotel']);
    expect(asked.sort()).toEqual(['common', 'errors', 'locks'].map((ns) => `/assets/i18n-test/cs/${ns}.json`).sort());
    expect(got).toEqual({ common: { ns: 'common' }, errors: { ns: 'errors' }, locks: { ns: 'locks' } });
    asked.length = 0;
    // After a console page: the start set from its file, the page's namespaces alone.
    const mixed = await fetchCatalogs('cs', ['common', 'nav', 'errors']);
    expect(asked.sort()).toEqual(['/assets/i18n-test/cs/errors.json', '/assets/i18n-test/cs/start.json']);
    expect(mixed).toEqual({ common: { from: 'cs/start' }, nav: { from: 'cs/start' }, errors: { ns: 'errors' } });
    asked.length = 0;
    expect(await fetchCatalogs('zh-HK', ['nav', 'auth'])).toEqual({});
    expect(asked).toEqual([]);
  });

  it('keeps the start set as it is after i18next and the routes load more namespaces', async () => {
    // NAMESPACES is frozen: i18next adding a loaded namespace to the list it was given would throw here.
    await initI18n('en');
    await ensureNamespaces(['errors', 'locks']);
    expect(i18n.t('errors.success')).toBe('Operation succeeded');
    expect(Object.isFrozen(NAMESPACES)).toBe(true);
  });
});
