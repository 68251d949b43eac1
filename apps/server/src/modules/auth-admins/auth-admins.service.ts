// Authorized administrators (spec §6: only the owner authorizes or de-authorizes, per lock selection): the list
// over the caller's own locks, making an account admin of some locks (an existing key gains keyRight 1, else a
// permanent admin key is sent through the ekeys module), and revoking (keyRight back to 0, the key stays).
import { VALIDITY_TYPE } from '@lockconsole/shared/ekey/ekey';
import type { UserContext } from '../../http/context';
import type { AuthAdmin } from '@lockconsole/shared/auth-admin/auth-admin';
import { fail } from '../../http/errors';
import type { Clock } from '../../platform/clock';
import { identityOf } from '../accounts/account-identity';
import { eachLock } from '../ekeys/ekey-batch';
import type { NoticeVia, SentKey } from '../ekeys/ekey-notice';
import type { SendKeyInput } from '../ekeys/ekeys.service';
import type { LockAccess, PermissionsService } from '../permissions/permissions.service';
import type { AuthAdminsRepo } from './auth-admins.repo';
import { presentAuthAdmin } from './auth-admin.presenter';
import { pageOf, windowOf, type Paging } from '../../http/paging';

/**
 * The ekeys module's send (same rules as /key/send: receiver checks, replacing, waiting keys) without the
 * receiver's notice: create tells the receiver once for all the locks (NotifyKeys).
 */
export type SendAdminKey = (
  callerId: number,
  access: LockAccess,
  input: Omit<SendKeyInput, 'remarks'>,
) => Promise<{ keyId: number; sent?: SentKey }>;

/** The ekeys module's notice to the receiver of sent keys (one message; never throws). */
export type NotifyKeys = (callerId: number, keys: SentKey[], via: NoticeVia) => Promise<void>;

export type CreateAuthAdminInput = {
  receiverUsername: string;
  countryCode?: string;
  lockIds: number[];
  createUser: number;
  remoteEnable: number;
};

export function createAuthAdminsService(d: {
  repo: AuthAdminsRepo;
  permissions: PermissionsService;
  clock: Clock;
  sendKey: SendAdminKey;
  notifyKeys: NotifyKeys;
}) {
  const { repo, permissions, clock } = d;

  return {
    async list(ctx: UserContext, o: Paging & { searchStr?: string }) {
      const ownerId = ctx.session.userId;
      const { rows, total } = await repo.admins({
        ownerId,
        search: o.searchStr || undefined,
        ...windowOf(o),
      });
      const locks = await repo.locksOf(
        ownerId,
        rows.map((r) => r.uid),
      );
      const list: AuthAdmin[] = rows.map((r) =>
        presentAuthAdmin(
          r,
          locks.filter((l) => l.uid === r.uid),
        ),
      );
      return pageOf(list, total, o);
    },

    /**
     * Per lock: only its owner may authorize (−2018 for that lock otherwise); one refusal does not stop the rest.
     * Newly sent admin keys are told to the receiver in one message; making a holder admin tells nothing.
     */
    async create(ctx: UserContext, input: CreateAuthAdminInput) {
      const { t, host } = ctx;
      const callerId = ctx.session.userId;
      const sent: SentKey[] = [];
      const id = identityOf(input.receiverUsername, input.countryCode);
      const receiver = await repo.findAccount(id.kind, id.normalized);
      const results = await eachLock(permissions, callerId, input.lockIds, 'own', t, async (access) => {
        if (receiver?.id === callerId) throw fail('keySendToSelf');
        const existing = receiver && (await repo.liveKey(access.lockId, receiver.id));
        if (existing) {
          if (existing.keyRight !== 1) await repo.grant(existing.id, clock.now());
          return existing.id;
        }
        const placed = await d.sendKey(callerId, access, {
          receiverUsername: input.receiverUsername,
          countryCode: input.countryCode,
          createUser: input.createUser,
          keyName: access.lock.lockAlias,
          keyRight: 1,
          remoteEnable: input.remoteEnable,
          validityType: VALIDITY_TYPE.permanent,
        });
        if (placed.sent) sent.push(placed.sent);
        return placed.keyId;
      });
      await d.notifyKeys(callerId, sent, { t, host });
      return { results };
    },

    /** Naming a lock the caller does not own: −2018, nothing changes. Without lockIds: all the caller's locks. */
    async revoke(ctx: UserContext, { uid, lockIds }: { uid: number; lockIds?: number[] }) {
      const ownerId = ctx.session.userId;
      if (lockIds) await permissions.require(ownerId, lockIds, 'own');
      return { count: await repo.revoke(ownerId, uid, lockIds, clock.now()) };
    },
  };
}

export type AuthAdminsService = ReturnType<typeof createAuthAdminsService>;
