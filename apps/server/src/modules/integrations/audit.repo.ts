// SQL of the audit log: one row per write (inserted in groups under load), and the list an account reads — the writes
// it made and the writes made on its locks (two indexed ranges, newest first), with the actor's, key's and lock's name.
import { and, desc, eq, gte, isNotNull, isNull, like, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/like';
import { inBatches, sqlState } from '../../db/in-batches';
import { users } from '../../db/schema/accounts';
import { locks } from '../../db/schema/devices';
import { apiKeys, auditLog } from '../../db/schema/integrations';

export type AuditWrite = typeof auditLog.$inferInsert;
export type AuditFilter = {
  lockId?: number;
  apiKeyId?: number;
  viaKey?: boolean;
  failed?: boolean;
  action?: string;
  from?: Date;
  to?: Date;
};

export function createAuditRepo(db: Db) {
  // Every signed-in write adds a row: rows handed in while one insert runs go together in the next (db/in-batches.ts).
  const inserted = inBatches(
    async (rows: AuditWrite[]) => {
      await db.insert(auditLog).values(rows);
    },
    // A row's own problem (a value out of range, its actor deleted meanwhile): row by row again, so only it fails.
    (err) => /^2[23]/.test(sqlState(err)),
  );
  return {
    insert: (row: AuditWrite) => inserted(row),

    async list(userId: number, f: AuditFilter, p: { limit: number; offset: number }) {
      const actor = alias(users, 'actor');
      const conds: (SQL | undefined)[] = [
        or(eq(auditLog.actorId, userId), eq(auditLog.lockOwnerId, userId)),
        f.lockId !== undefined ? eq(auditLog.lockId, f.lockId) : undefined,
        f.apiKeyId !== undefined ? eq(auditLog.apiKeyId, f.apiKeyId) : undefined,
        f.viaKey === undefined ? undefined : f.viaKey ? isNotNull(auditLog.apiKeyId) : isNull(auditLog.apiKeyId),
        f.failed === undefined ? undefined : f.failed ? ne(auditLog.errorCode, 0) : eq(auditLog.errorCode, 0),
        f.action
          ? f.action.endsWith('/')
            ? like(auditLog.action, `${escapeLike(f.action)}%`)
            : eq(auditLog.action, f.action)
          : undefined,
        f.from ? gte(auditLog.at, f.from) : undefined,
        f.to ? lte(auditLog.at, f.to) : undefined,
      ];
      const where = and(...conds);
      const [rows, counted] = await Promise.all([
        db
          .select({
            a: auditLog,
            actorName: sql<string>`coalesce(nullif(${actor.nickname}, ''), ${actor.email}, ${actor.mobile}, '')`,
            apiKeyName: apiKeys.name,
            lockAlias: locks.lockAlias,
          })
          .from(auditLog)
          .innerJoin(actor, eq(actor.id, auditLog.actorId))
          .leftJoin(apiKeys, eq(apiKeys.id, auditLog.apiKeyId))
          .leftJoin(locks, eq(locks.id, auditLog.lockId))
          .where(where)
          .orderBy(desc(auditLog.id))
          .limit(p.limit)
          .offset(p.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(auditLog)
          .where(where),
      ]);
      return { rows, total: counted[0]?.n ?? 0 };
    },
  };
}

export type AuditRepo = ReturnType<typeof createAuditRepo>;
