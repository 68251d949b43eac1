// A gateway as the console lists it (spec §3 gateway: name, Wi-Fi name, online state, nearby locks).
import { z } from 'zod';

export const gatewaySchema = z.object({
  gatewayId: z.number().int(),
  gatewayName: z.string(),
  gatewayMac: z.string(),
  /** Plug version 1–4 (G1…G4). */
  gatewayVersion: z.number().int(),
  networkName: z.string(),
  firmware: z.string(),
  /** Online status: online 1, offline 0. */
  isOnline: z.number().int(),
  lockNum: z.number().int(),
  lastSeenAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type Gateway = z.infer<typeof gatewaySchema>;

/** A lock a gateway hears, with its signal. */
export const gatewayLockSchema = z.object({
  lockId: z.number().int().nullable(),
  lockMac: z.string(),
  lockName: z.string(),
  rssi: z.number().int(),
  /** Signal grade: unknown 0, weak 1, medium 2, strong 3. */
  signal: z.number().int(),
  initialized: z.boolean(),
  updatedAt: z.number().int(),
});
export type GatewayLock = z.infer<typeof gatewayLockSchema>;
