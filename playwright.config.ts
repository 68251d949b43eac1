// Browser tests in Debian Chromium against a freshly built web app served by the real server on a free
// loopback port with an empty embedded database (a new temporary DATA_DIR per run).
import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from './e2e/support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4310);
// Workers inherit the environment, so every process agrees on the one directory made by the main process.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'lockconsole-e2e-'));
// One code per account per 5 s instead of a minute, so journeys needing a second code do not sit out a real
// minute (e2e/support/flows.ts waitForResend); code.test.ts proves the real one-minute rule.
process.env.E2E_CODE_RESEND_MS ??= '5000';

export default defineConfig({
  testDir: 'e2e',
  // Three spec files at a time (each spec's tests in order, each spec with its own accounts, locks and gateways): the
  // journeys mostly wait on the server and the devices. On this 2-core machine, with traces only on retries: 8.8 min
  // with two, 7.5 with three (none flaky; 10 min with one, before).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  fullyParallel: false,
  // On CI a failed journey runs once more and, passing, is reported as flaky by name (.ci/failures.mjs) — never
  // silently green; locally a failure stops at the first try.
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    // The console honours "reduce motion" (no antd slide-ins): fewer frames for two cores to paint, and no
    // clicks on an option still moving in. e2e/accessibility.spec.ts checks the animated default once.
    reducedMotion: 'reduce',
    // A trace is recorded on the retry only: recording one for every journey (screencast frames and a DOM snapshot
    // per action) was most of Chromium's CPU — two specs took 3.5 min with it, 2.1 min without. A journey that fails
    // on CI runs again with its trace; locally `--trace on` records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    // E2E_PREBUILT=1: the web app in apps/web/dist was just built by the caller (.ci/run builds it while the
    // PostgreSQL tests leave a core idle).
    command: `${process.env.E2E_PREBUILT === '1' ? '' : 'npm run build -w @lockconsole/web && '}node node_modules/.bin/tsx apps/server/src/main.ts`,
    url: `http://127.0.0.1:${PORT}/login`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      // E2E_DATABASE_URL: an empty PostgreSQL database instead of the embedded one (.ci/run, where PostgreSQL runs).
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      MQTT_PORT: String(PORT + 1),
      // Devices (e2e/locks.spec.ts): quick heartbeats, offline after a few missed ones, short operation timeout.
      GATEWAY_HEARTBEAT_MS: '1000',
      // The public map (e2e/map.spec.ts): one household's three locks make a place here; the route tests hold the
      // real threshold (three households).
      MAP_MIN_HOUSEHOLDS: '1',
      GATEWAY_OFFLINE_MS: '4000',
      OP_TIMEOUT_MS: '8000',
      CODE_RESEND_MS: process.env.E2E_CODE_RESEND_MS,
      // Webhooks (e2e/integrations.spec.ts) go to a receiver the test starts on loopback.
      WEBHOOK_ALLOW_PRIVATE: 'true',
    },
  },
});
