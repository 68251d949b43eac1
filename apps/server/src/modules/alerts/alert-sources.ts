// What becomes an alert (issue 29), from the domain events of the device hub: records of a tamper alarm (44), a door
// opened without a credential (illegal unlock 29), a keypad locked by wrong codes (system locked 48) and a parking
// barrier moved without permission (2), each identified by its lock and sequence number; and a battery that fell
// below LOW_BATTERY_PERCENT, once per crossing (identified by the lock and the moment of the report).
import { LOW_BATTERY_PERCENT } from '@lockconsole/lockcore/limits';
import { RECORD_TYPE } from '@lockconsole/lockcore/records';
import type { AlertKind } from '@lockconsole/shared/alert/alert';
import type { DomainEvents } from '../../events/domain-events';
import type { LocksRepo } from '../locks/locks.repo';
import type { AlertsService } from './alerts.service';

const KIND_OF_RECORD = new Map<number, AlertKind>([
  [RECORD_TYPE.alert, 'tamper'],
  [RECORD_TYPE.illegalUnlock, 'forcedDoor'],
  [RECORD_TYPE.systemLock, 'keypadLocked'],
  [RECORD_TYPE.illegalCarLock, 'carLockForced'],
]);

export function followAlertSources(d: { events: DomainEvents; alerts: AlertsService; locks: LocksRepo }) {
  d.events.on('records.stored', async ({ lock, records }) => {
    const raising = records.filter((r) => KIND_OF_RECORD.has(r.recordType));
    if (!raising.length) return;
    const row = await d.locks.find(lock.id);
    if (!row) return;
    for (const r of raising) {
      await d.alerts.raise({
        kind: KIND_OF_RECORD.get(r.recordType)!,
        lock: { id: lock.id, userId: lock.userId, lockAlias: row.lockAlias },
        dedupe: `record:${lock.id}:${r.seq}`,
        occurredAt: r.lockDate,
      });
    }
  });

  d.events.on('lock.stateReported', async ({ lock, battery, previousBattery, at }) => {
    const crossed =
      battery < LOW_BATTERY_PERCENT && (previousBattery === null || previousBattery >= LOW_BATTERY_PERCENT);
    if (!crossed) return;
    const row = await d.locks.find(lock.id);
    if (!row) return;
    await d.alerts.raise({
      kind: 'lowBattery',
      lock: { id: lock.id, userId: lock.userId, lockAlias: row.lockAlias },
      dedupe: `lowBattery:${lock.id}:${at}`,
      occurredAt: new Date(at),
      params: { battery },
    });
  });
}
