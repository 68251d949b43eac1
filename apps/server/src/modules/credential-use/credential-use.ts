// What unlock records tell the server about credentials it cannot otherwise see being used (the lock judges them
// offline): a once ekey opened the lock over Bluetooth → invalid; a once or clear passcode was used → invalid; a
// clear code used → every offline code starting before it is void on the lock (lockcore's clear watermark) →
// invalid. Reads records, writes only statuses; a failure is logged by the events and never loses records.
import { and, eq, inArray, isNull, lt, ne } from 'drizzle-orm';
import { RECORD_TYPE } from '@lockconsole/lockcore/records';
import { KEYBOARD_PWD_TYPE, PASSCODE_STATUS } from '@lockconsole/shared/passcode/passcode';
import type { Db } from '../../db/client';
import { ekeys } from '../../db/schema/devices';
import { passcodes } from '../../db/schema/passcodes';
import type { DomainEvents } from '../../events/domain-events';
import type { StoredRecord as LockRecordRow } from '../../events/event-map';
import type { EventBus } from '../../realtime/event-bus';

/** Ekey validity "once" (spec §3). */
const ONCE_KEY = 3;
/** Offline types a clear code voids (custom codes live on the lock and are not cleared). */
const OFFLINE_TYPES = [
  KEYBOARD_PWD_TYPE.once,
  KEYBOARD_PWD_TYPE.permanent,
  KEYBOARD_PWD_TYPE.limited,
  KEYBOARD_PWD_TYPE.clear,
  KEYBOARD_PWD_TYPE.cycle,
];

/** Hears `records.stored` and turns the credentials the records used invalid. */
export function followCredentialUse(d: { db: Db; bus: EventBus; events: DomainEvents }): void {
  async function onceKeys(lockId: number, records: LockRecordRow[]) {
    const used = records.filter((r) => r.recordType === RECORD_TYPE.app && r.success && r.keyId !== null);
    for (const r of used) {
      await d.db
        .update(ekeys)
        .set({ usedAt: r.lockDate })
        .where(
          and(eq(ekeys.id, r.keyId!), eq(ekeys.lockId, lockId), eq(ekeys.validityType, ONCE_KEY), isNull(ekeys.usedAt)),
        );
    }
    return used.length > 0;
  }

  /**
   * The live once and clear codes of these digits on the lock, read in one statement for a whole batch (a gateway
   * uploads up to 100 records at once: one statement per record was the ingest's largest cost).
   */
  async function candidatesOf(lockId: number, digits: string[]) {
    return d.db
      .select()
      .from(passcodes)
      .where(
        and(
          eq(passcodes.lockId, lockId),
          inArray(passcodes.keyboardPwd, digits),
          inArray(passcodes.keyboardPwdType, [KEYBOARD_PWD_TYPE.once, KEYBOARD_PWD_TYPE.clear]),
          eq(passcodes.status, PASSCODE_STATUS.normal),
          isNull(passcodes.deletedAt),
        ),
      )
      .orderBy(passcodes.id);
  }

  async function passcodeUses(lock: { id: number; userId: number }, records: LockRecordRow[]) {
    const changed: number[] = [];
    const uses = records
      .filter((r) => r.recordType === RECORD_TYPE.passcode && r.success && r.keyboardPwd)
      .sort((a, b) => a.seq - b.seq);
    if (uses.length === 0) return;
    // Still live, by id: a code used (or voided by a clear code) earlier in the batch is no longer a candidate.
    const live = new Map(
      (await candidatesOf(lock.id, [...new Set(uses.map((r) => r.keyboardPwd))])).map((c) => [c.id, c]),
    );
    for (const r of uses) {
      // The code a successful keypad record used: same digits, valid at the record's lock time.
      const row = [...live.values()].find(
        (c) =>
          c.keyboardPwd === r.keyboardPwd &&
          c.startDate <= r.lockDate &&
          (c.endDate === null || c.endDate > r.lockDate),
      );
      if (!row) continue;
      live.delete(row.id);
      const now = new Date();
      await d.db
        .update(passcodes)
        .set({ status: PASSCODE_STATUS.invalid, updatedAt: now })
        .where(eq(passcodes.id, row.id));
      changed.push(row.id);
      if (row.keyboardPwdType !== KEYBOARD_PWD_TYPE.clear) continue;
      const voided = await d.db
        .update(passcodes)
        .set({ status: PASSCODE_STATUS.invalid, updatedAt: now })
        .where(
          and(
            eq(passcodes.lockId, lock.id),
            inArray(passcodes.keyboardPwdType, OFFLINE_TYPES),
            eq(passcodes.status, PASSCODE_STATUS.normal),
            isNull(passcodes.deletedAt),
            lt(passcodes.startDate, row.startDate),
            ne(passcodes.id, row.id),
          ),
        )
        .returning({ id: passcodes.id });
      for (const v of voided) live.delete(v.id);
      changed.push(...voided.map((v) => v.id));
    }
    for (const id of changed) {
      await d.bus.publish({
        userId: lock.userId,
        type: 'passcode',
        data: { lockId: lock.id, keyboardPwdId: id, keyboardPwdStatus: PASSCODE_STATUS.invalid },
      });
    }
  }

  d.events.on('records.stored', async ({ lock, records }) => {
    await onceKeys(lock.id, records);
    await passcodeUses(lock, records);
  });
}
