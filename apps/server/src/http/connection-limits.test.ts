// #28.3: a body trickled a byte at a time is cut off (408) once the request time is up, and one address cannot hold
// more than its share of connections — while everyone else keeps being answered. Real sockets on loopback.
import http from 'node:http';
import net from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type DbHandle } from '../db/client';
import { createMessenger } from '../messaging/messenger';
import { manualClock, systemRandom } from '../platform/clock';

let app: FastifyInstance;
let handle: DbHandle;
let port = 0;

beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', REQUEST_TIMEOUT_MS: '3000', MAX_CONNECTIONS_PER_SOURCE: '4' });
  handle = await openDatabase({});
  const messenger = createMessenger({ db: handle.db, log: pino({ level: 'silent' }), smtpFrom: 'x@localhost' });
  ({ app } = await buildApp(
    { config, db: handle.db, clock: manualClock(), random: systemRandom, messenger },
    { logger: false, webDist: false },
  ));
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

/** A request on a connection of its own, closed after the answer (no pooled keep-alive sockets counted). */
const healthy = () =>
  new Promise<boolean>((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200));
    });
    req.on('error', () => resolve(false));
  });

/** A connected socket that records what it receives and when the server closes it. */
function open() {
  const socket = net.connect(port, '127.0.0.1');
  const seen = { data: '', closedAt: 0 };
  socket.on('data', (d) => (seen.data += d.toString()));
  socket.on('close', () => (seen.closedAt = Date.now()));
  socket.on('error', () => {});
  return { socket, seen, ready: new Promise<void>((r) => socket.once('connect', () => r())) };
}

describe('connection limits', () => {
  it('cuts off a body sent a byte at a time when the request time is up, and answers others meanwhile', async () => {
    const slow = open();
    await slow.ready;
    const started = Date.now();
    slow.socket.write(
      'POST /api/user/login HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\na',
    );
    const drip = setInterval(() => slow.socket.writable && slow.socket.write('a'), 250);
    try {
      expect(await healthy()).toBe(true);
      while (!slow.seen.closedAt && Date.now() - started < 10_000) await new Promise((r) => setTimeout(r, 100));
    } finally {
      clearInterval(drip);
    }
    expect(slow.seen.closedAt, 'closed by the server').toBeGreaterThan(0);
    expect(slow.seen.closedAt - started).toBeLessThan(6000);
    expect(slow.seen.data).toMatch(/^HTTP\/1\.1 408/);
    expect(slow.seen.data).toContain('"errorCode":10013');
    expect(await healthy()).toBe(true);
  });

  it('keeps an idle connection open for 72 s, and says so to clients that pool sockets', async () => {
    const hint = await new Promise<string | string[] | undefined>((resolve, reject) => {
      const agent = new http.Agent({ keepAlive: true });
      http
        .get({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
          res.resume();
          res.on('end', () => (agent.destroy(), resolve(res.headers['keep-alive'])));
        })
        .on('error', reject);
    });
    // Node's agent closes a pooled socket a second before this; proxies in front idle out at 60 s.
    expect(hint).toBe('timeout=72');
  });

  it('refuses an address its fifth open connection, and takes it again once one closes', async () => {
    const held = [open(), open(), open(), open()];
    const fifth = open();
    try {
      await Promise.all(held.map((h) => h.ready));
      await fifth.ready;
      await new Promise((r) => setTimeout(r, 300));
      expect(fifth.seen.closedAt, 'the fifth is closed at once').toBeGreaterThan(0);
      expect(held.every((h) => h.seen.closedAt === 0)).toBe(true);
      expect(await healthy()).toBe(false);
      held[0]!.socket.destroy();
      await new Promise((r) => setTimeout(r, 100));
      expect(await healthy()).toBe(true);
    } finally {
      for (const h of [...held, fifth]) h.socket.destroy();
    }
  });
});
