// Retention (issue 20's tables must not grow without bound): every hour each node deletes audit rows older than
// AUDIT_KEEP_DAYS (365), unlock records older than RECORDS_KEEP_MONTHS (6) whole months (their monthly partitions
// dropped; the months ahead made, also once at start: db/record-partitions.ts), and webhook deliveries that ended
// (delivered or failed) more than WEBHOOK_KEEP_DAYS (30) ago. Payment notifications that were not genuine (anyone can
// post them) go after WEBHOOK_KEEP_DAYS as well; genuine ones stay (the record of money). So do application tokens
// ended (revoked, signed out, or used up by a refresh — every refresh ends one row and makes another) more than
// WEBHOOK_KEEP_DAYS ago: a stale token answers as before. Pending deliveries are never deleted. Deletes go in batches
// so a large backlog never holds a long lock; two nodes doing it at once delete disjoint rows or nothing.
import { and, eq, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { auditLog, webhookDeliveries } from '../db/schema/integrations';
import { paymentNotifications } from '../db/schema/commerce';
import { openTokens } from '../db/schema/open-apps';
import type { Clock } from '../platform/clock';
import type { RecordPartitions } from '../db/record-partitions';

const DAY = 86_400_000;
const BATCH = 5000;

export function createRetention(d: {
  db: Db;
  clock: Clock;
  auditKeepDays: number;
  deliveriesKeepDays: number;
  records: RecordPartitions;
  log: { warn: (o: object, m?: string) => void };
}) {
  let timer: NodeJS.Timeout | undefined;

  async function batches(remove: () => Promise<number>) {
    let total = 0;
    for (let n = await remove(); n > 0; n = n === BATCH ? await remove() : 0) total += n;
    return total;
  }

  /** Deletes the rows of `table` matching `where`, BATCH at a time; how many went. */
  const removeOld = (table: PgTable, id: PgColumn, where: SQL) =>
    batches(async () => {
      const old = d.db.select({ id }).from(table).where(where).limit(BATCH);
      return (await d.db.delete(table).where(inArray(id, old)).returning({ id })).length;
    });

  async function sweep() {
    // Record partitions first and on their own: a failing delete below must not leave next month without one.
    const records = await d.records
      .ensure()
      .then(() => d.records.dropOld())
      .catch((err: unknown) => {
        d.log.warn({ err }, 'record partitions');
        return { months: 0, rows: 0 };
      });
    const now = d.clock.now().getTime();
    const auditBefore = new Date(now - d.auditKeepDays * DAY);
    const deliveriesBefore = new Date(now - d.deliveriesKeepDays * DAY);
    const audit = await removeOld(auditLog, auditLog.id, lt(auditLog.at, auditBefore));
    const deliveries = await removeOld(
      webhookDeliveries,
      webhookDeliveries.id,
      and(
        ne(webhookDeliveries.status, 'pending'),
        lt(sql`coalesce(${webhookDeliveries.deliveredAt}, ${webhookDeliveries.nextAttemptAt})`, deliveriesBefore),
      )!,
    );
    const forgeries = await removeOld(
      paymentNotifications,
      paymentNotifications.id,
      and(eq(paymentNotifications.outcome, 'badSignature'), lt(paymentNotifications.receivedAt, deliveriesBefore))!,
    );
    const tokens = await removeOld(openTokens, openTokens.id, lt(openTokens.revokedAt, deliveriesBefore));
    return { audit, deliveries, forgeries, tokens, records };
  }

  return {
    sweep,
    start(everyMs = 3_600_000) {
      // This month's and the next months' partitions before records of them arrive (else the newer edge takes them).
      void d.records.ensure().catch((err: unknown) => d.log.warn({ err }, 'record partitions'));
      timer = setInterval(() => void sweep().catch((err: unknown) => d.log.warn({ err }, 'retention sweep')), everyMs);
      timer.unref();
    },
    close() {
      if (timer) clearInterval(timer);
    },
  };
}
