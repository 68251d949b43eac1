// Site info (spec §3): what the browser needs to brand itself for the host it was loaded from.
import { z } from 'zod';

export {
  ACCOUNT_TYPE,
  DEFAULT_BRAND_COLOR,
  DEFAULT_PASSCODE_MIN_LENGTH,
  effectivePasscodeMinLength,
} from '../branding/site-defaults';

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
