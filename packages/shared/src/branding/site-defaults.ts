// Site-info constants without zod, so the browser's first chunk can use them without the schema library.
// site/site-info.ts re-exports them next to its schema.
export const DEFAULT_BRAND_COLOR = '#6898fc';
export const DEFAULT_PASSCODE_MIN_LENGTH = 6;

/** Account type: 0 mobile and e-mail, 1 mobile only, 2 e-mail only. */
export const ACCOUNT_TYPE = { both: 0, mobile: 1, email: 2 } as const;

/** Spec §3: a minimum below 4 resets to 6. */
export function effectivePasscodeMinLength(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value) || value < 4) return DEFAULT_PASSCODE_MIN_LENGTH;
  return Math.min(Math.trunc(value), 9);
}
