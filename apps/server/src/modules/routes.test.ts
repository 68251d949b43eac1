// Every route declares who may call it; a public route is a deliberate choice listed here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { lockIdsOf } from '../http/route';
import { LOCK_ACTIONS } from './permissions/lock-role';
import { allRoutes } from './routes';

/** 'public', 'user', or a lock permission {lock: <action of modules/permissions>}. */
const knownAuth = (a: unknown) =>
  a === 'public' ||
  a === 'user' ||
  (typeof a === 'object' && a !== null && LOCK_ACTIONS.includes((a as { lock: never }).lock));
/** Routes anyone may call without a session. Adding one here is a security decision: say why in its module. */
const PUBLIC_ROUTES = [
  'GET /site/getCompanyInfo',
  'GET /map/summary',
  'GET /qrcode/show',
  'GET /site/getPasscodeMinLength',
  'POST /user/getSliderVerifyImg',
  'POST /user/isSliderValid',
  'POST /user/sendValidationCode',
  'POST /user/register',
  'POST /user/login',
  // A one-time sign-in link is the credential (modules/sessions/login-links.ts).
  'POST /user/loginByAccessToken',
  'GET /user/loginLinkInfo',
  'POST /user/resetPassword',
  // Called by a gateway, not a person: the one-time pairing code is its credential (modules/gateways).
  'POST /gateway/activate',
  // The signed, expiring, rate-limited unlock-link token is the credential (modules/ekeys/unlock-link.service).
  'GET /key/unlockLinkInfo',
  'POST /key/unlockByLink',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('route registry', () => {
  it('declares a known auth, a summary and a unique path for every route', () => {
    const routes = allRoutes(t.services);
    const seen = new Set<string>();
    for (const r of routes) {
      const id = `${r.method} ${r.path}`;
      expect(knownAuth(r.auth), `${id} declares a known auth`).toBe(true);
      expect(r.summary, id).toBeTruthy();
      expect(seen.has(id), `${id} registered twice`).toBe(false);
      seen.add(id);
    }
  });

  it('every lock-permission route names its lock(s) in the request (lockId or lockIdList)', () => {
    for (const r of allRoutes(t.services).filter((x) => typeof x.auth === 'object')) {
      const shape = r.request as unknown as { shape?: Record<string, unknown>; def?: { in?: { shape?: object } } };
      const keys = Object.keys(shape.shape ?? shape.def?.in?.shape ?? {});
      expect(keys.includes('lockId') || keys.includes('lockIdList'), `${r.method} ${r.path}`).toBe(true);
    }
    expect(lockIdsOf({ lockId: 3 })).toEqual([3]);
    expect(lockIdsOf({ lockIdList: [1, 2] })).toEqual([1, 2]);
    expect(lockIdsOf({})).toBeUndefined();
  });

  it('exposes without a session only the routes listed as public', () => {
    const publicOnes = allRoutes(t.services)
      .filter((r) => r.auth === 'public')
      .map((r) => `${r.method} ${r.path}`);
    for (const id of publicOnes) expect(PUBLIC_ROUTES, `${id} is public but not listed`).toContain(id);
  });

  it('refuses every non-public route without a session (-4)', async () => {
    for (const r of allRoutes(t.services).filter((x) => x.auth !== 'public')) {
      const res = await t.call(r.method, r.path, {});
      expect(res.body.errorCode, `${r.method} ${r.path}`).toBe(-4);
    }
  });
});
