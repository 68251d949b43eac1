// The premium gate (issue 17, spec §6): premium functions — group management, batch unlock, batch export, user
// export (message templates and lock management when they exist) — open only while premium runs (on trial or open),
// and only on locks whose owner's premium runs: premium "applies to the user's own locks". An owner without it is
// told to open premium; an authorized admin on an owner's locks is told to ask the owner. On a brand without paid
// features every function is open. The console reads the same decision (`/premium/info`) to close its buttons.
import { inArray } from 'drizzle-orm';
import { premiumStatusAt } from '@lockconsole/shared/commerce/premium';
import type { PremiumFunction } from '@lockconsole/shared/commerce/premium';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import type { UserContext } from '../../http/context';
import { fail } from '../../http/errors';
import type { Clock } from '../../platform/clock';
import { paidSitesOf } from './paid-site';

const RUNNING = new Set([1, 2]);

export function createPremiumGate(d: { db: Db; clock: Clock }) {
  /** The accounts among `userIds` whose premium function is closed (their brand sells premium, not running). */
  async function closedFor(userIds: number[]): Promise<Set<number>> {
    const ids = [...new Set(userIds)];
    if (!ids.length) return new Set();
    const [paid, rows] = await Promise.all([
      paidSitesOf(d.db, ids),
      d.db
        .select({ id: users.id, status: users.paidUserStatus, until: users.premiumUntil })
        .from(users)
        .where(inArray(users.id, ids)),
    ]);
    const now = d.clock.now().getTime();
    return new Set(
      rows
        .filter((r) => paid.get(r.id) !== false)
        .filter((r) => !RUNNING.has(premiumStatusAt(r.status, r.until?.getTime() ?? null, now)))
        .map((r) => r.id),
    );
  }

  function refuse(ctx: UserContext, fn: PremiumFunction, owners: Set<number>): never {
    const name = ctx.t(`common.premiumFunction.${fn}`);
    throw fail(owners.has(ctx.session.userId) ? 'premiumRequired' : 'premiumAskOwner', { function: name });
  }

  return {
    /** A function of the caller's own account (group management): their premium. */
    async requireOwn(ctx: UserContext, fn: PremiumFunction): Promise<void> {
      const closed = await closedFor([ctx.session.userId]);
      if (closed.size) refuse(ctx, fn, closed);
    },

    /** A function over locks: every lock's owner's premium (the caller's own first, so the owner hears "open"). */
    async requireForLocks(ctx: UserContext, fn: PremiumFunction, ownerIds: number[]): Promise<void> {
      const closed = await closedFor(ownerIds);
      if (closed.size) refuse(ctx, fn, closed);
    },

    /** Whether the caller's own premium functions are open now (the console's buttons). */
    async openFor(userId: number): Promise<boolean> {
      return !(await closedFor([userId])).size;
    },
  };
}

export type PremiumGate = ReturnType<typeof createPremiumGate>;
