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
  },
});
