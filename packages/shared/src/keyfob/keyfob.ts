// Key fobs and wireless keypads (issue 16): accessories a lock pairs with over its own radio. Pairing goes through
// the lock's gateway: the lock scans for accessories in pairing mode (POST /keyfob/scan, /wirelessKeypad/scan),
// then the chosen one is bound (POST /keyfob/add, /wirelessKeypad/add: stored by the lock, which writes its data to
// the accessory). A fob is a credential like a card (name, validity, cycle, resync, records of type 55); a keypad is
// permanent and sends what is typed on it to the lock like its built-in keypad.
import { z } from 'zod';
import { lockIdParam } from '../lock/lock';
import { credentialIdParam, credentialItemSchema } from '../credential/credential';

/** An accessory's id as it announces itself: a maker prefix and hex digits, "RC_a8179f" (fob), "KP_00e1f2" (keypad). */
export const accessoryNumberParam = () =>
  z
    .string({ message: 'validation.required' })
    .trim()
    .regex(/^[A-Z]{2,4}_[0-9a-f]{4,12}$/, 'validation.keyfob.number');
export const accessoryMacParam = () =>
  z
    .string({ message: 'validation.required' })
    .trim()
    .toUpperCase()
    .regex(/^[0-9A-F]{2}(:[0-9A-F]{2}){5}$/, 'validation.keyfob.mac');

export const keyfobIdParam = credentialIdParam;

/** What a lock's scan heard (POST /keyfob/scan, /wirelessKeypad/scan). */
export const scannedAccessoryItemSchema = z.object({
  number: z.string(),
  mac: z.string(),
  battery: z.number().int(),
  firmware: z.string(),
  rssi: z.number().int(),
  /** Already paired with this lock. */
  paired: z.boolean(),
});
export const scanAccessoryRequestSchema = z.object({ lockId: lockIdParam() });
export const scanAccessoryResponseSchema = z.object({ found: z.array(scannedAccessoryItemSchema) });
export type ScannedAccessoryItem = z.infer<typeof scannedAccessoryItemSchema>;

/** The accessory's device facts as paired (and as its presses report the battery since). */
const accessoryFacts = {
  mac: z.string(),
  /** Percent; null when never reported. */
  battery: z.number().int().nullable(),
  firmware: z.string(),
};

export const keyfobItemSchema = credentialItemSchema.extend({
  keyfobId: z.number().int(),
  keyfobNumber: z.string(),
  keyfobName: z.string(),
  /** normal 1, cycle 4 (spec §3). */
  keyfobType: z.number().int(),
  ...accessoryFacts,
});
export type KeyfobItem = z.infer<typeof keyfobItemSchema>;

export const keypadItemSchema = credentialItemSchema.extend({
  keypadId: z.number().int(),
  keypadNumber: z.string(),
  keypadName: z.string(),
  ...accessoryFacts,
});
export type KeypadItem = z.infer<typeof keypadItemSchema>;
