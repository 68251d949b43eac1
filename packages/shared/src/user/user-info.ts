// The user info shape of spec §3 as GET /user/getInfo answers it. Must not carry secrets or raw rows.
import { z } from 'zod';

/** VIP (premium) status, spec §3: not open 0, on trial 1, open 2, overdue 3. */
export const PAID_USER_STATUS = { notOpen: 0, trial: 1, open: 2, overdue: 3 } as const;

export const userInfoSchema = z.object({
  uid: z.number().int().nonnegative(),
  /** The account the user signs in with and sees as "account": the e-mail, else the mobile ("+61 412345678"). */
  userId: z.string(),
  /** ISO 3166-1 numeric id of the user's region, 0 when unknown. */
  countryId: z.number().int().nonnegative(),
  /** Calling code without "+", of the mobile or of the region ("" when unknown). */
  countryCode: z.string(),
  /** Region name in the caller's language ("" when unknown). */
  countryName: z.string(),
  /** ISO 3166-1 alpha-2 ("" when unknown). */
  region: z.string(),
  /** Mobile digits without the country code ("" when none). */
  mobile: z.string(),
  email: z.string(),
  nickname: z.string(),
  /** "" means: show the default avatar. */
  headUrl: z.string(),
  /** 1 when the user has a gateway, else 0. */
  hasGateway: z.union([z.literal(0), z.literal(1)]),
  paidUserStatus: z.number().int().min(0).max(4),
  balance: z.number().nonnegative(),
  isLogin: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
