// Which scope an API key needs for which route (issue 20): every route of the API is in a decided area (a new route
// is a conscious choice, not a fallback), reads need `read` or the area's scope, writes the area's, and account
// settings, keys, the audit log and personal writes are closed to every key.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { areaOf, decided, scopeNeeded } from './key-scope';

const doc = JSON.parse(fs.readFileSync(new URL('../../../../../docs/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
};
const routes = Object.entries(doc.paths).flatMap(([p, ops]) =>
  Object.keys(ops).map((m) => ({ method: m.toUpperCase() as 'GET' | 'POST', path: p.replace(/^\/api/, '') })),
);
const ALL = ['read', 'locks', 'credentials', 'records'];

describe('API key scopes', () => {
  it('decides the area of every route of the API', () => {
    expect(routes.length).toBeGreaterThan(150);
    expect(routes.filter((r) => !decided(r.path)).map((r) => r.path)).toEqual([]);
  });

  it('closes every write of the account area to every key, even one with all scopes', () => {
    const open = routes.filter(
      (r) => r.method === 'POST' && areaOf(r.path) === 'account' && scopeNeeded(ALL, r.method, r.path) === undefined,
    );
    expect(open).toEqual([]);
    for (const p of ['/accessKey/create', '/accessKey/revoke', '/user/changePassword', '/auth/create', '/key/sync'])
      expect(scopeNeeded(ALL, 'POST', p)).toBe('none');
    expect(scopeNeeded(ALL, 'GET', '/accessKey/list')).toBe('none');
    expect(scopeNeeded(ALL, 'GET', '/audit/list')).toBe('none');
    expect(scopeNeeded([], 'GET', '/user/getInfo')).toBeUndefined();
    // The account's lists of people need `read`, not just any key.
    expect(scopeNeeded(['records'], 'GET', '/user/listKeyUser')).toBe('read');
    expect(scopeNeeded(['read'], 'GET', '/user/listKeyUser')).toBeUndefined();
  });

  it('reads with `read` or the area, writes with the area only', () => {
    expect(scopeNeeded(['read'], 'GET', '/lockRecord/list')).toBeUndefined();
    expect(scopeNeeded(['locks'], 'GET', '/lockRecord/list')).toBe('records');
    expect(scopeNeeded(['records'], 'GET', '/lockRecord/list')).toBeUndefined();
    expect(scopeNeeded(['read'], 'POST', '/lock/unlock')).toBe('locks');
    expect(scopeNeeded(['locks'], 'POST', '/lock/unlock')).toBeUndefined();
    expect(scopeNeeded(['locks'], 'POST', '/lock/export')).toBe('records');
    expect(scopeNeeded(['records'], 'POST', '/export/create')).toBeUndefined();
    expect(scopeNeeded(['locks'], 'POST', '/card/add')).toBe('credentials');
    expect(scopeNeeded(['credentials'], 'POST', '/key/send')).toBeUndefined();
  });
});
