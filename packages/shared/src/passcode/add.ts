// POST /keyboardPwd/add — a custom passcode (v4 type 6) the owner types, pushed to the lock through its best online
// gateway. Answers at once with the row: adding (110506) while the gateway works, add failed (110507) with the cause
// when it could not be sent; it turns normal (110501) or add failed when the lock answers (SSE `passcode` event).
// Refused before anything is sent: bad length for the site (−3006), too simple (−2032), a live code of the lock
// (−3007), 250 custom codes (−3009), passcode version 0 (10801), more than 10 issues a minute on the lock (10802).
import { z } from 'zod';
import { lockIdParam } from '../lock/lock';
import { customPasscodeParam, passcodeItemSchema, passcodeNameParam, periodDateParam } from './passcode';

export const addKeyboardPwdRequestSchema = z.object({
  lockId: lockIdParam(),
  keyboardPwd: customPasscodeParam(),
  keyboardPwdName: passcodeNameParam().optional(),
  /** ms; absent or 0 = now. */
  startDate: periodDateParam(),
  /** ms; absent or 0 = permanent (no end). */
  endDate: periodDateParam(),
});
export type AddKeyboardPwdRequest = z.input<typeof addKeyboardPwdRequestSchema>;

export const addKeyboardPwdResponseSchema = passcodeItemSchema;
