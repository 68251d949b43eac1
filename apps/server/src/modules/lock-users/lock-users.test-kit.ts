// Test builders for lock user and authorized admin tests: ekeys of any kind (status, period, send time, sender)
// inserted directly, not through the endpoints under test. Tests only.
import type { Db } from '../../db/client';
import { ekeys } from '../../db/schema/devices';

export type KeyOptions = Partial<
  Pick<
    typeof ekeys.$inferInsert,
    'keyRight' | 'remoteEnable' | 'keyStatus' | 'startDate' | 'endDate' | 'validityType' | 'createdAt' | 'senderUserId'
  >
>;

/** An ekey of `userId` on `lockId` (a plain permanent key unless told otherwise). */
export async function addKey(db: Db, lockId: number, userId: number, o: KeyOptions = {}) {
  const limited = o.endDate !== undefined && o.validityType === undefined ? { validityType: 2 } : {};
  const [k] = await db
    .insert(ekeys)
    .values({ lockId, userId, keyName: `key ${lockId}/${userId}`, keyRight: 0, ...limited, ...o })
    .returning();
  return k!;
}
