// Reliability suite (#21): whole server processes killed and restarted under load (tests/reliability). Its own
// step in CI and its own command (npm run test:reliability): each case starts real servers and takes a minute.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/reliability/**/*.test.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 60_000,
    maxWorkers: 1,
  },
});
