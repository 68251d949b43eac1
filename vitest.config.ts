import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'apps/*/src/**/*.test.{ts,tsx}',
      'packages/*/src/**/*.test.ts',
      'tools/**/*.test.ts',
      'tests/**/*.test.ts',
    ],
    // Whole-server reliability runs (tests/reliability) are their own step: npm run test:reliability.
    exclude: ['**/node_modules/**', 'e2e/**', 'tests/reliability/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: keep parallelism modest so database-backed tests don't starve each other.
    maxWorkers: 2,
    // Each worker imports the server once for all its files instead of once per file (~5 s a file): the suite on
    // PGlite went from 9m07 to 5m34 (issue 13 item 4). Tests keep no state in modules (every harness builds its
    // own app, database and clock); the whole suite passes this way on both databases.
    isolate: false,
  },
});
