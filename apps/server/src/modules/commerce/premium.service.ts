// Premium (issue 17): the account's status read at the current time (a trial or paid year that ended reads overdue),
// the 10-day trial once per account, and a paid year added when a premium order is paid (orders.repo pays it in the
// same transaction). Premium is the account's own: an authorized admin's premium says nothing of the owner's locks.
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { CURRENCY, SERVICE_TYPE } from '@lockconsole/shared/commerce/commerce';
import {
  PREMIUM_TRIAL_DAYS,
  PREMIUM_WARN_DAYS,
  PREMIUM_YEAR_DAYS,
  premiumStatusAt,
  type PremiumInfo,
} from '@lockconsole/shared/commerce/premium';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { locks } from '../../db/schema/devices';
import type { UserContext } from '../../http/context';
import { fail } from '../../http/errors';
import type { Clock } from '../../platform/clock';
import type { OrdersRepo } from './orders.repo';
import type { PremiumGate } from './premium-gate';

const DAY = 86_400_000;

export function createPremiumService(d: { db: Db; orders: OrdersRepo; clock: Clock; gate: PremiumGate }) {
  async function row(userId: number) {
    const [u] = await d.db
      .select({
        status: users.paidUserStatus,
        until: users.premiumUntil,
        trialUsed: users.premiumTrialUsed,
        siteId: users.siteId,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!u) throw fail('notLoggedIn');
    return u;
  }

  async function lockCount(userId: number) {
    const [c] = await d.db
      .select({ n: count() })
      .from(locks)
      .where(and(eq(locks.userId, userId), isNull(locks.deletedAt)));
    return Number(c?.n ?? 0);
  }

  async function info(ctx: UserContext, currency?: number): Promise<PremiumInfo> {
    const userId = ctx.session.userId;
    const u = await row(userId);
    const now = d.clock.now().getTime();
    const until = u.until?.getTime() ?? null;
    const status = premiumStatusAt(u.status, until, now);
    const cur = currency ?? (ctx.lang.startsWith('zh') ? CURRENCY.rmb : CURRENCY.dollar);
    const tiers = (await d.orders.packagesFor(u.siteId, cur, SERVICE_TYPE.vip)).map((p) => ({
      packageId: p.id,
      serviceType: p.serviceType,
      count: p.count,
      amount: p.amount,
      currency: p.currency,
    }));
    return {
      status,
      until,
      willOverdue: status === 2 && until !== null && until - now <= PREMIUM_WARN_DAYS * DAY,
      trialUsed: u.trialUsed,
      functionsOpen: await d.gate.openFor(userId),
      lockCount: await lockCount(userId),
      currency: cur,
      tiers,
    };
  }

  return {
    info: (ctx: UserContext, input: { currency?: number }) => info(ctx, input.currency),

    /** The status now (isPaidFeatureAvailable, the user's info). */
    async statusOf(userId: number) {
      const u = await row(userId);
      return premiumStatusAt(u.status, u.until?.getTime() ?? null, d.clock.now().getTime());
    },

    /** Once per account, and not while premium runs. */
    async startTrial(ctx: UserContext, _input: Record<string, never>) {
      const now = d.clock.now();
      const [started] = await d.db
        .update(users)
        .set({
          paidUserStatus: 1,
          premiumTrialUsed: true,
          premiumUntil: new Date(now.getTime() + PREMIUM_TRIAL_DAYS * DAY),
        })
        .where(
          and(
            eq(users.id, ctx.session.userId),
            eq(users.premiumTrialUsed, false),
            sql`(${users.premiumUntil} is null or ${users.premiumUntil} < ${now})`,
          ),
        )
        .returning({ id: users.id });
      if (!started) throw fail('premiumTrialUsed');
      return info(ctx);
    },

    /** A tier must cover the locks the account owns. */
    async assertTierCovers(userId: number, tierLocks: number) {
      const locksOwned = await lockCount(userId);
      if (locksOwned > tierLocks) throw fail('premiumTierTooSmall', { max: tierLocks, locks: locksOwned });
    },

    /** A paid premium order: a year from the later of now and the current end (run in the order's transaction). */
    async addYear(tx: Db, userId: number, now: Date) {
      await tx
        .update(users)
        .set({
          paidUserStatus: 2,
          premiumUntil: sql`greatest(coalesce(${users.premiumUntil}, ${now}), ${now}) + make_interval(days => ${PREMIUM_YEAR_DAYS})`,
        })
        .where(eq(users.id, userId));
    },

    takeYear: takePremiumYear,
  };
}

/** A refunded premium order: its year leaves the account's premium (ended already if nothing is left). */
export async function takePremiumYear(tx: Db, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({ premiumUntil: sql`${users.premiumUntil} - make_interval(days => ${PREMIUM_YEAR_DAYS})` })
    .where(and(eq(users.id, userId), isNotNull(users.premiumUntil)));
}

export type PremiumService = ReturnType<typeof createPremiumService>;
