// Metered services (issue 17, spec §1): the units a paid action uses — an SMS or e-mail a user chooses to send, a
// face added from a photo, a fingerprint issued to a lock (once per lock) — are taken from the payer's balance
// *before* the action (one conditional update: two uses of the last unit give one success) and given back when the
// action did not happen (a message not delivered, a lock that refused). On a brand without paid features nothing
// is metered. The platform's own messages (verification codes, ekey invitations, alerts, export mails) are free.
// The payer of a lock's credential is the lock's owner: an authorized admin who finds the balance empty is told to
// ask the owner, who alone buys (spec §6).
import type { UnitService } from '@lockconsole/shared/commerce/commerce';
import type { Db } from '../../db/client';
import type { UserContext } from '../../http/context';
import { fail } from '../../http/errors';
import type { Clock } from '../../platform/clock';
import type { LedgerRepo } from './ledger.repo';
import { paidSitesOf } from './paid-site';

export type MeteredUse = {
  /** Whose balance pays: the caller for a message, the lock's owner for a credential on the lock. */
  payer: number;
  serviceType: UnitService;
  /** A `service.use.*` key; `detail` fills its values (lock name, recipient). */
  reason: string;
  detail: Record<string, string | number>;
};

export function createMeter(d: { db: Db; ledger: LedgerRepo; clock: Clock }) {
  const metered = async (userId: number) => (await paidSitesOf(d.db, [userId])).get(userId) ?? true;

  return {
    /**
     * Runs `work` with one unit of the service taken for it: refused (quotaEmpty, or quotaEmptyAskOwner when the
     * payer is not the caller) with nothing done when none is left; the unit returned when `work` throws or its
     * result says the action can never happen (`done` false: a face the lock did not take, whose photo is gone).
     */
    async use<T>(ctx: UserContext, u: MeteredUse, work: () => Promise<T>, done?: (r: T) => boolean): Promise<T> {
      if (!(await metered(u.payer))) return work();
      const left = await d.ledger.consume(u.payer, u.serviceType, 1, u.reason, u.detail, d.clock.now());
      if (left === undefined) {
        const service = ctx.t(`service.type.${u.serviceType}`);
        throw fail(u.payer === ctx.session.userId ? 'quotaEmpty' : 'quotaEmptyAskOwner', { service });
      }
      const giveBack = () =>
        d.ledger.giveBack(u.payer, u.serviceType, 1, {
          reason: 'service.use.returned',
          detail: u.detail,
          now: d.clock.now(),
        });
      let r: T;
      try {
        r = await work();
      } catch (e) {
        await giveBack();
        throw e;
      }
      if (done && !done(r)) await giveBack();
      return r;
    },
  };
}

export type Meter = ReturnType<typeof createMeter>;
