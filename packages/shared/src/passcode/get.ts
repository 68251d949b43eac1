// POST /keyboardPwd/get — issue an offline passcode derived from the lock secret (no contact with the lock).
// keyboardPwdType is read in the lock's type set (v4: once 1, permanent 2, limited 3, clear 4, cycle 5; older
// versions map, minute codes are refused). The time rules needing "now" and the lock's zone are in time-rules.ts.
import { z } from 'zod';
import { int } from '../schemas/common';
import { lockIdParam } from '../lock/lock';
import { passcodeItemSchema, passcodeNameParam, periodDateParam } from './passcode';

const hour = (max: number) =>
  int().min(0, 'validation.passcode.cycleWindow').max(max, 'validation.passcode.cycleWindow');

export const getKeyboardPwdRequestSchema = z.object({
  lockId: lockIdParam(),
  keyboardPwdType: int().min(1, 'validation.passcode.type').max(14, 'validation.passcode.type'),
  keyboardPwdName: passcodeNameParam().optional(),
  /** ms; absent = now. */
  startDate: periodDateParam(),
  /** ms; limited codes need it; cycle codes: absent or 0 = until cleared; ignored by the others. */
  endDate: periodDateParam(),
  /** Cycle codes: kind 5–14 and the daily window in the lock's local whole hours (0 ≤ start < end ≤ 24). */
  cycleKind: int().min(5, 'validation.passcode.cycleKind').max(14, 'validation.passcode.cycleKind').optional(),
  cycleStartHour: hour(23).optional(),
  cycleEndHour: hour(24).optional(),
  /** Digits; absent = the shortest the type and the site allow. */
  keyboardPwdLength: int().optional(),
});
export type GetKeyboardPwdRequest = z.input<typeof getKeyboardPwdRequestSchema>;

export const getKeyboardPwdResponseSchema = passcodeItemSchema;
