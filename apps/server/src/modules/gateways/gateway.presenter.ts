// Maps gateway rows to the API shapes of packages/shared/src/gateway.
import { signalGrade } from '@lockconsole/shared/devices/enums';
import type { Gateway, GatewayLock } from '@lockconsole/shared/gateway/gateway';
import type { GatewayRow } from './gateways.repo';
import type { gatewayNearbyLocks } from '../../db/schema/devices';

export const presentGateway = (g: GatewayRow, lockNum: number): Gateway => ({
  gatewayId: g.id,
  gatewayName: g.gatewayName,
  gatewayMac: g.gatewayMac,
  gatewayVersion: g.gatewayVersion,
  networkName: g.networkName,
  firmware: g.firmware,
  isOnline: g.isOnline ? 1 : 0,
  lockNum,
  lastSeenAt: g.lastSeenAt ? g.lastSeenAt.getTime() : null,
  createdAt: g.createdAt.getTime(),
});

export const presentNearby = (
  n: typeof gatewayNearbyLocks.$inferSelect,
  lock?: { lockId: number | null; lockAlias: string | null },
): GatewayLock => ({
  lockId: lock?.lockId ?? null,
  lockMac: n.lockMac,
  lockName: lock?.lockAlias || n.lockName,
  rssi: n.rssi,
  signal: signalGrade(n.rssi),
  initialized: n.initialized,
  updatedAt: n.updatedAt.getTime(),
});
