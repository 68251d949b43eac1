// Test builders for lock, group and gateway tests: rows a test needs as preconditions (signed-in users,
// gateways, initialized locks with the owner's admin key, ekeys of other people), built directly in the
// database, not through the endpoints under test. Tests only.
import crypto from 'node:crypto';
import type { Db } from '../../db/client';
import { ekeys, gateways, lockGateways, locks } from '../../db/schema/devices';

let seq = 0;
const hex = (n: number) => n.toString(16).padStart(2, '0').toUpperCase();
/** A MAC unique within the test process. */
export const newMac = (prefix = 'C0') => {
  const n = ++seq + (process.pid % 997) * 4096;
  return `${prefix}:${hex((n >> 24) & 255)}:${hex((n >> 16) & 255)}:${hex((n >> 8) & 255)}:${hex(n & 255)}:${hex(crypto.randomInt(256))}`;
};

export async function makeGateway(db: Db, userId: number, o: { name?: string; online?: boolean } = {}) {
  const [g] = await db
    .insert(gateways)
    .values({
      userId,
      gatewayName: o.name ?? `Gateway ${++seq}`,
      gatewayMac: newMac('AA'),
      gatewayVersion: 2,
      networkName: 'home-wifi',
      mqttPasswordHash: 'x',
      signKey: 'k',
      isOnline: o.online ?? true,
      lastSeenAt: new Date(),
    })
    .returning();
  return g!;
}

export async function makeLock(
  db: Db,
  userId: number,
  o: { alias?: string; gatewayId?: number; rssi?: number; groupId?: number | null; remoteUnlockSwitch?: number } = {},
) {
  const alias = o.alias ?? `Lock ${++seq}`;
  const [lock] = await db
    .insert(locks)
    .values({
      userId,
      lockName: `S31_${seq}`,
      lockAlias: alias,
      lockMac: newMac(),
      lockSecret: 'secret',
      electricQuantity: 88,
      lockStatus: 0,
      groupId: o.groupId ?? null,
      remoteUnlockSwitch: o.remoteUnlockSwitch ?? 1,
    })
    .returning();
  await db.insert(ekeys).values({ lockId: lock!.id, userId, keyName: alias, isOwner: true, keyRight: 1 });
  if (o.gatewayId)
    await db.insert(lockGateways).values({ lockId: lock!.id, gatewayId: o.gatewayId, rssi: o.rssi ?? -60 });
  return lock!;
}

/** An ekey for someone else: keyRight 1 = authorized admin, else a key holder. */
export async function giveKey(
  db: Db,
  lockId: number,
  userId: number,
  o: { keyRight?: number; remoteEnable?: number } = {},
) {
  const [k] = await db
    .insert(ekeys)
    .values({ lockId, userId, keyName: 'key', keyRight: o.keyRight ?? 0, remoteEnable: o.remoteEnable ?? 1 })
    .returning();
  return k!;
}
