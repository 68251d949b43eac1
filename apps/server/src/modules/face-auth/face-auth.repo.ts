// Face verification's rows: the lock's switch and frequency (lock_settings), the kept face per (lock, person) and the
// verifications.
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { faceReferences, faceVerifications } from '../../db/schema/face-auth';
import { lockSettings } from '../../db/schema/lock-settings';

export function createFaceAuthRepo(db: Db) {
  return {
    async settings(lockId: number): Promise<{ faceAuth: number; frequency: 1 | 2 | 3 | 4 }> {
      const [row] = await db
        .select({ faceAuth: lockSettings.faceAuth, frequency: lockSettings.faceAuthFrequency })
        .from(lockSettings)
        .where(eq(lockSettings.lockId, lockId))
        .limit(1);
      return { faceAuth: row?.faceAuth ?? 2, frequency: (row?.frequency ?? 1) as 1 | 2 | 3 | 4 };
    },
    async setSettings(lockId: number, faceAuth: number, frequency: number) {
      const v = { faceAuth, faceAuthFrequency: frequency };
      await db
        .insert(lockSettings)
        .values({ lockId, ...v })
        .onConflictDoUpdate({ target: lockSettings.lockId, set: { ...v, updatedAt: new Date() } });
    },
    async reference(lockId: number, userId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ d: faceReferences.descriptor })
        .from(faceReferences)
        .where(and(eq(faceReferences.lockId, lockId), eq(faceReferences.userId, userId)))
        .limit(1);
      return row?.d;
    },
    /** Keeps the first face; false when another request kept one meanwhile (that one stands). */
    async keepReference(lockId: number, userId: number, descriptor: string): Promise<boolean> {
      const rows = await db
        .insert(faceReferences)
        .values({ lockId, userId, descriptor })
        .onConflictDoNothing()
        .returning({ lockId: faceReferences.lockId });
      return rows.length > 0;
    },
    async record(lockId: number, userId: number, similarity: number, passed: boolean, at: Date) {
      await db.insert(faceVerifications).values({ lockId, userId, similarity, passed, at });
    },
    async lastPassed(lockId: number, userId: number): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: faceVerifications.at })
        .from(faceVerifications)
        .where(
          and(
            eq(faceVerifications.lockId, lockId),
            eq(faceVerifications.userId, userId),
            eq(faceVerifications.passed, true),
          ),
        )
        .orderBy(desc(faceVerifications.at))
        .limit(1);
      return row?.at;
    },
    async failedSince(lockId: number, userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(faceVerifications)
        .where(
          and(
            eq(faceVerifications.lockId, lockId),
            eq(faceVerifications.userId, userId),
            eq(faceVerifications.passed, false),
            gte(faceVerifications.at, since),
          ),
        );
      return Number(row?.n ?? 0);
    },
    /** Forgets the person's face and verifications on the lock. */
    async reset(lockId: number, userId: number) {
      await db.transaction(async (tx) => {
        await tx
          .delete(faceReferences)
          .where(and(eq(faceReferences.lockId, lockId), eq(faceReferences.userId, userId)));
        await tx
          .delete(faceVerifications)
          .where(and(eq(faceVerifications.lockId, lockId), eq(faceVerifications.userId, userId)));
      });
    },
  };
}
export type FaceAuthRepo = ReturnType<typeof createFaceAuthRepo>;
