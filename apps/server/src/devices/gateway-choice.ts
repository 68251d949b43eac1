// The one rule for which gateway carries a command to a lock, and why none can: no gateway reaches the lock, none
// of them is online, or this node has no broker connection. Gateways come online first, then best signal.
import type { LockRefusal } from './device-port';

export function chooseGateway(
  gateways: readonly { gatewayId: number; isOnline: boolean }[],
  connected: boolean,
): { gatewayId: number } | { refusal: LockRefusal } {
  if (!gateways.length) return { refusal: 'noGatewayNearLock' };
  const best = gateways.find((g) => g.isOnline);
  if (!best) return { refusal: 'gatewayOffline' };
  if (!connected) return { refusal: 'deviceServiceUnavailable' };
  return { gatewayId: best.gatewayId };
}
