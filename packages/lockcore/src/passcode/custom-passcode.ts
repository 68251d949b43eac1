// Rules for custom passcodes (type 6), which the owner types and the gateway pushes to the lock: length from the
// site minimum to 9 digits, too-simple codes refused, no duplicate of a live code on the same lock, 250 per lock.
// Returns every problem as a typed code with the platform's error number; the caller owns the store. Pure.
import { MAX_CUSTOM_PASSCODES } from '../limits';
import { OFFLINE_MAX_LENGTH } from './passcode-types';

export const CUSTOM_PASSCODE_ERROR = { badLength: -3006, tooSimple: -2032, duplicate: -3007, full: -3009 } as const;
export type CustomPasscodeProblem = keyof typeof CUSTOM_PASSCODE_ERROR;

/** Same digit throughout, a run stepping ±1 (wrapping 9→0), or a block of ≤ 4 digits repeated (121212, 12341234). */
export function isTooSimple(code: string): boolean {
  const d = [...code].map(Number);
  const steps = new Set(d.slice(1).map((x, i) => (x - d[i]! + 10) % 10));
  if (steps.size === 1 && [0, 1, 9].includes([...steps][0]!)) return true;
  for (let p = 2; p <= Math.min(4, Math.floor(code.length / 2)); p++) {
    if ([...code].every((c, i) => c === code[i % p])) return true;
  }
  return false;
}

export type CustomPasscodeContext = {
  /** effectivePasscodeMinLength of the site (default 6). */
  minLength: number;
  /** Codes currently live on the lock (custom and offline), excluding the one being changed. */
  existing: Iterable<string>;
  /** Custom codes already on the lock, excluding the one being changed. */
  customCount: number;
};

export function customPasscodeProblems(code: string, ctx: CustomPasscodeContext): CustomPasscodeProblem[] {
  const min = Math.min(Math.max(Math.trunc(ctx.minLength), 4), OFFLINE_MAX_LENGTH);
  if (!new RegExp(`^[0-9]{${min},${OFFLINE_MAX_LENGTH}}$`).test(code)) return ['badLength'];
  const out: CustomPasscodeProblem[] = [];
  if (isTooSimple(code)) out.push('tooSimple');
  for (const e of ctx.existing) {
    if (e === code) {
      out.push('duplicate');
      break;
    }
  }
  if (ctx.customCount >= MAX_CUSTOM_PASSCODES) out.push('full');
  return out;
}
