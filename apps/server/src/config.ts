// The only reader of process.env. Parses and validates the environment once, failing fast with a clear message.
import { z } from 'zod';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { providerKeysFrom, type ProviderKeys } from './config-payments';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  /**
   * Key (base64 of 32 bytes) that seals biometric templates at rest (issue 15). Unset: a key file in DATA_DIR
   * (biometric.key, created on first use, readable by the server's user only). Several API nodes need the same key.
   */
  BIOMETRIC_KEY: z
    .string()
    .refine((k) => Buffer.from(k, 'base64').length === 32, 'must be base64 of 32 bytes (openssl rand -base64 32)')
    .optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  MQTT_URL: z
    .string()
    .regex(/^mqtts?:\/\//, 'must be an mqtt:// or mqtts:// URL')
    .optional(),
  MQTT_PORT: z.coerce.number().int().min(0).max(65535).default(1884),
  MQTT_PUBLIC_URL: z
    .string()
    .regex(/^mqtts?:\/\//, 'must be an mqtt:// or mqtts:// URL')
    .optional(),
  MQTT_SHARE_GROUP: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only')
    .default('lockconsole'),
  NODE_ID: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits and _ . : - only')
    .optional(),
  OP_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
  GATEWAY_HEARTBEAT_MS: z.coerce.number().int().min(200).max(600_000).default(60_000),
  GATEWAY_OFFLINE_MS: z.coerce.number().int().min(500).max(3_600_000).default(180_000),
  /** The whole request (headers and body) must arrive within this (#28.3). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** Open connections per client address (0: no bound; unset behind TRUST_PROXY, where the proxy bounds them). */
  MAX_CONNECTIONS_PER_SOURCE: z.coerce.number().int().min(0).max(100_000).optional(),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  /** Time between two codes to one account (spec: a minute). Shorter only outside production (browser tests). */
  CODE_RESEND_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  // At most what one xlsx sheet holds (1,048,576 rows with the header).
  EXPORT_MAX_ROWS: z.coerce.number().int().min(1).max(1_000_000).default(200_000),
  EXPORT_MAX_ACTIVE: z.coerce.number().int().min(1).max(100).default(2),
  EXPORT_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  ALERT_SWEEP_MS: z.coerce.number().int().min(1000).max(600_000).default(15_000),
  /** Requests an API key may make per minute (issue 20). */
  API_KEY_RATE_PER_MIN: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /** Webhooks may go to loopback, link-local and private addresses (a LAN installation; tests). Off by default. */
  WEBHOOK_ALLOW_PRIVATE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** This node sends webhook deliveries (every node does by default); how often it looks at the queue. */
  WEBHOOK_WORKER: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  WEBHOOK_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(1000),
  /** How long audit rows and ended webhook deliveries are kept (days; ops/retention.ts). */
  AUDIT_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  WEBHOOK_KEEP_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Months of unlock records kept besides the current one (spec: exports cover six months; record-partitions.ts). */
  RECORDS_KEEP_MONTHS: z.coerce.number().int().min(1).max(120).default(6),
  /** The public map shows a place from this many households (owners) with locks there (docs/map.md). */
  MAP_MIN_HOUSEHOLDS: z.coerce.number().int().min(1).max(1000).default(3),
  /** /metrics from addresses other than loopback: only with this bearer token (issue 24). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * The sandbox payment provider (issue 17): a local pay page where the payer completes or cancels; no money moves.
   * On until real providers are configured; whoever can open the page can pay, so never on where money matters.
   */
  PAYMENTS_SANDBOX: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** The sandbox's signing key (unset: derived from DATABASE_URL, so every node of a cluster has the same; random on the embedded database). */
  PAY_SANDBOX_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** How often a node asks the real providers about started payments whose notification has not come (ms). */
  PAY_POLL_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  /** After SIGTERM: how long the node answers "not ready" before it stops taking requests (ms). */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(3000),
  /** The embedded database (PGlite) in a worker thread, off the main thread (db/pglite-thread.ts). */
  PGLITE_THREAD: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * The embedded database's buffer cache (PostgreSQL's shared_buffers, e.g. 32MB). PGlite keeps it in its WASM memory,
   * resident once touched; its files are read through the operating system's cache either way. Raise it for a large
   * embedded database.
   */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^[1-9][0-9]{0,6}(kB|MB|GB)$/, 'a size such as 32MB')
    .refine((v) => {
      const kb = parseInt(v, 10) * (v.endsWith('GB') ? 1024 * 1024 : v.endsWith('MB') ? 1024 : 1);
      // PostgreSQL's least (128kB); PGlite's WASM memory holds at most 2 GB, of which the cache a part.
      return kb >= 128 && kb <= 1024 * 1024;
    }, 'between 128kB and 1GB')
    .default('32MB'),
  DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  SMTP_FROM: z.string().default('Lock Console <no-reply@localhost>'),
  SMS_URL: z.string().url('must be an http(s) URL of the SMS provider').optional(),
  PUBLIC_URL: z.string().url('must be an absolute URL such as https://locks.example.com').optional(),
  WEB_APP_ID: z.string().min(1).default('lockconsole-web'),
  WEB_APP_SECRET: z.string().min(16, 'must be at least 16 characters').default('lockconsole-web-public-secret'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Extra host names the server answers to (comma-separated), besides loopback, PUBLIC_URL and brand domains. */
  ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean),
    ),
  /** Serve /dev/outbox to any address, not only loopback (a demo on a LAN). Off by default. */
  OUTBOX_PUBLIC: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  biometricKey: string | undefined;
  databaseUrl: string | undefined;
  mqttUrl: string | undefined;
  mqttPort: number;
  /** Broker address handed to gateways (default: the embedded broker's, or MQTT_URL without credentials). */
  mqttPublicUrl: string | undefined;
  mqttShareGroup: string;
  /** Identifies this API node in the operation tracker (a restart ends this node's pending operations). */
  nodeId: string;
  devices: { opTimeoutMs: number; heartbeatMs: number; offlineAfterMs: number };
  codeResendMs: number;
  /** How often a node looks for doors open longer than their lock's alert time (issue 29). */
  alertSweepMs: number;
  apiKeyRatePerMin: number;
  webhooks: { allowPrivate: boolean; worker: boolean; pollMs: number };
  /** The sandbox, and the real providers whose keys are configured (config-payments.ts). */
  payments: { sandbox: boolean; sandboxSecret: string; providers: ProviderKeys; pollMs: number };
  metricsToken: string | undefined;
  retention: { auditKeepDays: number; deliveriesKeepDays: number; recordsKeepMonths: number };
  mapMinHouseholds: number;
  drainDelayMs: number;
  /** Exports: most rows in one file, queued or running per account, running at once on this node. */
  exports: { maxRows: number; maxActive: number; concurrency: number };
  connections: { requestTimeoutMs: number; perSource: number; total: number };
  /** PGlite in a worker thread (embedded database only). */
  pgliteThread: boolean;
  /** PGlite's shared_buffers (embedded database only). */
  pgliteSharedBuffers: string;
  demo: boolean;
  smtpUrl: string | undefined;
  smtpFrom: string;
  smsUrl: string | undefined;
  publicUrl: string | undefined;
  webApp: { appId: string; appSecret: string };
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: boolean;
  /** Host names served besides loopback names, PUBLIC_URL's host and the brands' domains (ALLOWED_HOSTS). */
  allowedHosts: string[];
  /** /dev/outbox answers every address (OUTBOX_PUBLIC), not only loopback. */
  outboxPublic: boolean;
  env: 'development' | 'production' | 'test';
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production' && c.CODE_RESEND_MS < 60_000) {
    throw new ConfigError('Invalid configuration:\n  CODE_RESEND_MS: at least 60000 in production');
  }
  const pay = providerKeysFrom(cleaned, c.PUBLIC_URL);
  if (pay.problems.length) throw new ConfigError(`Invalid configuration:\n${pay.problems.join('\n')}`);
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    biometricKey: c.BIOMETRIC_KEY,
    databaseUrl: c.DATABASE_URL,
    mqttUrl: c.MQTT_URL,
    mqttPort: c.MQTT_PORT,
    mqttPublicUrl: c.MQTT_PUBLIC_URL,
    mqttShareGroup: c.MQTT_SHARE_GROUP,
    nodeId: c.NODE_ID ?? `${os.hostname()}:${c.PORT}`,
    devices: {
      opTimeoutMs: c.OP_TIMEOUT_MS,
      heartbeatMs: c.GATEWAY_HEARTBEAT_MS,
      offlineAfterMs: c.GATEWAY_OFFLINE_MS,
    },
    codeResendMs: c.CODE_RESEND_MS,
    alertSweepMs: c.ALERT_SWEEP_MS,
    apiKeyRatePerMin: c.API_KEY_RATE_PER_MIN,
    webhooks: { allowPrivate: c.WEBHOOK_ALLOW_PRIVATE, worker: c.WEBHOOK_WORKER, pollMs: c.WEBHOOK_POLL_MS },
    payments: {
      sandbox: c.PAYMENTS_SANDBOX,
      // Unset: nodes sharing a database derive the same key from it (a pay page rendered by one node is paid on
      // another); the embedded database has one node. The sandbox moves no money: its pages hand signed payments to
      // whoever opens them, so the key only keeps strangers from making up notifications for pages they never saw.
      sandboxSecret:
        c.PAY_SANDBOX_SECRET ??
        (c.DATABASE_URL
          ? crypto.createHash('sha256').update(`lockconsole-pay-sandbox\n${c.DATABASE_URL}`).digest('hex')
          : crypto.randomBytes(32).toString('hex')),
      providers: pay.keys,
      pollMs: c.PAY_POLL_MS,
    },
    metricsToken: c.METRICS_TOKEN,
    retention: {
      auditKeepDays: c.AUDIT_KEEP_DAYS,
      deliveriesKeepDays: c.WEBHOOK_KEEP_DAYS,
      recordsKeepMonths: c.RECORDS_KEEP_MONTHS,
    },
    mapMinHouseholds: c.MAP_MIN_HOUSEHOLDS,
    drainDelayMs: c.DRAIN_DELAY_MS,
    exports: { maxRows: c.EXPORT_MAX_ROWS, maxActive: c.EXPORT_MAX_ACTIVE, concurrency: c.EXPORT_CONCURRENCY },
    connections: {
      requestTimeoutMs: c.REQUEST_TIMEOUT_MS,
      perSource: c.MAX_CONNECTIONS_PER_SOURCE ?? (c.TRUST_PROXY ? 0 : 100),
      total: c.MAX_CONNECTIONS,
    },
    pgliteThread: c.PGLITE_THREAD,
    pgliteSharedBuffers: c.PGLITE_SHARED_BUFFERS,
    demo: c.DEMO,
    smtpUrl: c.SMTP_URL,
    smtpFrom: c.SMTP_FROM,
    smsUrl: c.SMS_URL,
    publicUrl: c.PUBLIC_URL,
    webApp: { appId: c.WEB_APP_ID, appSecret: c.WEB_APP_SECRET },
    logLevel: c.LOG_LEVEL,
    trustProxy: c.TRUST_PROXY,
    outboxPublic: c.OUTBOX_PUBLIC,
    allowedHosts: c.ALLOWED_HOSTS,
    env: c.NODE_ENV,
  };
}

/** For commands (the server, `npm run migrate`): the settings, or the problem printed and exit code 2. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(2);
    }
    throw e;
  }
}
