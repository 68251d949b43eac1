// Site info (spec §3): what the browser needs to brand itself for the host it was loaded from.
import { z } from 'zod';

export const DEFAULT_BRAND_COLOR = '#6898fc';
export const DEFAULT_PASSCODE_MIN_LENGTH = 6;

/** Account type: 0 mobile and e-mail, 1 mobile only, 2 e-mail only. */
export const ACCOUNT_TYPE = { both: 0, mobile: 1, email: 2 } as const;

/** Spec §3: a minimum below 4 resets to 6. */
export function effectivePasscodeMinLength(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value) || value < 4) return DEFAULT_PASSCODE_MIN_LENGTH;
  return Math.min(Math.trunc(value), 9);
}

export const siteInfoSchema = z.object({
  siteId: z.number().int().nonnegative(),
  name: z.string(),
  packageName: z.string(),
  logoUrl: z.string(),
  copyright: z.string(),
  color: z.string(),
  backgroundUrl: z.string(),
  hasPaidFeature: z.boolean(),
  favIconUrl: z.string(),
  accountType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  isUpdated: z.boolean(),
  /** Languages offered on this host (empty: all). */
  languages: z.array(z.string()),
  /** The default language is Chinese instead of English. */
  chineseOnly: z.boolean(),
  /** Feature toggles for this brand. */
  features: z.record(z.string(), z.boolean()),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
