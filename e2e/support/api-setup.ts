// Set-ups through the HTTP API for journeys whose subject is not the set-up itself: an account registered and
// signed in, a gateway paired, locks added — the same calls the console's pages make, through the typed client, sent
// from the page's own browser context (Playwright's `page.request` shares its cookies), so the context ends with
// the session and device cookies a sign-in through the page gives it. The pages that do these steps keep their own
// journeys (accounts.spec.ts registers and signs in, locks.spec.ts pairs and adds through the gateway page); a page
// load costs 0.6–1.8 s of Chromium CPU, registering through the UI 5.5 s (bench/README.md).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { createClient, type Client } from '../../packages/client/src/index';
import type { SimGateway } from '../../packages/simulator/src/sim-gateway';
import type { SimLock } from '../../packages/simulator/src/sim-lock';
import { plugIn } from './devices';
import { PASSWORD, type Account } from './flows';
import { latestCode } from './outbox';

// One clock for every client of this worker: each signed call a later millisecond (the server takes a write once).
let lastDate = 0;
const now = () => (lastDate = Math.max(Date.now(), lastDate + 1));
const clients = new WeakMap<APIRequestContext, Client>();

/**
 * The typed API client (`packages/client`) sending through `request` — with its cookies, and its base URL: a call
 * from `page.request` is one from the page's browser. Throws `ApiError` unless the answer's errorCode is 0.
 */
export function api(request: APIRequestContext): Client {
  let client = clients.get(request);
  if (!client) {
    const viaContext = (async (url: string | URL | Request, init?: RequestInit) => {
      const res = await request.fetch(String(url), {
        method: init?.method ?? 'GET',
        headers: init?.headers as Record<string, string>,
        data: init?.body as string | undefined,
      });
      return { status: res.status(), json: () => res.json() } as Response;
    }) as typeof fetch;
    client = createClient({ baseUrl: '', fetch: viaContext, language: 'en', now });
    clients.set(request, client);
  }
  return client;
}

const decode = (dataUrl: string) =>
  PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));

type Puzzle = { bgImage: string; sliderImage: string; y: number; width: number; sliderSize: number };

/** Where the piece fits: the offset whose area under the piece is darkest against its surroundings (the hole). */
function solve(p: Puzzle): number {
  const bg = decode(p.bgImage);
  const piece = decode(p.sliderImage);
  let best = { x: 0, score: -Infinity };
  for (let x = 0; x + p.sliderSize <= p.width; x++) {
    let inside = 0;
    let outside = 0;
    for (let py = 0; py < p.sliderSize; py++) {
      for (let px = 0; px < p.sliderSize; px++) {
        const i = ((p.y + py) * p.width + x + px) * 4;
        const lum = bg.data[i]! + bg.data[i + 1]! + bg.data[i + 2]!;
        if (piece.data[(py * p.sliderSize + px) * 4 + 3]) inside += lum;
        else outside += lum;
      }
    }
    const score = outside - inside * 2;
    if (score > best.score) best = { x, score };
  }
  return best.x;
}

/** Registers `account` (slider solved from its pictures, code read from the outbox); the context is not signed in. */
export async function registerThroughApi(request: APIRequestContext, account: Account, password = PASSWORD) {
  const puzzle = await api(request).post('/user/getSliderVerifyImg', { type: 1 });
  await api(request).post('/user/isSliderValid', { token: puzzle.token, x: solve(puzzle) });
  const who = 'email' in account ? { account: account.email } : { account: account.mobile, countryCode: '61' };
  const since = Date.now();
  await api(request).post('/user/sendValidationCode', { ...who, type: 1, sliderToken: puzzle.token });
  const validationCode = await latestCode(request, who.account, since);
  await api(request).post('/user/register', { ...who, password, validationCode, agree: 1 });
}

/**
 * Registers `account` and signs it in from `page`'s browser context (its device becomes the account's trusted one).
 * The page is not moved: open the console once the rest of the set-up is done (`openConsole`).
 */
export async function signUpThroughApi(page: Page, account: Account, password = PASSWORD) {
  await registerThroughApi(page.request, account, password);
  await signInThroughApi(page, account, password);
}

/** Opens the console's home page, where signing in through the page leaves a person. */
export async function openConsole(page: Page) {
  await page.goto('/console/home');
  await expect(page).toHaveURL(/\/console\/home/);
  await expect(page.getByRole('menuitem', { name: 'Gateways' })).toBeVisible();
}

/** Signs `account` in from `page`'s browser context (session cookie set by the server); the page is not moved. */
export async function signInThroughApi(page: Page, account: Account, password = PASSWORD) {
  const who = 'email' in account ? { account: account.email } : { account: account.mobile, countryCode: '61' };
  await api(page.request).post('/user/login', { ...who, password });
}

/** Pairs `gateway` with the signed-in account of `page` and waits until the server lists it online. */
export async function pairGatewayThroughApi(page: Page, gateway: SimGateway, baseURL: string) {
  const { pairingCode } = await api(page.request).post('/gateway/createPairingCode', {});
  await plugIn(gateway, baseURL, pairingCode);
  await expect
    .poll(
      async () => {
        const { list } = await api(page.request).get('/gateway/list', { pageNo: 1, pageSize: 100 });
        return list.find((g) => g.gatewayMac === gateway.mac)?.isOnline;
      },
      { timeout: 20_000, message: `gateway ${gateway.mac} online` },
    )
    .toBe(1);
}

/** Adds `lock` (heard by the account's gateway) and waits until the lock itself is initialized. */
export async function addLockThroughApi(page: Page, lock: SimLock) {
  await expect
    .poll(
      async () => (await api(page.request).get('/gateway/listNearbyLock', {})).list.some((l) => l.lockMac === lock.mac),
      { timeout: 20_000, message: `${lock.mac} heard by the gateway` },
    )
    .toBe(true);
  const op = await api(page.request).post('/gateway/initLock', { lockMac: lock.mac });
  await expect
    .poll(async () => (await api(page.request).get('/operation/get', { operationId: op.operationId })).state, {
      timeout: 40_000,
      message: `${lock.mac} added`,
    })
    .toBe(2);
  expect(lock.initialized).toBe(true);
}
