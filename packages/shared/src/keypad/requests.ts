// Wireless keypads (issue 16): POST /wirelessKeypad/scan (the lock listens for keypads in pairing mode), /add (bound
// through the gateway, permanent), GET /list, POST /delete, /rename. A code typed on a paired keypad reaches the
// lock like its own keypad (passcode records, type 4).
import { z } from 'zod';
import { paging } from '../schemas/common';
import { lockIdParam } from '../lock/lock';
import { pageSchema } from '../http/envelope';
import { credentialIdParam, credentialNameParam } from '../credential/credential';
import { accessoryMacParam, accessoryNumberParam, keypadItemSchema } from '../keyfob/keyfob';

export const addKeypadRequestSchema = z.object({
  lockId: lockIdParam(),
  keypadNumber: accessoryNumberParam(),
  mac: accessoryMacParam(),
  keypadName: credentialNameParam().optional(),
  /** As the scan reported them (the lock answers them when it hears the accessory). */
  battery: z.coerce.number().int().min(0).max(100).optional(),
  firmware: z.string().trim().max(32).optional(),
});
export const listKeypadRequestSchema = z.object({ lockId: lockIdParam(), ...paging });
export const listKeypadResponseSchema = pageSchema(keypadItemSchema);
const target = { lockId: lockIdParam(), keypadId: credentialIdParam() };
export const renameKeypadRequestSchema = z.object({ ...target, keypadName: credentialNameParam() });
export const keypadTargetRequestSchema = z.object(target);

export type AddKeypadRequest = z.input<typeof addKeypadRequestSchema>;
export type KeypadPage = z.infer<typeof listKeypadResponseSchema>;
export type KeypadTarget = z.input<typeof keypadTargetRequestSchema>;
