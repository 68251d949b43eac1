// Retention of the integration tables: audit rows past AUDIT_KEEP_DAYS and ended webhook deliveries past
// WEBHOOK_KEEP_DAYS go (in batches), and forged payment notifications past WEBHOOK_KEEP_DAYS; newer ones, pending
// deliveries however old, and genuine payment notifications stay; application tokens ended past WEBHOOK_KEEP_DAYS go.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, webhookDeliveries, webhookEndpoints } from '../db/schema/integrations';
import { createTestApp, type TestApp } from '../test/harness';
import { createUserWithSession } from '../test/factories';
import { paymentNotifications } from '../db/schema/commerce';
import { openApps, openTokens } from '../db/schema/open-apps';

let t: TestApp;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ env: { AUDIT_KEEP_DAYS: '90', WEBHOOK_KEEP_DAYS: '30' } });
});
afterAll(async () => {
  await t?.close();
});

describe('retention', () => {
  it('deletes old audit rows and ended deliveries, keeps recent ones and anything pending', async () => {
    const u = await createUserWithSession(t.db, t.services.sessions);
    const now = t.clock.now().getTime();
    const audit = (daysAgo: number, action: string) => ({
      actorId: u.userId,
      action,
      ip: '127.0.0.1',
      errorCode: 0,
      via: 1,
      at: new Date(now - daysAgo * DAY),
    });
    await t.db.insert(auditLog).values([audit(91, '/old'), audit(89, '/recent')]);
    const [ep] = await t.db
      .insert(webhookEndpoints)
      .values({ userId: u.userId, url: 'https://8.8.8.8/h', eventTypes: ['test'], secret: 'whsec_r' })
      .returning();
    const delivery = (status: string, daysAgo: number, eventId: string) => ({
      endpointId: ep!.id,
      eventId,
      eventType: 'test',
      payload: {},
      status,
      nextAttemptAt: new Date(now - daysAgo * DAY),
      ...(status === 'delivered' ? { deliveredAt: new Date(now - daysAgo * DAY) } : {}),
    });
    await t.db
      .insert(webhookDeliveries)
      .values([
        delivery('delivered', 31, 'old-delivered'),
        delivery('failed', 31, 'old-failed'),
        delivery('pending', 400, 'old-pending'),
        delivery('delivered', 29, 'recent'),
      ]);
    const notification = (outcome: string, daysAgo: number) => ({
      provider: 'alipay',
      orderNo: outcome === 'badSignature' ? null : 'LC0000000001',
      body: { daysAgo },
      outcome,
      receivedAt: new Date(now - daysAgo * DAY),
    });
    await t.db
      .insert(paymentNotifications)
      .values([notification('badSignature', 31), notification('badSignature', 29), notification('applied', 400)]);
    const [app] = await t.db
      .insert(openApps)
      .values({ userId: u.userId, name: 'HA', clientId: 'c'.repeat(32), secretHash: 'x' })
      .returning();
    const token = (n: number, endedDaysAgo: number | null) => ({
      appId: app!.id,
      userId: u.userId,
      accessHash: `a${n}`,
      refreshHash: `r${n}`,
      expiresAt: new Date(now - 100 * DAY),
      revokedAt: endedDaysAgo === null ? null : new Date(now - endedDaysAgo * DAY),
    });
    // Ended 31 and 29 days ago, and one expired but never ended (its refresh token still works): only the first goes.
    await t.db.insert(openTokens).values([token(1, 31), token(2, 29), token(3, null)]);
    expect(await t.services.retention.sweep()).toEqual({
      audit: 1,
      deliveries: 2,
      forgeries: 1,
      tokens: 1,
      records: { months: 0, rows: 0 },
    });
    expect((await t.db.select().from(openTokens)).map((x) => x.accessHash).sort()).toEqual(['a2', 'a3']);
    expect((await t.db.select().from(paymentNotifications)).map((n) => n.body.daysAgo).sort()).toEqual([29, 400]);
    expect((await t.db.select().from(auditLog)).map((a) => a.action)).toEqual(['/recent']);
    expect((await t.db.select().from(webhookDeliveries)).map((d) => d.eventId).sort()).toEqual([
      'old-pending',
      'recent',
    ]);
    expect(await t.services.retention.sweep()).toEqual({
      audit: 0,
      deliveries: 0,
      forgeries: 0,
      tokens: 0,
      records: { months: 0, rows: 0 },
    });
  });
});
