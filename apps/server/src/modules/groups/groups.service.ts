// Lock groups of a user (spec §3 group info): create, rename, delete (locks become "not grouped"), move locks,
// and the counts /user/listKeyGroup shows. A group belongs to one user; only a lock's owner places it in a group
// (checked by the route's {lock: 'own'} declaration). Group management is a premium function (issue 17): creating,
// renaming and filling a group need the caller's premium; deleting a group and moving locks out of one do not, so an
// account whose premium ended can still tidy up (its groups keep filtering the lock list).
import { fail } from '../../http/errors';
import type { UserContext } from '../../http/context';
import type { Clock } from '../../platform/clock';
import { lockScopeParts } from '../permissions/lock-scope';
import type { PremiumGate } from '../commerce/premium-gate';
import type { GroupsRepo } from './groups.repo';

export function createGroupsService(d: { repo: GroupsRepo; clock: Clock; premium: PremiumGate }) {
  const { repo } = d;

  async function owned(userId: number, groupId: number) {
    const g = await repo.find(userId, groupId);
    if (!g) throw fail('groupNotFound');
    return g;
  }

  return {
    /** Lock counts per group of the caller; key 0 = "not grouped" (every lock they may view outside their groups). */
    async counts(userId: number) {
      const rows = await repo.listWithCounts(userId);
      const notGrouped = await repo.countNotGrouped(userId, lockScopeParts(userId, 'view', d.clock.now().getTime()));
      return { groups: rows, notGrouped };
    },

    async add(ctx: UserContext, { groupName }: { groupName: string }) {
      const { userId } = ctx.session;
      await d.premium.requireOwn(ctx, 'groups');
      if (await repo.findByName(userId, groupName)) throw fail('groupNameExists');
      const g = await repo.insert(userId, groupName, d.clock.now());
      return { groupId: g.id };
    },

    async rename(ctx: UserContext, { groupId, groupName }: { groupId: number; groupName: string }) {
      const { userId } = ctx.session;
      await owned(userId, groupId);
      await d.premium.requireOwn(ctx, 'groups');
      const same = await repo.findByName(userId, groupName);
      if (same && same.id !== groupId) throw fail('groupNameExists');
      await repo.rename(groupId, groupName);
      return null;
    },

    async delete(ctx: UserContext, { groupId }: { groupId: number }) {
      const { userId } = ctx.session;
      await owned(userId, groupId);
      await repo.delete(groupId);
      return null;
    },

    /** Moves locks (already checked: the caller owns each) into a group of theirs, or out of any (0). */
    async setLocks(ctx: UserContext, { groupId, lockIdList: lockIds }: { groupId: number; lockIdList: number[] }) {
      const { userId } = ctx.session;
      if (groupId > 0) {
        await owned(userId, groupId);
        await d.premium.requireOwn(ctx, 'groups');
      }
      await repo.setLocks(groupId > 0 ? groupId : null, lockIds, d.clock.now());
      return null;
    },
  };
}

export type GroupsService = ReturnType<typeof createGroupsService>;
