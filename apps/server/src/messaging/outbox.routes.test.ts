// The outbox holds registration, password-reset and new-device codes: it answers a browser on this machine only
// (unless OUTBOX_PUBLIC), and lists only the channels that really land there.
import { afterEach, describe, expect, it } from 'vitest';
import { outboxMessages } from '../db/schema/messaging';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function start(env: Record<string, string> = {}) {
  await t?.close();
  t = await createTestApp({ env });
  await t.db.insert(outboxMessages).values([
    { channel: 'email', recipient: 'ann@example.com', body: 'Your code is 123456' },
    { channel: 'sms', recipient: '+61412345678', body: 'Your code is 654321' },
  ]);
  return t;
}

const outbox = (app: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url: '/dev/outbox.json', remoteAddress, headers });
const recipients = (body: string) =>
  (JSON.parse(body) as { messages: { recipient: string }[] }).messages.map((m) => m.recipient).sort();

describe('the outbox', () => {
  it('answers loopback callers and nobody else', async () => {
    const app = await start();
    for (const a of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const r = await outbox(app, a);
      expect(r.statusCode).toBe(200);
      expect(recipients(r.body)).toEqual(['+61412345678', 'ann@example.com']);
    }
    for (const a of ['10.0.0.7', '192.168.1.20', 'fe80::1', '::ffff:10.0.0.7']) {
      const r = await outbox(app, a);
      expect(r.statusCode).toBe(404);
      expect(r.body).not.toContain('123456');
    }
    const page = await app.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '10.0.0.7' });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('123456');
  });

  it('judges the socket’s address, not a forwarded header, without TRUST_PROXY', async () => {
    const direct = await start();
    expect((await outbox(direct, '10.0.0.7', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
  });

  it('judges the client a trusted proxy names', async () => {
    const proxied = await start({ TRUST_PROXY: '1' });
    // A proxy on this machine forwarding a stranger: the stranger is refused.
    expect((await outbox(proxied, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    expect((await outbox(proxied, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(200);
    // A client that writes its own X-Forwarded-For: the proxy appends the real address, which decides.
    const spoofed = await outbox(proxied, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' });
    expect(spoofed.statusCode).toBe(404);
    // A proxy on another machine is not this machine.
    expect((await outbox(proxied, '10.0.0.2', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
  });

  it('answers everyone when OUTBOX_PUBLIC is set (a demo on a LAN)', async () => {
    const app = await start({ OUTBOX_PUBLIC: '1' });
    expect((await outbox(app, '10.0.0.7')).statusCode).toBe(200);
  });

  it('lists only the channels without a transport of their own', async () => {
    const app = await start({ SMS_URL: 'http://127.0.0.1:9/sms' });
    expect(recipients((await outbox(app, '127.0.0.1')).body)).toEqual(['ann@example.com']);
  });
});
