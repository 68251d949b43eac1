// Every answer under /api is the envelope (hardening #21.6): another spelling of the prefix, a URL Fastify cannot
// decode, and a query too long for Node's parser (431) — on a real socket, since the last one never reaches Fastify.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(url).port);
});
afterAll(async () => {
  await t?.close();
});

/** Sends raw bytes and reads the whole answer. */
const raw = (request: string) =>
  new Promise<string>((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1', () => s.write(request));
    let out = '';
    s.on('data', (d) => (out += d.toString('utf8')));
    s.on('end', () => resolve(out));
    s.on('error', reject);
  });

const envelopeOf = (answer: string) =>
  JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { errorCode: number };

describe('answers under /api', () => {
  it('are the envelope for any spelling of the prefix', async () => {
    for (const url of ['/API/lock/list', '/Api/nothing', '/api/no/such/route', '/API']) {
      const r = await t.app.inject({ method: 'GET', url, headers: { language: 'fr' } });
      expect(r.statusCode, url).toBe(404);
      expect(r.json(), url).toMatchObject({ errorCode: -1003 });
      expect(r.json().errorMsg, url).not.toMatch(/not found/i); // French, not Fastify's English
    }
  });

  it('are the envelope for a URL that cannot be decoded', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/lock/%E0%A4%A', headers: { language: 'de' } });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ errorCode: -3 });
    const page = await t.app.inject({ method: 'GET', url: '/manage/%E0%A4%A' });
    expect(page.statusCode).toBe(400);
    // Answered before the usual hooks, with the same protections (#28.6).
    for (const res of [r, page]) {
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('are the envelope for a query string over 16 KB (431), not Node’s bare answer', async () => {
    const answer = await raw(`GET /api/lock/list?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    expect(answer.startsWith('HTTP/1.1 431')).toBe(true);
    expect(answer).toMatch(/content-security-policy: default-src 'none'; frame-ancestors 'none'/);
    expect(envelopeOf(answer)).toMatchObject({ errorCode: -3 });
  });
});
