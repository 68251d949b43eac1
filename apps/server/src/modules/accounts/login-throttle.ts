// Login throttling from login_failures. Sign-in (#28.2): 20 failures from one IP within 15 minutes refuse that IP
// for 15 minutes; 5 failures of one account within 15 minutes put the account "under attack" — no refusal (strangers
// must not be able to lock its owner out), but auth.service then weighs a password from an unknown device only with a
// code sent to the account. Password checks inside a session (key "uid:<id>") and resets ("reset:<ip>") keep the
// refusal for 15 minutes (assertAllowed). Must not check passwords itself.
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema/accounts';
import { fail } from '../../http/errors';
import type { Clock } from '../../platform/clock';

export const ACCOUNT_LIMIT = 5;
export const IP_LIMIT = 20;
export const WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;

/** End of the lock-out, if the newest run of `limit` failures fits in the window and is recent enough. */
function lockedUntil(times: Date[], limit: number, now: number): number | undefined {
  // times: newest first. The lock starts at the failure that completed `limit` failures within the window.
  for (let i = 0; i + limit - 1 < times.length; i++) {
    const newest = times[i]!.getTime();
    if (newest + LOCK_MS <= now) return undefined;
    if (newest - times[i + limit - 1]!.getTime() <= WINDOW_MS) return newest + LOCK_MS;
  }
  return undefined;
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

export function createLoginThrottle(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const since = () => new Date(clock.now().getTime() - WINDOW_MS - LOCK_MS);

  async function times(column: typeof loginFailures.account | typeof loginFailures.ip, value: string, limit: number) {
    const rows = await db
      .select({ at: loginFailures.createdAt })
      .from(loginFailures)
      .where(and(eq(column, value), gt(loginFailures.createdAt, since())))
      .orderBy(desc(loginFailures.createdAt))
      .limit(limit * 4);
    return rows.map((r) => r.at);
  }

  /** The account's failures within the window (counted up to ACCOUNT_LIMIT × 4). */
  async function inWindow(account: string): Promise<number> {
    const now = clock.now().getTime();
    const recent = await times(loginFailures.account, account, ACCOUNT_LIMIT);
    return recent.filter((at) => now - at.getTime() <= WINDOW_MS).length;
  }

  const minutesLeft = (until: number) => Math.max(1, Math.ceil((until - clock.now().getTime()) / 60000));

  return {
    /** Throws 10011 while the IP is locked out (sign-in: the account is never locked, see underAttack). */
    async assertSourceAllowed(ip: string): Promise<void> {
      const byIp = lockedUntil(await times(loginFailures.ip, ip, IP_LIMIT), IP_LIMIT, clock.now().getTime());
      if (byIp) throw fail('loginThrottledIp', { minutes: minutesLeft(byIp) });
    },
    /** At least ACCOUNT_LIMIT failed sign-ins of the account within the window. */
    underAttack: async (account: string): Promise<boolean> => (await inWindow(account)) >= ACCOUNT_LIMIT,
    /** Throws 10010 / 10011 while the account or the IP is locked out. */
    async assertAllowed(account: string, ip: string): Promise<void> {
      const now = clock.now().getTime();
      const acc = lockedUntil(await times(loginFailures.account, account, ACCOUNT_LIMIT), ACCOUNT_LIMIT, now);
      if (acc) throw fail('loginThrottledAccount', { minutes: minutesLeft(acc) });
      const byIp = lockedUntil(await times(loginFailures.ip, ip, IP_LIMIT), IP_LIMIT, now);
      if (byIp) throw fail('loginThrottledIp', { minutes: minutesLeft(byIp) });
    },
    /** Records a failure; answers true when this one put the account under attack (exactly the limit now). */
    async recordFailure(account: string, ip: string, o: { countsForIp?: boolean } = {}): Promise<boolean> {
      const now = clock.now();
      // In-session password checks (#21.7) count for the account only, never against the address's sign-in budget.
      await db.insert(loginFailures).values({ account, ip: o.countsForIp === false ? '' : ip, createdAt: now });
      await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(now.getTime() - 24 * 3600 * 1000)));
      return (await inWindow(account)) === ACCOUNT_LIMIT;
    },
    /** A successful login forgets the account's failures (the IP's stay). */
    async clearAccount(account: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.account, account));
    },
    /** A solved "reset ip" slider lifts the IP lock-out. */
    async clearIp(ip: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.ip, ip));
    },
  };
}
