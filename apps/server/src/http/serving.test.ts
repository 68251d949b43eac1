// Production serving as a browser sees it: the SPA on every non-API path, security headers, the building page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase, type DbHandle } from '../db/client';
import { createMessenger } from '../messaging/messenger';
import { manualClock, systemRandom } from '../platform/clock';
import { buildApp } from '../app';
import type { FastifyInstance } from 'fastify';

let app: FastifyInstance;
let handle: DbHandle;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));

beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test' });
  handle = await openDatabase({});
  const messenger = createMessenger({ db: handle.db, log: pino({ level: 'silent' }), smtpFrom: 'x@localhost' });
  ({ app } = await buildApp(
    { config, db: handle.db, clock: manualClock(), random: systemRandom, messenger },
    { logger: false, webDist: dist },
  ));
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

describe('serving the web app', () => {
  it('answers "being prepared" until the build exists, then the app on every client route', async () => {
    const before = await app.inject({ url: '/login' });
    expect(before.statusCode).toBe(503);
    expect(before.body).toContain('being prepared');

    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    for (const url of ['/', '/login', '/manage/ekey?lockId=3', '/console/home/']) {
      const r = await app.inject({ url });
      expect(r.statusCode, url).toBe(200);
      expect(r.body).toContain('<div id="root">');
    }
    // Any other path: the app (it shows its 404 page) with the status that says so (#28.6), and the same headers.
    for (const url of ['/no/such/page', '/wp-login.php', '/console/home/extra']) {
      const r = await app.inject({ url });
      expect(r.statusCode, url).toBe(404);
      expect(r.body).toContain('<div id="root">');
      expect(r.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    const asset = await app.inject({ url: '/assets/app-1234.js' });
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('sends a hashed asset compressed at build time when the browser accepts it (#26.1), and robots.txt as a file', async () => {
    const js = `export const greeting = ${JSON.stringify('hello '.repeat(400))};`;
    fs.writeFileSync(path.join(dist, 'assets', 'big-5678.js'), js);
    fs.writeFileSync(path.join(dist, 'assets', 'big-5678.js.br'), zlib.brotliCompressSync(js));
    fs.writeFileSync(path.join(dist, 'assets', 'big-5678.js.gz'), zlib.gzipSync(js));
    const br = await app.inject({ url: '/assets/big-5678.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    const gz = await app.inject({ url: '/assets/big-5678.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await app.inject({ url: '/assets/big-5678.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
    // A script is never a document: no document-only headers on it, the ones that apply to scripts kept.
    for (const r of [br, gz, plain]) {
      expect(r.headers['content-security-policy']).toBeUndefined();
      expect(r.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['cross-origin-resource-policy']).toBe('same-origin');
      // Immutable and renamed when changed: never revalidated, no validators.
      expect(r.headers.etag).toBeUndefined();
      expect(r.headers['last-modified']).toBeUndefined();
      expect(r.headers['accept-ranges']).toBeUndefined();
    }
    // A catalog of the build (JSON in a nested folder) is a subresource too.
    fs.mkdirSync(path.join(dist, 'assets', 'i18n-abc', 'en'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'assets', 'i18n-abc', 'en', 'start.json'), '{"common":{}}');
    const catalog = await app.inject({ url: '/assets/i18n-abc/en/start.json' });
    expect(catalog.statusCode).toBe(200);
    expect(catalog.headers['content-type']).toMatch(/json/);
    expect(catalog.headers['cache-control']).toContain('immutable');
    expect(catalog.headers['content-security-policy']).toBeUndefined();
    // A file that can be opened as a document (an SVG) keeps them.
    fs.writeFileSync(path.join(dist, 'assets', 'mark-9abc.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const svg = await app.inject({ url: '/assets/mark-9abc.svg' });
    expect(svg.headers['content-security-policy']).toContain("default-src 'self'");

    fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/text\/plain/);
    expect(robots.body).toContain('Disallow');
  });

  it('never serves files outside the build folder', async () => {
    const r = await app.inject({ url: '/..%2f..%2fetc%2fpasswd' });
    expect(r.body).not.toContain('root:');
  });

  it('sends security headers and a request id', async () => {
    const r = await app.inject({ url: '/login' });
    expect(r.headers['content-security-policy']).toContain("default-src 'self'");
    // Only the card encoder's loopback bridge beside the console itself.
    expect(r.headers['content-security-policy']).toMatch(/connect-src 'self' ws:\/\/127\.0\.0\.1:\*(;|$)/);
    expect(r.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(r.headers['x-frame-options']).toBeUndefined(); // would contradict frame-ancestors 'none'
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['x-request-id']).toBeTruthy();
  });

  it('keeps unknown API paths out of the SPA', async () => {
    const r = await app.inject({ url: '/api/none' });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ errorCode: -1003 });
  });

  it('reports a malformed body as a bad parameter, not a server error', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/site/getCompanyInfo',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ errorCode: -3 });
  });
});
