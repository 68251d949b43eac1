// Profile and account-scoped reads: getInfo, updateUserInfo, isPaidFeatureAvailable, transferUserConfirm,
// listKeyGroup, getFaceAuthInfo (lock users: modules/lock-users). Must not change identifiers or passwords.
import { PAID_USER_STATUS } from '@lockconsole/shared/user/user-info';
import { premiumStatusAt } from '@lockconsole/shared/commerce/premium';
import { NOT_GROUPED_ID, type KeyGroup } from '@lockconsole/shared/user/list-key-group';
import type { UserContext } from '../../http/context';
import { fail } from '../../http/errors';
import type { Clock } from '../../platform/clock';
import type { SitesService } from '../sites/sites.service';
import { identityOf } from './account-identity';
import type { AccountsRepo, UserPatch } from './accounts.repo';
import type { PasswordService } from './password.service';
import { presentUserInfo } from './user-info.presenter';

export type AccountsService = ReturnType<typeof createAccountsService>;

/** What accounts need to know about the user's locks, groups and gateways (provided by those modules). */
export type AccountLinks = {
  groupCounts: (
    userId: number,
  ) => Promise<{ groups: { id: number; name: string; lockCount: number }[]; notGrouped: number }>;
  hasGateway: (userId: number) => Promise<boolean>;
  ownsLocks: (userId: number) => Promise<boolean>;
  /** Face recognition units left (paid services, issue 17). */
  faceUnits: (userId: number) => Promise<number>;
  /** The face verification frequency of a lock the user may see (issue 15); throws -2018 otherwise. */
  faceFrequency?: (userId: number, lockId: number) => Promise<1 | 2 | 3 | 4>;
};

export function createAccountsService(deps: {
  repo: AccountsRepo;
  links: AccountLinks;
  passwords: PasswordService;
  sites: SitesService;
  clock: Clock;
}) {
  const { repo, links, passwords, sites, clock } = deps;

  return {
    async getInfo(ctx: UserContext, _input: unknown) {
      const user = await passwords.currentUser(ctx);
      const paidUserStatus = premiumStatusAt(
        user.paidUserStatus,
        user.premiumUntil?.getTime() ?? null,
        clock.now().getTime(),
      );
      return presentUserInfo({ ...user, paidUserStatus }, ctx.lang, await links.hasGateway(user.id));
    },

    async updateUserInfo(ctx: UserContext, input: { nickname?: string; region?: string }) {
      const user = await passwords.currentUser(ctx);
      const patch: UserPatch = {};
      if (input.nickname !== undefined) patch.nickname = input.nickname;
      if (input.region !== undefined) patch.region = input.region;
      if (Object.keys(patch).length) await repo.update(user.id, patch, clock.now());
      return null;
    },

    /** Premium functions: the brand must sell them and the user must be on trial or subscribed. */
    async isPaidFeatureAvailable(ctx: UserContext, _input: unknown) {
      const user = await passwords.currentUser(ctx);
      const brand = await sites.resolveByHost(ctx.host);
      // A trial or paid year that ended reads overdue (issue 17).
      const status = premiumStatusAt(user.paidUserStatus, user.premiumUntil?.getTime() ?? null, clock.now().getTime());
      const active = status === PAID_USER_STATUS.trial || status === PAID_USER_STATUS.open;
      return { available: brand.hasPaidFeature && active, paidUserStatus: status };
    },

    /** The recipient of a transfer, by account: 30004 unknown, -3011 oneself. */
    async transferUserConfirm(ctx: UserContext, input: { account: string; countryCode?: string }) {
      const id = identityOf(input.account, input.countryCode);
      const recipient = await repo.findByIdentifier(id.kind, id.normalized);
      if (!recipient) throw fail('accountNotFound');
      if (recipient.id === ctx.session.userId) throw fail('transferToSelf');
      return { uid: recipient.id, nickname: recipient.nickname, account: id.normalized };
    },

    async listKeyGroup(ctx: UserContext, _input: unknown) {
      const { groups, notGrouped } = await links.groupCounts(ctx.session.userId);
      const list: KeyGroup[] = [
        { groupId: NOT_GROUPED_ID, groupName: ctx.t('messages.group.notGrouped'), lockCount: notGrouped },
        ...groups.map((g) => ({ groupId: g.id, groupName: g.name, lockCount: g.lockCount })),
      ];
      return { list };
    },

    // Key holders come from ekeys (issue 6). Until then nobody holds a key to this user's locks: truly empty pages.
    /**
     * The account's face recognition units (bought in value-added services) and how often a lock asks key holders for
     * their face: the given lock's frequency, else once (1, the default of a lock).
     */
    getFaceAuthInfo: async (ctx: UserContext, input: { lockId?: number }) => ({
      balance: await links.faceUnits(ctx.session.userId),
      frequency: input.lockId && links.faceFrequency ? await links.faceFrequency(ctx.session.userId, input.lockId) : 1,
    }),
  };
}
