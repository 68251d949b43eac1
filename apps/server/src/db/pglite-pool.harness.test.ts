// Test apps in a test runner start on the pool's databases (pglite-pool.test.ts: what a reused database looks like).
// Its own file: it builds test apps, so it may reach PostgreSQL and stays in CI's PostgreSQL step, where the pool's
// own file is left out.
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness';
import { pglitePoolStats } from './pglite-pool';

describe('in-memory databases reused within a process', () => {
  it('is what test apps in a test runner start on', async () => {
    const first = await createTestApp({ env: { DATABASE_URL: '' } });
    await first.close();
    const before = pglitePoolStats();
    const second = await createTestApp({ env: { DATABASE_URL: '' } });
    expect(pglitePoolStats().reused).toBe(before.reused + 1);
    await second.close();
  });
});
