// Lock transfer (spec §7) belongs to a later issue: it validates (schemas), authorizes (the route's {lock: 'own'}:
// the owner of every lock), checks the recipient, then refuses truthfully with 10702. getExportUserNum is real;
// the exports themselves are modules/exports.
import { fail } from '../../http/errors';
import type { LockContext, UserContext } from '../../http/context';
import type { LocksRepo } from './locks.repo';

export function createLockExportsService(d: {
  repo: LocksRepo;
  /** The recipient of a transfer: 30004 unknown, −3011 oneself (accounts). */
  confirmRecipient: (ctx: UserContext, input: { account: string; countryCode?: string }) => Promise<unknown>;
}) {
  return {
    async transfer(ctx: UserContext, input: { receiverUsername: string; countryCode?: string }) {
      await d.confirmRecipient(ctx, { account: input.receiverUsername, countryCode: input.countryCode });
      throw fail('notAvailableYet');
    },
    async exportUserNum(_ctx: LockContext, { lockIdList: lockIds }: { lockIdList: number[] }) {
      return { userNum: await d.repo.keyUserCount(lockIds) };
    },
  };
}

export type LockExportsService = ReturnType<typeof createLockExportsService>;
