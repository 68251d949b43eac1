// The meter (commerce/meter.ts) on the test database: a unit taken before the work and given back when the work
// fails or says it did not happen; the last unit used by one of many at once; nothing metered on a brand without
// paid features.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_TYPE } from '@lockconsole/shared/commerce/commerce';
import { users } from '../../db/schema/accounts';
import type { UserContext } from '../../http/context';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUserWithSession, giveUnits } from '../../test/factories';
import { createLedgerRepo } from './ledger.repo';
import { createMeter, type Meter } from './meter';

let t: TestApp;
let meter: Meter;
let ledger: ReturnType<typeof createLedgerRepo>;
beforeAll(async () => {
  t = await createTestApp();
  ledger = createLedgerRepo(t.db);
  meter = createMeter({ db: t.db, ledger, clock: t.clock });
});
afterAll(async () => {
  await t?.close();
});

const ctxOf = (userId: number) =>
  ({ session: { userId, sessionId: 1 }, t: (k: string) => k, lang: 'en' }) as unknown as UserContext;
const use = (payer: number) => ({
  payer,
  serviceType: SERVICE_TYPE.sms,
  reason: 'service.use.passcodeShare',
  detail: { lock: 'Front', to: '+61400000000' },
});
const errorOf = async (p: Promise<unknown>) =>
  p.then(
    () => 'none',
    (e: { errorName?: string; message: string }) => e.errorName ?? e.message,
  );

describe('the meter', () => {
  it('takes a unit for work done, gives it back when the work fails or did not happen', async () => {
    const u = await createUserWithSession(t.db, t.services.sessions);
    await giveUnits(t.db, u.userId, SERVICE_TYPE.sms, 2);
    expect(await meter.use(ctxOf(u.userId), use(u.userId), async () => 'sent')).toBe('sent');
    expect(await ledger.balanceOf(u.userId, SERVICE_TYPE.sms)).toBe(1);
    expect(
      await errorOf(
        meter.use(ctxOf(u.userId), use(u.userId), async () => {
          throw new Error('smtp down');
        }),
      ),
    ).toBe('smtp down');
    expect(await ledger.balanceOf(u.userId, SERVICE_TYPE.sms)).toBe(1);
    await meter.use(
      ctxOf(u.userId),
      use(u.userId),
      async () => 'queued',
      () => false,
    );
    expect(await ledger.balanceOf(u.userId, SERVICE_TYPE.sms)).toBe(1);
    const { rows } = await ledger.list(u.userId, { kind: 2 }, { limit: 10, offset: 0 });
    expect(rows.map((r) => [r.delta, r.reason])).toEqual([
      [1, 'service.use.returned'],
      [-1, 'service.use.passcodeShare'],
      [1, 'service.use.returned'],
      [-1, 'service.use.passcodeShare'],
      [-1, 'service.use.passcodeShare'],
    ]);
  });

  it('refuses with nothing done when none is left: the caller is told to buy, anyone else to ask the owner', async () => {
    const owner = await createUserWithSession(t.db, t.services.sessions);
    const admin = await createUserWithSession(t.db, t.services.sessions);
    let ran = 0;
    const work = async () => ++ran;
    expect(await errorOf(meter.use(ctxOf(owner.userId), use(owner.userId), work))).toBe('quotaEmpty');
    expect(await errorOf(meter.use(ctxOf(admin.userId), use(owner.userId), work))).toBe('quotaEmptyAskOwner');
    expect(ran).toBe(0);
  });

  it('100 at once over 10 units: exactly 10 run', async () => {
    const u = await createUserWithSession(t.db, t.services.sessions);
    await giveUnits(t.db, u.userId, SERVICE_TYPE.sms, 10);
    let ran = 0;
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () => meter.use(ctxOf(u.userId), use(u.userId), async () => ++ran)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(ran).toBe(10);
    expect(await ledger.balanceOf(u.userId, SERVICE_TYPE.sms)).toBe(0);
  });

  it('meters nothing for an account of a brand without paid features', async () => {
    const u = await createUserWithSession(t.db, t.services.sessions);
    await t.db.update(users).set({ siteId: 2 }).where(eq(users.id, u.userId));
    expect(await meter.use(ctxOf(u.userId), use(u.userId), async () => 'sent')).toBe('sent');
    expect((await ledger.list(u.userId, {}, { limit: 10, offset: 0 })).total).toBe(0);
  });
});
