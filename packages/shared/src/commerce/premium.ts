// Premium (issue 17; spec §1, §3, §4): a 10-day trial once per account, then sold by the year in tiers by how many
// locks the account owns (service type 99; a tier's `count` is the most locks it covers). Status: not open 0, on
// trial 1, open 2, overdue 3; "will be overdue" is shown in the last 7 days of a paid year.
import { z } from 'zod';
import { oneOfInt } from '../user/account-fields';
import { servicePackageSchema } from './commerce';

/** The premium functions (spec §6); the server gates each, the console closes its buttons with the reason. */
export const PREMIUM_FUNCTIONS = [
  'templates',
  'lockManagement',
  'groups',
  'batchUnlock',
  'batchExport',
  'userExport',
] as const;
export type PremiumFunction = (typeof PREMIUM_FUNCTIONS)[number];

export const PREMIUM_TRIAL_DAYS = 10;
export const PREMIUM_YEAR_DAYS = 365;
export const PREMIUM_WARN_DAYS = 7;

/**
 * The premium status at `now`: the stored one (trial 1, open 2) until its end passes, overdue 3 after. A status an
 * operator set without an end stays as set.
 */
export function premiumStatusAt(stored: number, until: number | null, now: number): number {
  if (until === null) return stored;
  return now > until ? 3 : stored;
}

export const premiumInfoSchema = z.object({
  /** not open 0, on trial 1, open 2, overdue 3. */
  status: z.number().int(),
  /** When the trial or the paid year ends (ms), if ever started. */
  until: z.number().int().nullable(),
  /** Open, ending within 7 days. */
  willOverdue: z.boolean(),
  trialUsed: z.boolean(),
  /**
   * Whether the premium functions are open on the caller's own locks now (running, or a brand without paid
   * features). On another owner's locks that owner's premium decides (the server answers "ask the owner").
   */
  functionsOpen: z.boolean(),
  /** Locks the account owns: the tier must cover them. */
  lockCount: z.number().int(),
  currency: z.number().int(),
  /** The tiers on sale in `currency`, a year each. */
  tiers: z.array(servicePackageSchema),
});
export type PremiumInfo = z.infer<typeof premiumInfoSchema>;

/** GET /premium/info */
export const premiumInfoRequestSchema = z.object({ currency: oneOfInt([1, 2]).optional() });
export const premiumInfoResponseSchema = premiumInfoSchema;
/** POST /premium/startTrial — once per account. */
export const startTrialRequestSchema = z.object({});
export const startTrialResponseSchema = premiumInfoSchema;
