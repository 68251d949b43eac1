// SQL of the gateway sync of passcodes: custom-code counts and live digits for the custom rules, the per-lock issue
// count for the rate guard, and the conditional status moves of a push (pending → confirmed | failed). Every move
// names the status it expects, so a late or repeated report cannot move a row twice. No rules here.
import { and, count, eq, gte, inArray, isNull, or, gt, sql } from 'drizzle-orm';
import { PASSCODE_STATUS } from '@lockconsole/shared/passcode/passcode';
import type { Db } from '../../db/client';
import { passcodes, passcodeShares, type PasscodeSyncAction } from '../../db/schema/passcodes';
import type { PasscodeRow } from './passcodes.repo';

export type SyncFailure = {
  errorCode: number;
  reasonKey: string | null;
  reasonParams: Record<string, unknown> | null;
};

const live = (lockId: number) => and(eq(passcodes.lockId, lockId), isNull(passcodes.deletedAt));
/** The row still waits for this push: the condition of every ending, so each push ends once. */
const stillPending = (id: number, o: { action: PasscodeSyncAction; pendingStatus: string }) =>
  and(
    eq(passcodes.id, id),
    isNull(passcodes.deletedAt),
    eq(passcodes.syncAction, o.action),
    eq(passcodes.status, o.pendingStatus),
  );

export function createPasscodeSyncRepo(db: Db) {
  const one = async (rows: PasscodeRow[]) => rows[0];

  return {
    async get(id: number): Promise<PasscodeRow | undefined> {
      const [r] = await db.select().from(passcodes).where(eq(passcodes.id, id));
      return r;
    },

    /** Custom codes of the lock not deleted (pending and failed ones hold their place too). */
    async customCount(lockId: number, exceptId?: number): Promise<number> {
      const [r] = await db
        .select({ n: count() })
        .from(passcodes)
        .where(
          and(
            live(lockId),
            eq(passcodes.keyboardPwdType, 6),
            exceptId ? sql`${passcodes.id} <> ${exceptId}` : undefined,
          ),
        );
      return r?.n ?? 0;
    },

    /** Digits the lock holds or may hold: live codes not ended, with changes not yet confirmed. */
    async codesInUse(lockId: number, now: Date, exceptId?: number): Promise<Set<string>> {
      const rows = await db
        .select({ code: passcodes.keyboardPwd, pending: passcodes.pendingChange })
        .from(passcodes)
        .where(
          and(
            live(lockId),
            or(isNull(passcodes.endDate), gt(passcodes.endDate, now)),
            exceptId ? sql`${passcodes.id} <> ${exceptId}` : undefined,
          ),
        );
      return new Set(rows.flatMap((r) => (r.pending ? [r.code, r.pending.keyboardPwd] : [r.code])));
    },

    /** Passcodes issued for the lock since `since` (offline and custom, deleted ones included). */
    async issuedSince(lockId: number, since: Date): Promise<number> {
      const [r] = await db
        .select({ n: count() })
        .from(passcodes)
        .where(and(eq(passcodes.lockId, lockId), gte(passcodes.sendDate, since)));
      return r?.n ?? 0;
    },

    /** Sets the values of a row (name, a not-yet-confirmed add's digits and validity). */
    async update(id: number, set: Partial<PasscodeRow>): Promise<PasscodeRow | undefined> {
      return one(await db.update(passcodes).set(set).where(eq(passcodes.id, id)).returning());
    },

    /**
     * Starts a push: the row becomes pending for `action` (from one of the `from` statuses), with the failure count
     * reset for a new change (`resetFailures`) or kept (resync). Undefined when the row moved meanwhile.
     */
    async markPending(
      id: number,
      o: {
        from: string[];
        action: PasscodeSyncAction;
        status: string;
        now: Date;
        resetFailures: boolean;
        set?: Partial<PasscodeRow>;
      },
    ): Promise<PasscodeRow | undefined> {
      return one(
        await db
          .update(passcodes)
          .set({
            ...o.set,
            syncAction: o.action,
            status: o.status,
            syncOperationId: null,
            updatedAt: o.now,
            ...(o.resetFailures ? { syncFailures: 0 } : {}),
          })
          .where(and(eq(passcodes.id, id), isNull(passcodes.deletedAt), inArray(passcodes.status, o.from)))
          .returning(),
      );
    },

    /** The operation now carrying the push (no-op when the lock already answered). */
    async attachOperation(id: number, pendingStatus: string, operationId: number): Promise<PasscodeRow | undefined> {
      return one(
        await db
          .update(passcodes)
          .set({ syncOperationId: operationId })
          .where(and(eq(passcodes.id, id), eq(passcodes.status, pendingStatus), isNull(passcodes.syncOperationId)))
          .returning(),
      );
    },

    /** A pending push ended failed (before sending or on the lock's answer). */
    async markFailed(
      id: number,
      o: {
        action: PasscodeSyncAction;
        pendingStatus: string;
        failedStatus: string;
        now: Date;
        operationId: number | null;
      },
      f: SyncFailure,
    ): Promise<PasscodeRow | undefined> {
      return one(
        await db
          .update(passcodes)
          .set({
            status: o.failedStatus,
            syncOperationId: o.operationId,
            syncErrorCode: f.errorCode,
            syncReasonKey: f.reasonKey,
            syncReasonParams: f.reasonParams,
            syncFailures: sql`${passcodes.syncFailures} + 1`,
            updatedAt: o.now,
          })
          .where(stillPending(id, o))
          .returning(),
      );
    },

    /** The lock confirmed: the row takes `set` (normal with the new values, or deleted) and is in sync. */
    async markConfirmed(
      id: number,
      o: { action: PasscodeSyncAction; pendingStatus: string; now: Date; operationId: number },
      set: Partial<PasscodeRow>,
    ): Promise<PasscodeRow | undefined> {
      return one(
        await db
          .update(passcodes)
          .set({
            status: PASSCODE_STATUS.normal,
            ...set,
            syncAction: null,
            syncOperationId: o.operationId,
            syncErrorCode: null,
            syncReasonKey: null,
            syncReasonParams: null,
            syncFailures: 0,
            pendingChange: null,
            updatedAt: o.now,
          })
          .where(stillPending(id, o))
          .returning(),
      );
    },

    /** Deletes a row the lock never held (an add that was never sent), or an ended offline code. */
    async deleteNow(id: number, now: Date): Promise<PasscodeRow | undefined> {
      return one(
        await db
          .update(passcodes)
          .set({
            deletedAt: now,
            updatedAt: now,
            status: PASSCODE_STATUS.deleted,
            syncAction: null,
            pendingChange: null,
            revokePending: false,
          })
          .where(and(eq(passcodes.id, id), isNull(passcodes.deletedAt)))
          .returning(),
      );
    },

    async sharesSince(userId: number, since: Date): Promise<number> {
      const [r] = await db
        .select({ n: count() })
        .from(passcodeShares)
        .where(and(eq(passcodeShares.userId, userId), gte(passcodeShares.createdAt, since)));
      return r?.n ?? 0;
    },

    async recordShare(row: typeof passcodeShares.$inferInsert): Promise<number> {
      const [r] = await db.insert(passcodeShares).values(row).returning({ id: passcodeShares.id });
      return r!.id;
    },

    async deleteShare(id: number) {
      await db.delete(passcodeShares).where(eq(passcodeShares.id, id));
    },
  };
}

export type PasscodeSyncRepo = ReturnType<typeof createPasscodeSyncRepo>;
