// A lock as the console shows it (spec §3 lock): list items and the detail, with the caller's role, state,
// battery and gateways with signal. Building blocks shared by the /lock/* endpoint schemas.
import { z } from 'zod';
import { jsonString, paging, positiveInt } from '../schemas/common';
import { pageSchema } from '../http/envelope';

export { ALL_GROUPS } from './groups';

export const lockIdParam = () => positiveInt();
/** A JSON array of 1–100 lock ids (spec §7: object values are sent as JSON strings). */
export const lockIdListParam = () =>
  jsonString(
    z
      .array(z.number({ message: 'validation.lock.lockIdList' }).int().positive(), {
        message: 'validation.lock.lockIdList',
      })
      .min(1, 'validation.lock.lockIdList')
      .max(100, 'validation.lock.lockIdList'),
  );

export const lockAliasParam = () =>
  z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.lockAlias.format')
    .max(50, 'validation.lockAlias.format');

/** Paging of lock lists: pageSize up to 1000 (the established platform's lock list limit). */
export const lockPaging = { ...paging, pageSize: positiveInt().max(1000, 'validation.tooBig').default(20) };
export const searchParam = () => z.string().trim().max(50, 'validation.tooLong').optional();

export const lockGatewaySchema = z.object({
  gatewayId: z.number().int(),
  gatewayName: z.string(),
  /** Online status: online 1, offline 0. */
  isOnline: z.number().int(),
  rssi: z.number().int(),
  /** Signal grade: unknown 0, weak 1, medium 2, strong 3. */
  signal: z.number().int(),
  updatedAt: z.number().int(),
});
export type LockGateway = z.infer<typeof lockGatewaySchema>;

/**
 * What the caller may do on the lock now, decided on the server by the role rules of
 * apps/server/src/modules/permissions/lock-role.ts; the console offers exactly this and keeps no copy of the rules.
 */
export const lockAbilitiesSchema = z.object({
  /** See the lock, its state and gateways. */
  view: z.boolean(),
  /** Read its unlock records. */
  records: z.boolean(),
  /** Remote unlock / lock (the lock's own remote unlock switch is judged at the call). */
  remote: z.boolean(),
  /** Rename, settings through the gateway, clock, passage mode, ekeys and passcodes. */
  manage: z.boolean(),
  /** What only the owner may do: group placement, transfer, export, authorizing admins. */
  own: z.boolean(),
});
export type LockAbilities = z.infer<typeof lockAbilitiesSchema>;

export const lockListItemSchema = z.object({
  lockId: z.number().int(),
  lockName: z.string(),
  lockAlias: z.string(),
  lockMac: z.string(),
  /** 0 = not grouped. */
  groupId: z.number().int(),
  groupName: z.string(),
  /** The caller's role: owner | authorizedAdmin | keyHolder. */
  userType: z.enum(['owner', 'authorizedAdmin', 'keyHolder']),
  /** Authorized administrator (or owner): 1, else 0. */
  keyRight: z.number().int(),
  /** Lock status: locked 0, unlocked 1, unknown 2. */
  lockStatus: z.number().int(),
  electricQuantity: z.number().int().nullable(),
  stateUpdatedAt: z.number().int().nullable(),
  /** The lock has a door sensor: 1, else 0 (issue 29). */
  doorSensor: z.number().int(),
  /** What the door sensor reads: open 1, closed 0, unknown null. */
  doorState: z.number().int().nullable(),
  /** A parking lock (raised and lowered; lockStatus locked 0 = raised, unlocked 1 = lowered): 1, else 0. */
  parkingLock: z.number().int(),
  /** What the device is: door lock 'door', parking lock 'parking', lift controller 'lift', power switch 'powerSwitch'. */
  lockKind: z.enum(['door', 'parking', 'lift', 'powerSwitch']),
  /** Remote unlock switch of the lock: on 1, off 2. */
  remoteUnlockSwitch: z.number().int(),
  /** The caller may operate it remotely now (role and switch): 1, else 0. */
  remoteEnable: z.number().int(),
  /** What the caller may do on the lock (a cycle key's daily window is judged in the detail only). */
  abilities: lockAbilitiesSchema,
  /** Some gateway hears the lock: 1, else 0. */
  hasGateway: z.number().int(),
  /** The best gateway (online first, then RSSI). */
  gatewayId: z.number().int().nullable(),
  gatewayName: z.string(),
  gatewayOnline: z.number().int(),
  rssi: z.number().int().nullable(),
  signal: z.number().int(),
  updatedAt: z.number().int(),
});
export type LockListItem = z.infer<typeof lockListItemSchema>;

export const lockPageSchema = pageSchema(lockListItemSchema);
export type LockPage = z.infer<typeof lockPageSchema>;

/** Request of the plain lock lists (remote operation, transfer). */
export const lockListRequestBase = z.object({ ...lockPaging, lockAlias: searchParam() });
