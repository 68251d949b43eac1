// Key fobs and wireless keypads (issue 16): accessories a lock pairs with over its own radio, stored by the lock
// like cards (the credential engine's kinds 'keyfob' and 'keypad'). Here what both share: the lock's scan for
// accessories in pairing mode (`accessory.scan` through the gateway; waits for the lock), the item's device facts,
// and the battery a fob's presses report (records carry it; the row keeps the latest and the list follows live).
import { accessoryScanResultSchema, type AccessoryKind } from '@lockconsole/shared/devices/credential-messages';
import type { DevicePort } from '../../devices/device-port';
import type { DomainEvents } from '../../events/domain-events';
import type { LockContext } from '../../http/context';
import { fail } from '../../http/errors';
import type { CredentialSync } from '../credentials/credential-sync';
import type { CredentialRow, CredentialsRepo } from '../credentials/credentials.repo';

/** How long the lock listens (seconds); the call waits for it through the gateway. */
export const SCAN_SECONDS = 5;

export function createAccessoryScan(d: { devices: DevicePort }) {
  return async function scan(ctx: LockContext, kind: AccessoryKind) {
    const answer = await d.devices.runOnLock(
      {
        userId: ctx.session.userId,
        lockId: ctx.lock.lockId,
        lockMac: ctx.lock.lock.lockMac,
        command: 'accessory.scan',
        args: { kind, seconds: SCAN_SECONDS },
      },
      ctx.t,
    );
    const parsed = accessoryScanResultSchema.safeParse(answer.result);
    if (!parsed.success) throw fail('operationFailed');
    if (parsed.data.found.length === 0) throw fail('accessoryNotFound');
    // The nearest first: the one whose button is held against the lock.
    return { found: [...parsed.data.found].sort((a, b) => b.rssi - a.rssi) };
  };
}

export const deviceFactsOf = (row: CredentialRow) => ({
  mac: row.deviceMac ?? '',
  battery: row.deviceBattery,
  firmware: row.deviceFirmware ?? '',
});

/** A fob's press reported its battery: the row keeps it and open consoles refresh the fob. */
export function listenForAccessoryBattery(d: { events: DomainEvents; repo: CredentialsRepo; sync: CredentialSync }) {
  d.events.on('accessory.reported', async ({ lock, kind, number, battery }) => {
    const row = await d.repo.byNumber(lock.id, kind, number);
    if (!row || row.deviceBattery === battery) return;
    const updated = await d.repo.update(row.id, { deviceBattery: battery });
    if (updated) await d.sync.announce(lock.userId, [updated]);
  });
}
