import { defineConfig } from 'vitest/config';
import sameOnAnyDatabase from './tests/same-on-any-database.json' with { type: 'json' };
import sweepsOnPostgres from './tests/sweeps-on-postgres.json' with { type: 'json' };

const ALL = [
  'apps/*/src/**/*.test.{ts,tsx}',
  'packages/*/src/**/*.test.ts',
  'tools/**/*.test.ts',
  'tests/**/*.test.ts',
];
// Whole-server reliability runs (tests/reliability) are their own step: npm run test:reliability.
// .ci/run's PostgreSQL step leaves out the server tests that ran the same in its embedded step (~70 s of that step's
// wall time; tests/same-on-any-database.test.ts checks that none of them can reach PostgreSQL).
const EXCLUDE = [
  '**/node_modules/**',
  'e2e/**',
  'tests/reliability/**',
  ...(process.env.VITEST_SKIP_SAME_ON_ANY_DATABASE === '1' ? sameOnAnyDatabase.files : []),
  // .ci/run's embedded step leaves the whole-API sweeps to its PostgreSQL step (tests/sweeps-on-postgres.json).
  ...(process.env.VITEST_SWEEPS_ON_POSTGRES === '1' ? sweepsOnPostgres.files : []),
];
// Files that start a server on a port, a broker, or simulated gateways talking to one. They share workers too (each
// worker imports the server once: this project on PGlite took 182 s isolated, 94 s shared, issue 13 item 4), and
// nothing of theirs may outlive the file — a gateway still connected or a server still listening would load the next
// file in the worker (a key fob test timed out once that way): tests/support/leftovers.setup.ts fails a file that
// leaves a socket, a server or a child process behind.
const WITH_SERVERS = [
  'apps/server/src/devices/**/*.test.ts',
  'apps/**/*.device.test.ts',
  'apps/server/src/modules/cards/cards.encoder.test.ts',
  'apps/server/src/http/{compression,connection-limits,edge-answers}.test.ts',
  'apps/server/src/modules/verification/code.test.ts',
  'apps/server/src/realtime/events.route.test.ts',
  'apps/server/src/modules/integrations/client.test.ts',
  'apps/server/src/modules/webhooks/webhooks.routes.test.ts',
  'apps/server/src/ops/compiled-build.test.ts',
  'packages/simulator/src/sim-gateway-enrol.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Three workers on this 2-core machine: with two, the cores were 63–74 % busy in CI's test steps (the workers
    // wait on PostgreSQL, the broker and the device timers). Alternated on 2026-12-03: the embedded step 159, 162 s
    // with two → 141, 146 s with three; the PostgreSQL step (the console built beside it, as in CI) 155 → 129 s. Both
    // passed with three while two busy loops took the cores (205 and 209 s). VITEST_MAX_WORKERS chooses another count.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    projects: [
      {
        extends: true,
        // The rest import the server once per worker instead of once per file (~5 s a file; the suite on PGlite
        // went from 9m07 to 5m34, issue 13 item 4): they keep no state in modules — every harness builds its own
        // app, database and clock.
        test: { name: 'shared', include: ALL, exclude: [...EXCLUDE, ...WITH_SERVERS], isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'servers',
          include: WITH_SERVERS,
          exclude: EXCLUDE,
          isolate: false,
          setupFiles: ['tests/support/leftovers.setup.ts'],
        },
      },
    ],
  },
});
