// The key fob endpoints' requests and answers (issue 16). /keyfob/scan waits for the lock's scan (a few seconds) and
// answers what it heard; /keyfob/add binds one through the gateway (adding → normal | add failed, SSE `credential`);
// rename is server only; changePeriod, delete, resync, clear go to the lock like a card's.
import { z } from 'zod';
import { paging } from '../schemas/common';
import { lockIdParam, searchParam } from '../lock/lock';
import { pageSchema } from '../http/envelope';
import { credentialNameParam, credentialPeriodFields } from '../credential/credential';
import { accessoryMacParam, accessoryNumberParam, keyfobIdParam, keyfobItemSchema } from './keyfob';

export const addKeyfobRequestSchema = z.object({
  lockId: lockIdParam(),
  keyfobNumber: accessoryNumberParam(),
  mac: accessoryMacParam(),
  keyfobName: credentialNameParam().optional(),
  /** As the scan reported them (the lock answers them when it hears the accessory). */
  battery: z.coerce.number().int().min(0).max(100).optional(),
  firmware: z.string().trim().max(32).optional(),
  ...credentialPeriodFields,
});
export const listKeyfobRequestSchema = z.object({ lockId: lockIdParam(), ...paging, searchStr: searchParam() });
export const listKeyfobResponseSchema = pageSchema(keyfobItemSchema);

const target = { lockId: lockIdParam(), keyfobId: keyfobIdParam() };
export const renameKeyfobRequestSchema = z.object({ ...target, keyfobName: credentialNameParam() });
export const changeKeyfobPeriodRequestSchema = z.object({ ...target, ...credentialPeriodFields });
export const keyfobTargetRequestSchema = z.object(target);
export const clearKeyfobRequestSchema = z.object({ lockId: lockIdParam() });
export const clearKeyfobResponseSchema = z.object({
  count: z.number().int(),
  operationId: z.number().int().nullable(),
  failureReason: z.string().nullable(),
});

export type AddKeyfobRequest = z.input<typeof addKeyfobRequestSchema>;
export type ListKeyfobQuery = z.input<typeof listKeyfobRequestSchema>;
export type KeyfobPage = z.infer<typeof listKeyfobResponseSchema>;
export type RenameKeyfobRequest = z.input<typeof renameKeyfobRequestSchema>;
export type ChangeKeyfobPeriodRequest = z.input<typeof changeKeyfobPeriodRequestSchema>;
export type KeyfobTarget = z.input<typeof keyfobTargetRequestSchema>;
