// Ekeys of a lock (issue 6): send (one lock or a batch), list (per lock / the caller's own), freeze, unfreeze,
// delete (optionally with the keys its holder issued), change period, update, authorize, the phone sync, and
// claiming waiting keys when their account registers. Who may call is decided by modules/permissions (lock
// routes) or here through permissions.require for routes that name a keyId; the key rules are in ekey-rules.ts.
import { and, eq, isNull, sql, type Placeholder } from 'drizzle-orm';
import { containsPattern } from '../../db/like';
import type { LockContext, UserContext } from '../../http/context';
import { KEY_STATUS, type EkeyItem, type KeyPeriodRequest } from '@lockconsole/shared/ekey/ekey';
import { ekeys } from '../../db/schema/devices';
import { fail } from '../../http/errors';
import { translatorFor, type Translator } from '../../http/i18n';
import { pageOf, windowOf, type Paging } from '../../http/paging';
import type { Clock } from '../../platform/clock';
import { identityOf } from '../accounts/account-identity';
import { isUniqueViolation } from '../accounts/accounts.repo';
import type { LockAccess, PermissionsService } from '../permissions/permissions.service';
import { eachLock } from './ekey-batch';
import { assertMayActOn, assertWithinOwn, periodOf } from './ekey-rules';
import { SERVICE_TYPE } from '@lockconsole/shared/commerce/commerce';
import { OPEN_METHOD, TEMPLATE_TYPE } from '@lockconsole/shared/template/template';
import type { Meter } from '../commerce/meter';
import type { TemplatesService } from '../templates/templates.service';
import type { EkeyNotifier, NoticeVia, SentKey } from './ekey-notice';
import { presentEkey } from './ekey.presenter';
import { keySearch, type EkeyRow, type EkeysRepo } from './ekeys.repo';
import { periodWidens, type TakeBack } from './ekey-take-back';

export type SendKeyInput = KeyPeriodRequest & {
  /** One of the sender's ekey templates of the receiver's channel (issue 19): the message in their words. */
  templateId?: number;
  receiverUsername: string;
  countryCode?: string;
  /** 1: an unregistered receiver gets a waiting key (110402) instead of −4064. */
  createUser: number;
  keyName: string;
  keyRight: number;
  remoteEnable: number;
  remarks?: string;
};

/** Status filter of /lock/listKey: overdue and invalid are computed, so they (and the live ones) are conditions. */
type StatusKind = 'overdue' | 'invalid' | 'live' | 'exact';
const statusKind = (status: string): StatusKind =>
  status === KEY_STATUS.overdue
    ? 'overdue'
    : status === KEY_STATUS.invalid
      ? 'invalid'
      : status === KEY_STATUS.normal || status === KEY_STATUS.unfreezing || status === KEY_STATUS.waitingAccept
        ? 'live'
        : 'exact';

/** The condition of a status kind; `now` and `status` are placeholders of a statement built once. */
function statusFilter(kind: StatusKind, now: Placeholder, status: Placeholder) {
  const ended = sql`(${ekeys.usedAt} is null and not (${ekeys.startDate} = 0 and ${ekeys.endDate} = 0) and ${ekeys.endDate} < ${now})`;
  const open = sql`${ekeys.keyStatus} in ('110401', '110406', '110402')`;
  if (kind === 'overdue') return sql`(${open} and ${ended})`;
  if (kind === 'invalid') return sql`(${open} and ${ekeys.usedAt} is not null)`;
  if (kind === 'live') return and(eq(ekeys.keyStatus, status), sql`not ${ended}`, isNull(ekeys.usedAt));
  return eq(ekeys.keyStatus, status);
}

/** The placeholders of the lock's key list. */
const K = {
  lockId: sql.placeholder('lockId'),
  pattern: sql.placeholder('pattern'),
  now: sql.placeholder('now'),
  status: sql.placeholder('status'),
};

export function createEkeysService(d: {
  repo: EkeysRepo;
  permissions: PermissionsService;
  clock: Clock;
  notifier: EkeyNotifier;
  revocation: TakeBack;
  /** A message sent with a template is the sender's choice: one SMS or e-mail unit of theirs (issue 17). */
  meter: Meter;
  templates: Pick<TemplatesService, 'message'>;
  /** The console's address for {appLink}; empty when the server has no public URL. */
  publicUrl: string | undefined;
  siteName: (host: string) => Promise<string>;
}) {
  const { repo, permissions, clock, notifier, revocation } = d;
  const nowMs = () => clock.now().getTime();

  /** The key and the caller's access to its lock for `action`; unknown keys answer like foreign ones (−2018). */
  async function keyFor(callerId: number, keyId: number, action: 'manage' | 'own') {
    const found = await repo.find(keyId);
    if (!found) throw fail('noPermission');
    const [access] = await permissions.require(callerId, [found.key.lockId], action);
    if (found.key.deletedAt) throw fail('keyNotFound');
    assertMayActOn(access!, callerId, found.key);
    return { key: found.key, lock: found.lock, access: access! };
  }

  /**
   * Stores the key (sendKey without the receiver's notice). `sent` is what the notice needs; absent when a
   * concurrent send of the same key won (that one tells the receiver).
   */
  async function placeKey(
    callerId: number,
    access: LockAccess,
    input: SendKeyInput,
  ): Promise<{ keyId: number; sent?: SentKey }> {
    if (input.keyRight === 1 && access.role !== 'owner') throw fail('noPermission');
    const id = identityOf(input.receiverUsername, input.countryCode);
    const receiverId = await repo.accountId(id.normalized);
    if (receiverId === callerId) throw fail('keySendToSelf');
    if (receiverId !== undefined && receiverId === access.lock.userId) throw fail('keySendToOwner');
    if (receiverId === undefined && input.createUser !== 1) throw fail('keyReceiverNotRegistered');
    const now = clock.now();
    const period = periodOf(input, now.getTime(), access.lock.timezoneRawOffset);
    assertWithinOwn(access, period);
    const who = receiverId !== undefined ? { userId: receiverId } : { pending: id.normalized };
    const old = await repo.liveKeyOf(access.lockId, who);
    // Replacing a key is acting on it: an authorized admin cannot replace another admin's key.
    if (old) assertMayActOn(access, callerId, old);
    const row = {
      lockId: access.lockId,
      userId: receiverId ?? null,
      pendingReceiver: receiverId === undefined ? id.normalized : null,
      keyName: input.keyName,
      keyStatus: receiverId === undefined ? KEY_STATUS.waitingAccept : KEY_STATUS.normal,
      keyRight: input.keyRight,
      remoteEnable: input.remoteEnable,
      remarks: input.remarks ?? '',
      senderUserId: callerId,
      ...period,
      createdAt: now,
      updatedAt: now,
    };
    try {
      const key = await repo.replace(old?.id, row, now);
      if (old) await revocation.revoke([old], callerId);
      const sent: SentKey = {
        receiver: id,
        registered: receiverId !== undefined,
        lockName: access.lock.lockAlias || access.lock.lockName,
        tzMinutes: Math.round(access.lock.timezoneRawOffset / 60_000),
        period,
      };
      return { keyId: key.id, sent };
    } catch (e) {
      // Two sends to the same account at once: the other one won; answer like a replaced send would.
      if (isUniqueViolation(e)) {
        const winner = await repo.liveKeyOf(access.lockId, who);
        if (winner) return { keyId: winner.id };
      }
      throw e;
    }
  }

  /** Stores the key and tells the receiver (e-mail or SMS); a replaced key is told again. */
  async function sendKey(
    callerId: number,
    access: LockAccess,
    input: SendKeyInput,
    via: NoticeVia,
  ): Promise<{ keyId: number }> {
    const { keyId, sent } = await placeKey(callerId, access, input);
    if (sent) await notifier.notify(callerId, [sent], via);
    return { keyId };
  }

  /**
   * A key sent with one of the sender's templates: the template is checked (theirs, for this channel and for ekeys,
   * premium) before anything is stored; the key and its message use one SMS or e-mail unit of the sender, given back
   * when the message could not be handed over (the key stays: it is usable without the message).
   */
  async function sendKeyWithTemplate(ctx: LockContext, input: SendKeyInput & { templateId: number }) {
    const callerId = ctx.session.userId;
    const receiver = identityOf(input.receiverUsername, input.countryCode);
    const email = receiver.kind === 'email';
    const lockName = ctx.lock.lock.lockAlias || ctx.lock.lock.lockName;
    const site = await d.siteName(ctx.host);
    const text = await d.templates.message(
      ctx,
      {
        templateId: input.templateId,
        templateType: email ? TEMPLATE_TYPE.email : TEMPLATE_TYPE.sms,
        openMethod: OPEN_METHOD.ekey,
        lockOwnerId: ctx.lock.lock.userId,
      },
      { room: lockName, appLink: d.publicUrl ?? '' },
      ctx.t('messages.template.external', { site }),
    );
    const via = { t: ctx.t, host: ctx.host };
    const use = {
      payer: callerId,
      serviceType: email ? SERVICE_TYPE.email : SERVICE_TYPE.sms,
      reason: 'service.use.ekeySend',
      detail: { lock: lockName, to: receiver.address },
    };
    const r = await d.meter.use(
      ctx,
      use,
      async () => {
        const placed = await placeKey(callerId, ctx.lock, input);
        const delivered = placed.sent ? await notifier.sendText(placed.sent, text, via, callerId) : false;
        return { keyId: placed.keyId, delivered };
      },
      (x) => x.delivered,
    );
    return { keyId: r.keyId };
  }

  async function setRight(callerId: number, keyId: number, keyRight: 0 | 1): Promise<null> {
    const { key } = await keyFor(callerId, keyId, 'own');
    if (key.keyRight !== keyRight) await repo.update(key.id, { keyRight, updatedAt: clock.now() });
    return null;
  }

  return {
    /** One key on the lock of the call; in the words of one of the sender's templates when `templateId` is given. */
    sendKey: (ctx: LockContext, input: SendKeyInput) =>
      input.templateId
        ? sendKeyWithTemplate(ctx, { ...input, templateId: input.templateId })
        : sendKey(ctx.session.userId, ctx.lock, input, { t: ctx.t, host: ctx.host }),
    placeKey,
    /** One notice for the keys of one request (auth/create sends admin keys lock by lock). */
    notify: notifier.notify,

    /**
     * Per lock: permission ('manage'), then the same rules as sendKey; one refusal does not stop the others.
     * The receiver gets ONE message listing the locks the key was sent on.
     */
    async sendBatch(ctx: UserContext, { lockIds, ...input }: SendKeyInput & { lockIds: number[] }) {
      const callerId = ctx.session.userId;
      const via: NoticeVia = { t: ctx.t, host: ctx.host };
      const sent: SentKey[] = [];
      const results = await eachLock(permissions, callerId, lockIds, 'manage', via.t, async (access) => {
        const placed = await placeKey(callerId, access, input);
        if (placed.sent) sent.push(placed.sent);
        return placed.keyId;
      });
      await notifier.notify(callerId, sent, via);
      return { results };
    },

    /** The lock's keys except the owner's admin key. */
    async listLock(ctx: LockContext, q: Paging & { searchStr?: string; keyStatus?: string }) {
      const search = Boolean(q.searchStr);
      const kind = q.keyStatus ? statusKind(q.keyStatus) : undefined;
      const now = nowMs();
      const { rows, total } = await repo.listItemsShaped(
        {
          key: `lock:${search ? 'search' : ''}:${kind ?? ''}`,
          where: () =>
            and(
              eq(ekeys.lockId, K.lockId),
              isNull(ekeys.deletedAt),
              eq(ekeys.isOwner, false),
              search ? keySearch(K.pattern) : undefined,
              kind && statusFilter(kind, K.now, K.status),
            ),
        },
        {
          lockId: ctx.lock.lockId,
          pattern: containsPattern(q.searchStr ?? ''),
          now,
          status: q.keyStatus ?? '',
        },
        windowOf(q),
      );
      return pageOf(
        rows.map((r) => presentEkey(r, now, ctx.t)),
        total,
        q,
      );
    },

    /** The caller's own keys (the admin keys of owned locks too). */
    async listMine(ctx: UserContext, q: Paging) {
      const { rows, total } = await repo.listMine(ctx.session.userId, windowOf(q));
      const now = nowMs();
      return pageOf(
        rows.map((r) => presentEkey(r, now, ctx.t)),
        total,
        q,
      );
    },

    /** No server rights at once; the holder's phone learns it at its next sync (freezing → frozen). */
    async freeze(ctx: UserContext, { keyId }: { keyId: number }): Promise<null> {
      const callerId = ctx.session.userId;
      const { key } = await keyFor(callerId, keyId, 'manage');
      if (key.keyStatus === KEY_STATUS.freezing || key.keyStatus === KEY_STATUS.frozen) return null;
      if (key.keyStatus !== KEY_STATUS.normal && key.keyStatus !== KEY_STATUS.unfreezing)
        throw fail('keyStateNotAllowed');
      await repo.update(key.id, { keyStatus: KEY_STATUS.freezing, updatedAt: clock.now() });
      await revocation.revoke([key], callerId);
      return null;
    },

    /** Freezing → normal (the phone never learned it); frozen → unfreezing (rights back at once). */
    async unfreeze(ctx: UserContext, { keyId }: { keyId: number }): Promise<null> {
      const callerId = ctx.session.userId;
      const { key } = await keyFor(callerId, keyId, 'manage');
      const next =
        key.keyStatus === KEY_STATUS.freezing
          ? KEY_STATUS.normal
          : key.keyStatus === KEY_STATUS.frozen
            ? KEY_STATUS.unfreezing
            : null;
      if (next === null) {
        if (key.keyStatus === KEY_STATUS.normal || key.keyStatus === KEY_STATUS.unfreezing) return null;
        throw fail('keyStateNotAllowed');
      }
      await repo.update(key.id, { keyStatus: next, updatedAt: clock.now() });
      return null;
    },

    /**
     * A holder's key → deleting (no rights at once; deleted at the holder's next sync); a waiting key is deleted
     * at once. deleteIssued: the same for every live key the holder sent on that lock.
     */
    async remove(ctx: UserContext, { keyId, deleteIssued }: { keyId: number; deleteIssued: number }): Promise<null> {
      const callerId = ctx.session.userId;
      const { key } = await keyFor(callerId, keyId, 'manage');
      const now = clock.now();
      const del = (k: EkeyRow) =>
        repo.update(
          k.id,
          k.userId === null
            ? { keyStatus: KEY_STATUS.deleted, deletedAt: now, updatedAt: now, linkSecret: null }
            : { keyStatus: KEY_STATUS.deleting, updatedAt: now, linkSecret: null },
        );
      const gone = [key];
      if (deleteIssued === 1 && key.userId !== null) {
        for (const k of await repo.issuedBy(key.lockId, key.userId)) if (k.id !== key.id) gone.push(k);
      }
      for (const k of gone) await del(k);
      await revocation.revoke(gone, callerId);
      return null;
    },

    /** A new validity; never beyond the changer's own (−3039). Old unlock links die with the old period. */
    async changePeriod(ctx: UserContext, { keyId, ...input }: KeyPeriodRequest & { keyId: number }): Promise<null> {
      const callerId = ctx.session.userId;
      const { key, access } = await keyFor(callerId, keyId, 'manage');
      const period = periodOf(input, nowMs(), access.lock.timezoneRawOffset);
      assertWithinOwn(access, period);
      await repo.update(key.id, { ...period, usedAt: null, linkSecret: null, updatedAt: clock.now() });
      // A narrower period: the credentials of the old one must stop working on the lock (the phone syncs anew).
      if (!periodWidens(key, period)) await revocation.revoke([key], callerId);
      return null;
    },

    async update(
      ctx: UserContext,
      { keyId, ...input }: { keyId: number; keyName?: string; remarks?: string; remoteEnable?: number },
    ): Promise<null> {
      const callerId = ctx.session.userId;
      const { key } = await keyFor(callerId, keyId, 'manage');
      const set = {
        ...(input.keyName !== undefined ? { keyName: input.keyName } : {}),
        ...(input.remarks !== undefined ? { remarks: input.remarks } : {}),
        ...(input.remoteEnable !== undefined ? { remoteEnable: input.remoteEnable } : {}),
      };
      if (Object.keys(set).length) await repo.update(key.id, { ...set, updatedAt: clock.now() });
      return null;
    },

    /** Owner only (the key's lock, 'own'): the holder becomes an admin of the lock. */
    authorize: (ctx: UserContext, input: { keyId: number }) => setRight(ctx.session.userId, input.keyId, 1),
    /** Owner only: the admin becomes an ordinary key holder. */
    unauthorize: (ctx: UserContext, input: { keyId: number }) => setRight(ctx.session.userId, input.keyId, 0),

    /** A newly registered account takes the keys waiting for its e-mail or mobile (accounts registration hook). */
    claimPending: (userId: number, normalizedAccount: string) =>
      repo.claimPending(userId, normalizedAccount, clock.now()),

    /** A deleted account: the keys it held are deleted at once and taken back on the locks (as their owners' operations). */
    async holderGone(userId: number): Promise<void> {
      await revocation.revoke(await repo.dropHolder(userId, clock.now()), null);
    },

    /** One key as listed (tests, other modules). */
    async item(keyId: number, t: Translator = translatorFor('en')): Promise<EkeyItem | undefined> {
      const r = await repo.item(keyId);
      return r ? presentEkey(r, nowMs(), t) : undefined;
    },
  };
}

export type EkeysService = ReturnType<typeof createEkeysService>;
