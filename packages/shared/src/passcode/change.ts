// POST /keyboardPwd/change — change a custom code's digits and/or validity through the gateway (updating 110508 →
// normal, or update failed 110509 with the cause; the lock keeps the old code until it confirms the new one), and/or
// its name (server only, at once). Offline codes can only be renamed: their digits and validity are derived from
// the lock secret (−3 on the other fields). Same refusals as /keyboardPwd/add for the new digits.
import { z } from 'zod';
import { lockIdParam } from '../lock/lock';
import {
  customPasscodeParam,
  keyboardPwdIdParam,
  passcodeItemSchema,
  passcodeNameParam,
  periodDateParam,
} from './passcode';

export const changeKeyboardPwdRequestSchema = z.object({
  lockId: lockIdParam(),
  keyboardPwdId: keyboardPwdIdParam(),
  /** New digits; absent = keep. */
  newKeyboardPwd: customPasscodeParam().optional(),
  keyboardPwdName: passcodeNameParam().optional(),
  /** ms; absent = keep; 0 = now. */
  startDate: periodDateParam(),
  /** ms; absent = keep; 0 = permanent. */
  endDate: periodDateParam(),
});
export type ChangeKeyboardPwdRequest = z.input<typeof changeKeyboardPwdRequestSchema>;

export const changeKeyboardPwdResponseSchema = passcodeItemSchema;
