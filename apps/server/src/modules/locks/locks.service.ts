// The console's lock reads and server-only changes: lists (by group, name, action), detail, passage mode
// config, rename, the daylight-saving reminder. Access is decided by modules/permissions (the route declares it);
// changes that must reach the lock live in lock-settings.service.ts.
import { LOCK_LIST_QUERY } from '@lockconsole/shared/lock/list';
import type { LockAction } from '../permissions/lock-role';
import type { PermissionsService } from '../permissions/permissions.service';
import type { LockContext, UserContext } from '../../http/context';
import type { Clock } from '../../platform/clock';
import { fail } from '../../http/errors';
import { presentLockDetail, presentLockItem, presentPassage } from './lock.presenter';
import type { LocksRepo } from './locks.repo';
import type { LockListRepo } from './lock-list.repo';
import type { GatewayOfLock } from '../gateways/gateway-locks.repo';
import type { GroupsRepo } from '../groups/groups.repo';
import { pageOf, windowOf, type Paging } from '../../http/paging';

export function createLocksService(d: {
  repo: LocksRepo;
  listRepo: LockListRepo;
  /** Gateways reaching each lock (gateway-locks.repo.ts). */
  gatewaysOf: (lockIds: number[]) => Promise<GatewayOfLock[]>;
  groups: GroupsRepo;
  permissions: PermissionsService;
  clock: Clock;
  /** Locks holding a credential number of a kind (credentials.repo.ts). */
  locksWithCredential: (kind: 'card', number: string) => Promise<number[]>;
  /** Face recognition units left of an account (paid services, issue 17). */
  faceUnits: (userId: number) => Promise<number>;
}) {
  const { repo } = d;

  async function listFor(
    userId: number,
    action: LockAction,
    o: Paging & { groupId?: number; search?: string; remoteOnly?: boolean; withAdmin?: boolean; onlyIds?: number[] },
  ) {
    const nowMs = d.clock.now().getTime();
    const { rows, total } = await d.listRepo.list({
      userId,
      action,
      nowMs,
      remoteOnly: o.remoteOnly,
      withAdmin: o.withAdmin,
      onlyIds: o.onlyIds,
      groupId: o.groupId,
      search: o.search,
      ...windowOf(o),
    });
    const list = rows
      .map((r) => {
        const a = d.permissions.allowsRow(userId, r, action);
        return a && presentLockItem(a, r.groupName, r.gateways, nowMs);
      })
      .filter((x) => !!x);
    return pageOf(list, total, o);
  }

  return {
    async list(ctx: UserContext, o: Paging & { groupId: number; lockAlias?: string; queryType?: number }) {
      const { userId } = ctx.session;
      if (o.groupId > 0 && !(await d.groups.find(userId, o.groupId))) throw fail('groupNotFound');
      const q = { ...o, search: o.lockAlias };
      switch (o.queryType) {
        case LOCK_LIST_QUERY.addAuthAdmin:
          return listFor(userId, 'own', q);
        case LOCK_LIST_QUERY.cancelAuthAdmin:
          return listFor(userId, 'own', { ...q, withAdmin: true });
        case LOCK_LIST_QUERY.unlockBatch:
          return listFor(userId, 'remote', { ...q, remoteOnly: true });
        case LOCK_LIST_QUERY.card:
        case LOCK_LIST_QUERY.customPasscode:
        case LOCK_LIST_QUERY.fingerprint:
        case LOCK_LIST_QUERY.qrcode:
        case LOCK_LIST_QUERY.face:
          return listFor(userId, 'manage', q);
        case LOCK_LIST_QUERY.transfer:
          return listFor(userId, 'own', q);
        default:
          return listFor(userId, 'view', q);
      }
    },
    listForRemoteOperation: (ctx: UserContext, o: Paging & { lockAlias?: string }) =>
      listFor(ctx.session.userId, 'remote', { ...o, search: o.lockAlias, remoteOnly: true }),
    /** Locks the caller manages that hold the card number (as typed, or as stored by a reversed reader). */
    listByCardNumber: async (ctx: UserContext, o: Paging & { cardNumber: string }) =>
      listFor(ctx.session.userId, 'manage', { ...o, onlyIds: await d.locksWithCredential('card', o.cardNumber) }),

    async detail(ctx: LockContext, _input: unknown) {
      const a = ctx.lock;
      const [groupName, gws, s] = await Promise.all([
        repo.groupName(a.lock.groupId),
        d.gatewaysOf([a.lockId]),
        repo.settings(a.lockId),
      ]);
      return presentLockDetail(a, groupName, gws, s, d.clock.now().getTime());
    },

    passageModeConfig: async (ctx: LockContext, _input: unknown) =>
      presentPassage(await repo.settings(ctx.lock.lockId)),

    /** Face recognition arrives with its own issue: no balance yet. */
    /** The lock owner's face recognition units: faces on a lock use its owner's (only the owner buys them, spec §6). */
    faceAuthNumBalance: async (ctx: LockContext, _input: unknown) => ({
      faceAuthNum: await d.faceUnits(ctx.lock.lock.userId),
    }),

    async rename(ctx: LockContext, { lockAlias }: { lockAlias: string }) {
      await repo.updateLock(ctx.lock.lockId, { lockAlias }, d.clock.now());
      return null;
    },

    async setDstRemind(ctx: LockContext, { remind }: { remind: number }) {
      await repo.upsertSettings(ctx.lock.lockId, { dstRemind: remind }, d.clock.now());
      return null;
    },
  };
}

export type LocksService = ReturnType<typeof createLocksService>;
