// Building blocks for endpoint schemas. Messages are i18n keys (namespace.path); the server and the
// web forms translate them. Values arrive as strings (query or form body), so numbers are coerced and
// object values are JSON strings (spec §7).
import { z } from 'zod';
import { passwordProblem } from '../validation/password';

/** Millisecond timestamp every call carries (spec §7). */
export const dateParam = z.coerce.number({ message: 'validation.number' }).int('validation.integer').positive();

export const int = () => z.coerce.number({ message: 'validation.number' }).int('validation.integer');
export const positiveInt = () => int().positive('validation.tooSmall');

/**
 * The latest time a parameter may name: 9000-01-01. A JavaScript Date ends in the year 275760 and a timestamp written
 * to the database in the year 9999, and the times worked out from a parameter (a period's end, a code's first-use
 * deadline) lie years beyond it; larger values were 500s (found by the #21 fuzz).
 */
export const MAX_TIME_MS = Date.UTC(9000, 0, 1);
/** A time in ms since the epoch, 0 … MAX_TIME_MS. */
export const timeParam = () => int().min(0, 'validation.invalid').max(MAX_TIME_MS, 'validation.invalid');

export const trimmed = (max = 255) =>
  z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, { message: 'validation.tooLong' });

/** Accepts a JSON string (or the already-parsed value) and validates it against `schema`. */
export const jsonString = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v, ctx) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'validation.json' });
      return z.NEVER;
    }
  }, schema);

/** "1"/"0"/"true"/"false" → boolean. */
export const flag = () =>
  z.preprocess(
    (v) =>
      v === '1' || v === 'true' || v === 1 || v === true
        ? true
        : v === '0' || v === 'false' || v === 0 || v === false
          ? false
          : v,
    z.boolean({ message: 'validation.invalid' }),
  );

export const passwordSchema = z.string({ message: 'validation.required' }).superRefine((pw, ctx) => {
  const problem = passwordProblem(pw);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A password typed to prove identity: only presence is checked, so old passwords still work. */
export const currentPasswordSchema = z
  .string({ message: 'validation.required' })
  .min(1, 'validation.required')
  .max(200);

export const validationCodeSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .regex(/^\d{6}$/, 'validation.code.format');

export const paging = {
  pageNo: positiveInt().default(1),
  pageSize: positiveInt().max(200, 'validation.tooBig').default(20),
};
