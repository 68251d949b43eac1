// Passcodes as the console shows them (spec §3): status codes, versions, v4 types and cycle kinds, the list item,
// and the request building blocks shared by the /keyboardPwd/* and /lock/listKeyboardPwd schemas.
import { z } from 'zod';
import { positiveInt, timeParam } from '../schemas/common';

/** Passcode status string codes (spec §3). */
export const PASSCODE_STATUS = {
  normal: '110501',
  reset: '110502',
  deleted: '110503',
  invalid: '110504',
  willBeValid: '110505',
  adding: '110506',
  addFailed: '110507',
  updating: '110508',
  updateFailed: '110509',
  deleting: '110510',
  deleteFailed: '110511',
  tenantAdding: '110512',
  tenantUpdating: '110513',
} as const;
export type PasscodeStatus = (typeof PASSCODE_STATUS)[keyof typeof PASSCODE_STATUS];

/**
 * Passcode versions of a lock (spec §3): not allowed 0, "v2 s1" 2, "v2 s2" 3, "v3" 4. Version 4 takes the v4 type
 * set (once 1 … cycle 5), 3 the v3 set, 2 the v2 set; 0 cannot get codes (spec §8 old-app message).
 */
export const PASSCODE_VERSION = { notAllowed: 0, v2: 2, v3: 3, v4: 4 } as const;

/** v4 types (spec §3). */
export const KEYBOARD_PWD_TYPE = { once: 1, permanent: 2, limited: 3, clear: 4, cycle: 5, custom: 6 } as const;

export const passcodeNameParam = () =>
  z.string({ message: 'validation.required' }).trim().max(50, 'validation.passcode.name');

export const keyboardPwdIdParam = () => positiveInt();

/** Millisecond instant of a passcode period (0 or absent = not given). */
export const periodDateParam = () => timeParam().optional();

/**
 * A custom code as typed: 4–9 digits (leading zeros kept). The site minimum (passcodeMinLength, spec §5) is
 * checked by the server with −3006 "Please enter %d-9 digits"; forms can check it with customPasscodeProblems.
 */
export const customPasscodeParam = () =>
  z
    .string({ message: 'validation.required' })
    .trim()
    .regex(/^[0-9]{4,9}$/, 'validation.passcode.digits');

/** Consecutive failed pushes after which resync stops (the row keeps its failed status and cause). */
export const PASSCODE_MAX_SYNC_FAILURES = 5;

export const passcodeItemSchema = z.object({
  keyboardPwdId: z.number().int(),
  lockId: z.number().int(),
  keyboardPwd: z.string(),
  keyboardPwdName: z.string(),
  /** v4 type: once 1, permanent 2, limited 3, clear 4, cycle 5, custom 6 (pushed through the gateway). */
  keyboardPwdType: z.number().int(),
  /** The lock's passcode version when the code was issued. */
  keyboardPwdVersion: z.number().int(),
  /** Cycle kind 5–14 (cycle codes), else null; with the daily window in local whole hours. */
  cycleKind: z.number().int().nullable(),
  cycleStartHour: z.number().int().nullable(),
  cycleEndHour: z.number().int().nullable(),
  /** Rounded validity (ms); endDate 0 = no end. Once/clear: the last moment the code can be entered. */
  startDate: z.number().int(),
  endDate: z.number().int(),
  /** A code not used by then never works (ms). */
  firstUseBy: z.number().int(),
  /** Legacy validity value: permanent 254, once 0, else null (spec §3/§9). */
  keyboardPwdValue: z.number().int().nullable(),
  /**
   * Status string code (spec §3): normal, will be valid (not started), invalid (ended); custom codes also adding,
   * add failed, updating, update failed, deleting, delete failed; a deleted offline code still valid: deleting
   * until the lock confirms the revocation, delete failed if it could not be told.
   */
  keyboardPwdStatus: z.string(),
  senderUid: z.number().int().nullable(),
  senderUsername: z.string(),
  sendDate: z.number().int(),
  /**
   * Gateway sync (custom codes: add/change/delete; offline codes: revocation on delete). The device operation
   * now running or last run for this code (follow it on /api/events: `operation` and `passcode` events), null
   * when none.
   */
  operationId: z.number().int().nullable(),
  /** Cause of the last failed push while the status is add/update/delete failed: error code and message. */
  failureCode: z.number().int().nullable(),
  failureReason: z.string().nullable(),
  /** Consecutive failed pushes of the current change; at PASSCODE_MAX_SYNC_FAILURES resync stops. */
  syncFailures: z.number().int(),
  /** True while a failed add/update/delete may be pushed again with /keyboardPwd/resync. */
  canResync: z.boolean(),
});
export type PasscodeItem = z.infer<typeof passcodeItemSchema>;
