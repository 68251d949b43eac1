// SQL of ekey revocations (db/schema/ekey-revocations.ts): arm one (merging with what the lock was already told),
// what is still to deliver for a lock or behind a gateway, and the endings of a delivery. No rules here.
import { and, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ekeyRevocations } from '../../db/schema/ekey-revocations';
import { ekeys, gateways, lockGateways, locks } from '../../db/schema/devices';

export type EkeyRevocationRow = typeof ekeyRevocations.$inferSelect;
export type Revocation = { lockId: number; keyId: number; issuedBefore: number; until: number };

const r = ekeyRevocations;
/** Still to deliver, and still worth it: the key has not ended. */
const undelivered = (nowMs: number) => and(isNull(r.deliveredAt), or(eq(r.until, 0), gt(r.until, nowMs)));
/** The periodic retry gives up after this many failed attempts (a gateway coming online still tries again). */
const MAX_RETRY_ATTEMPTS = 10;
/** Due for the periodic retry: undelivered, untouched since `before`, not given up. */
const due = (nowMs: number, before: Date) =>
  and(undelivered(nowMs), lt(r.updatedAt, before), lt(r.attempts, MAX_RETRY_ATTEMPTS));

export function createEkeyRevocationsRepo(db: Db) {
  return {
    /** Arms delivery: the later cut-off and the later end (0 = never beats any date). */
    async arm(v: Revocation, now: Date): Promise<void> {
      await db
        .insert(r)
        .values({ ...v, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [r.lockId, r.keyId],
          set: {
            issuedBefore: sql`greatest(${r.issuedBefore}, excluded.issued_before)`,
            until: sql`case when ${r.until} = 0 or excluded.until = 0 then 0 else greatest(${r.until}, excluded.until) end`,
            deliveredAt: null,
            lastErrorCode: null,
            attempts: 0,
            updatedAt: now,
          },
        });
    },

    pendingOfLock: (lockId: number, nowMs: number) =>
      db
        .select()
        .from(r)
        .where(and(eq(r.lockId, lockId), undelivered(nowMs)))
        .orderBy(r.id),

    /** Locks near `gatewayId` with something to deliver, and their owners and MACs. */
    locksPendingBehind: (gatewayId: number, nowMs: number) =>
      db
        .selectDistinct({ lockId: locks.id, ownerId: locks.userId, lockMac: locks.lockMac })
        .from(r)
        .innerJoin(lockGateways, eq(lockGateways.lockId, r.lockId))
        .innerJoin(locks, eq(locks.id, r.lockId))
        .where(and(eq(lockGateways.gatewayId, gatewayId), isNull(locks.deletedAt), undelivered(nowMs))),

    /** Sent as `operationId` (updatedAt = when, so a retry waits for this attempt to end). */
    async attach(lockId: number, keyId: number, operationId: number, now: Date): Promise<void> {
      await db
        .update(r)
        .set({ operationId, updatedAt: now })
        .where(and(eq(r.lockId, lockId), eq(r.keyId, keyId)));
    },

    /** Locks with something undelivered untouched since `before` and an online gateway near them, with owner and MAC. */
    dueLocks: (nowMs: number, before: Date, limit: number) =>
      db
        .selectDistinct({ lockId: locks.id, ownerId: locks.userId, lockMac: locks.lockMac })
        .from(r)
        .innerJoin(locks, eq(locks.id, r.lockId))
        .innerJoin(lockGateways, eq(lockGateways.lockId, r.lockId))
        .innerJoin(gateways, eq(gateways.id, lockGateways.gatewayId))
        .where(
          and(due(nowMs, before), isNull(locks.deletedAt), eq(gateways.isOnline, true), isNull(gateways.deletedAt)),
        )
        .limit(limit),

    /**
     * Claims a lock's undelivered rows untouched since `before` for one resend (updatedAt = now): with several API
     * nodes only one of them gets each row.
     */
    claimDue: (lockId: number, nowMs: number, before: Date, now: Date) =>
      db
        .update(r)
        .set({ updatedAt: now })
        .where(and(eq(r.lockId, lockId), due(nowMs, before)))
        .returning(),

    /** The lock holds a cut-off of at least `issuedBefore`: delivered, unless a later revocation re-armed it. */
    async delivered(lockId: number, keyId: number, issuedBefore: number, now: Date): Promise<void> {
      await db
        .update(r)
        .set({ deliveredAt: now, lastErrorCode: null, updatedAt: now })
        .where(and(eq(r.lockId, lockId), eq(r.keyId, keyId), lte(r.issuedBefore, issuedBefore), isNull(r.deliveredAt)));
    },

    async failed(lockId: number, keyId: number, errorCode: number, now: Date): Promise<void> {
      await db
        .update(r)
        .set({ lastErrorCode: errorCode, attempts: sql`${r.attempts} + 1`, updatedAt: now })
        .where(and(eq(r.lockId, lockId), eq(r.keyId, keyId), isNull(r.deliveredAt)));
    },

    /**
     * What a key holder's phone should carry: the undelivered revocations of every lock the holder has a key to
     * (theirs or others'), with the lock's MAC and secret to seal them. Newest first, at most `limit`.
     */
    pendingForHolder: (userId: number, nowMs: number, limit: number) =>
      db
        .select({
          keyId: r.keyId,
          issuedBefore: r.issuedBefore,
          until: r.until,
          lockMac: locks.lockMac,
          lockSecret: locks.lockSecret,
        })
        .from(r)
        .innerJoin(locks, eq(locks.id, r.lockId))
        .where(
          and(
            undelivered(nowMs),
            isNull(locks.deletedAt),
            sql`exists (select 1 from ${ekeys} where ${ekeys.lockId} = ${r.lockId} and ${ekeys.userId} = ${userId} and ${ekeys.deletedAt} is null)`,
          ),
        )
        .orderBy(desc(r.updatedAt))
        .limit(limit),

    /** The live lock with this MAC (receipts name the lock by MAC), with its secret. */
    async lockByMac(lockMac: string): Promise<{ id: number; lockSecret: string } | undefined> {
      const [l] = await db
        .select({ id: locks.id, lockSecret: locks.lockSecret })
        .from(locks)
        .where(and(eq(locks.lockMac, lockMac), isNull(locks.deletedAt)))
        .limit(1);
      return l;
    },

    /** The live locks among `ids`, with their MACs and owners. */
    locks: (ids: number[]) =>
      ids.length
        ? db
            .select({ id: locks.id, lockMac: locks.lockMac, ownerId: locks.userId })
            .from(locks)
            .where(and(inArray(locks.id, ids), isNull(locks.deletedAt)))
        : Promise.resolve([]),
  };
}

export type EkeyRevocationsRepo = ReturnType<typeof createEkeyRevocationsRepo>;
