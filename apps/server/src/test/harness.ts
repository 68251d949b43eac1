// Test harness: a real app on a real database (in-memory PGlite, or a fresh PostgreSQL database per harness
// when DATABASE_URL is set), a manual clock, and a signed-request helper that goes through the full pipeline.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import pino from 'pino';
import { signRequest, type ParamValue } from '@lockconsole/shared/http/signature';
import { loadConfig, type Config } from '../config';
import { openDatabase, type DbHandle } from '../db/client';
import { createMessenger } from '../messaging/messenger';
import { listOutbox } from '../messaging/outbox';
import { manualClock, systemRandom, type Random } from '../platform/clock';
import { buildApp } from '../app';
import type { Services } from '../services';
import { freshPostgres } from './fresh-postgres';

export type CallOptions = {
  token?: string;
  lang?: string;
  /** Extra or overriding headers; a header set to undefined is removed. */
  headers?: Record<string, string | undefined>;
  /** Skip signing (to test the signature check). */
  unsigned?: boolean;
  cookies?: Record<string, string>;
  deviceId?: string;
  /** The caller's address (default 127.0.0.1, a browser on the server's own machine). */
  remoteAddress?: string;
};

export type Answer<T = unknown> = {
  status: number;
  body: { errorCode: number; errorMsg: string; data: T };
  headers: Record<string, string | string[] | number | undefined>;
  /** Bytes of the body as sent (compressed when the call accepted it). */
  wireBytes: number;
  cookies: { name: string; value: string; expires?: Date; httpOnly?: boolean; sameSite?: string; path?: string }[];
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    start?: Date;
    random?: Random;
    /** An export that took this long is announced by mail (default 10 s: tests with a manual clock send none). */
    exportMailAfterMs?: number;
  } = {},
) {
  const config: Config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Templates sealed under a key of this test only (no key file written).
    BIOMETRIC_KEY: crypto.randomBytes(32).toString('base64'),
    ...opts.env,
  });
  let pgDb: { url: string; drop: () => Promise<void> } | undefined;
  let handle: DbHandle;
  if (config.databaseUrl) {
    pgDb = await freshPostgres(config.databaseUrl, 't', { migrated: true });
    handle = await openDatabase({ databaseUrl: pgDb.url });
  } else {
    // Reused by the next test app of this worker once closed (db/pglite-pool.ts); not outside a test runner (the
    // OpenAPI generator builds an app too, and must end).
    handle = await openDatabase({ reuse: process.env.VITEST === 'true' });
  }
  const clock = manualClock(opts.start ?? new Date());
  const log = pino({ level: 'silent' });
  const messenger = createMessenger({
    db: handle.db,
    log,
    smtpUrl: config.smtpUrl,
    smtpFrom: config.smtpFrom,
    smsUrl: config.smsUrl,
  });
  const random = opts.random ?? systemRandom;
  const { app, services } = await buildApp(
    {
      config,
      db: handle.db,
      clock,
      random,
      messenger,
      tuning: { passwordHash: { memoryCost: 1024, timeCost: 1 }, exportMailAfterMs: opts.exportMailAfterMs },
    },
    { logger: false, webDist: false },
  );
  await app.ready();

  // Every call its own millisecond, as a real client's clock gives it: the same write twice is a replay (10014).
  let lastDate = 0;
  const nextDate = () => {
    const now = clock.now().getTime();
    lastDate = lastDate + 1 > now && lastDate + 1 - now < 60_000 ? lastDate + 1 : now;
    return lastDate;
  };

  async function call<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, ParamValue> = {},
    o: CallOptions = {},
  ): Promise<Answer<T>> {
    const fullPath = path.startsWith('/api') ? path : `/api${path}`;
    const p: Record<string, string> = {};
    for (const [k, v] of Object.entries({ date: nextDate(), ...params })) {
      if (v === null || v === undefined) continue;
      p[k] = typeof v === 'object' ? JSON.stringify(v) : String(v);
    }
    const headers: Record<string, string> = {
      appid: config.webApp.appId,
      language: o.lang ?? 'en',
    };
    if (!o.unsigned) headers.signature = signRequest(config.webApp.appSecret, config.webApp.appId, fullPath, p);
    if (o.token) headers.accesstoken = o.token;
    for (const [k, v] of Object.entries(o.headers ?? {})) {
      if (v === undefined) delete headers[k.toLowerCase()];
      else headers[k.toLowerCase()] = v;
    }
    const cookies = { ...(o.cookies ?? {}), ...(o.deviceId ? { DEVICE_ID: o.deviceId } : {}) };
    const qs = new URLSearchParams(p).toString();
    const res = await app.inject({
      method,
      url: method === 'GET' ? `${fullPath}${qs ? `?${qs}` : ''}` : fullPath,
      headers: method === 'POST' ? { ...headers, 'content-type': 'application/x-www-form-urlencoded' } : headers,
      payload: method === 'POST' ? qs : undefined,
      cookies,
      ...(o.remoteAddress ? { remoteAddress: o.remoteAddress } : {}),
    });
    // Answers over the compression threshold come compressed when the call accepts it (http/compression.ts).
    const encoding = res.headers['content-encoding'];
    const raw =
      encoding === 'br'
        ? zlib.brotliDecompressSync(res.rawPayload)
        : encoding === 'gzip'
          ? zlib.gunzipSync(res.rawPayload)
          : res.rawPayload;
    return {
      status: res.statusCode,
      body: JSON.parse(raw.toString('utf8')) as Answer<T>['body'],
      headers: res.headers,
      wireBytes: res.rawPayload.length,
      cookies: res.cookies as Answer['cookies'],
    };
  }

  return {
    app,
    services: services as Services,
    db: handle.db,
    dbKind: handle.kind,
    config,
    clock,
    call,
    get: <T = unknown>(path: string, params?: Record<string, ParamValue>, o?: CallOptions) =>
      call<T>('GET', path, params, o),
    post: <T = unknown>(path: string, params?: Record<string, ParamValue>, o?: CallOptions) =>
      call<T>('POST', path, params, o),
    outbox: () => listOutbox(handle.db, ['email', 'sms', 'voice']),
    async close() {
      await app.close();
      await messenger.close();
      await handle.close();
      await pgDb?.drop();
    },
  };
}
