// Lock users (spec §2 /lockUser/*, §4): accounts holding keys on the locks the caller manages — the list with
// counts, keys soon to expire, one user's keys, and deleting / freezing / unfreezing all of a user's keys at once.
// Key states follow the ekeys module (freezing and deleting take effect on the server at once; the holder's phone
// learns them at its next sync). Which keys a caller sees or changes: managed-keys.ts.
import type { SQL } from 'drizzle-orm';
import type { UserContext } from '../../http/context';
import { KEY_STATUS, type EkeyItem } from '@lockconsole/shared/ekey/ekey';
import type { Translator } from '../../http/i18n';
import { pageOf, windowOf, type Paging } from '../../http/paging';
import type { Clock } from '../../platform/clock';
import type { LockUsersRepo } from './lock-users.repo';
import type { TakeBack } from '../ekeys/ekey-take-back';
import { presentKeyUser } from './lock-user.presenter';

const DAY_MS = 86_400_000;

/** Ekey items for a `where` over `ekeys` joined with `locks` (the ekeys module's list query and presenter). */
export type EkeyItemLister = (q: {
  where: SQL;
  orderBy: SQL[];
  limit: number;
  offset: number;
  /** The caller's language (causes in the items). */
  t: Translator;
}) => Promise<{ list: EkeyItem[]; total: number }>;

export function createLockUsersService(d: {
  repo: LockUsersRepo;
  clock: Clock;
  items: EkeyItemLister;
  /** Keys deleted or frozen here are taken back on their locks too (modules/ekey-revocations). */
  revocation: TakeBack;
}) {
  const { repo, clock, revocation } = d;
  const nowMs = () => clock.now().getTime();

  async function keysOf(q: { where: SQL; orderBy: SQL[] }, p: Paging, t: Translator) {
    const { list, total } = await d.items({ ...q, t, ...windowOf(p) });
    return pageOf(list, total, p);
  }

  return {
    async listKeyUser(ctx: UserContext, o: Paging & { searchStr?: string }) {
      const callerId = ctx.session.userId;
      const { rows, total } = await repo.keyUsers({
        callerId,
        nowMs: nowMs(),
        search: o.searchStr || undefined,
        ...windowOf(o),
      });
      return pageOf(rows.map(presentKeyUser), total, o);
    },

    /** Keys with an end date from now to `days` days ahead (permanent keys have none), soonest first. */
    listExpireUser: (ctx: UserContext, o: Paging & { days: number }) =>
      keysOf(repo.expiringKeys(ctx.session.userId, nowMs(), nowMs() + o.days * DAY_MS), o, ctx.t),

    /** One account's keys on the caller's managed locks, newest first (empty for anyone else's view). */
    listKey: (ctx: UserContext, o: Paging & { uid: number }) =>
      keysOf(repo.keysOfUser(ctx.session.userId, nowMs(), o.uid), o, ctx.t),

    /**
     * A lock-user export's keys on these locks (the route checked the caller's access), `limit` from `offset`,
     * and how many there are.
     */
    exportKeys: (lockIds: number[], p: { limit: number; offset: number }, t: Translator) =>
      d.items({ ...repo.keysOnLocks(lockIds), ...p, t }),

    /** Spec §4: deleting a lock user deletes that user's ekeys (pending until the holder's phone syncs). */
    async delete(ctx: UserContext, { uid }: { uid: number }) {
      const callerId = ctx.session.userId;
      const ids = await repo.writableKeyIds(callerId, nowMs(), uid);
      const live = Object.values(KEY_STATUS).filter((s) => s !== KEY_STATUS.deleting && s !== KEY_STATUS.deleted);
      const moved = await repo.moveStatus(ids, live, KEY_STATUS.deleting, clock.now(), true);
      await revocation.revoke(moved, callerId);
      return { deleted: moved.length };
    },

    /** Spec §4: freeze all of a user's keys: normal or unfreezing → freezing. */
    async freeze(ctx: UserContext, { uid }: { uid: number }) {
      const callerId = ctx.session.userId;
      const ids = await repo.writableKeyIds(callerId, nowMs(), uid);
      const from = [KEY_STATUS.normal, KEY_STATUS.unfreezing];
      const moved = await repo.moveStatus(ids, from, KEY_STATUS.freezing, clock.now());
      await revocation.revoke(moved, callerId);
      return { count: moved.length };
    },

    /** Unfreeze all: freezing → normal (the phone never learned it), frozen → unfreezing (rights back at once). */
    async unfreeze(ctx: UserContext, { uid }: { uid: number }) {
      const callerId = ctx.session.userId;
      const ids = await repo.writableKeyIds(callerId, nowMs(), uid);
      const now = clock.now();
      const a = await repo.moveStatus(ids, [KEY_STATUS.freezing], KEY_STATUS.normal, now);
      const b = await repo.moveStatus(ids, [KEY_STATUS.frozen], KEY_STATUS.unfreezing, now);
      return { count: a.length + b.length };
    },
  };
}

export type LockUsersService = ReturnType<typeof createLockUsersService>;
