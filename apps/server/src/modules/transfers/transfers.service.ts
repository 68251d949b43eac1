// Lock transfers (issue 19; spec §6: only the owner transfers; §7 /lock/transfer, /user/transferUserConfirm, code
// type 9). The owner offers locks to a registered account, proved by a code sent to the owner's own e-mail or mobile;
// the receiver is told (e-mail or SMS in the sender's language) and accepts or declines in the console; the sender may
// withdraw a waiting offer; one nobody answered in 7 days expires (a sweep every node may run: the state change is
// conditional). Accepting moves, in one transaction, every offered lock its sender still owns (see
// TransfersRepo.moveLocks for what stays and what ends); the keys that ended are then taken back on the locks.
import { CODE_TYPE } from '@lockconsole/shared/user/account-fields';
import {
  TRANSFER_MAX_LOCKS,
  TRANSFER_STATUS,
  TRANSFER_TYPE,
  type ReceivedKind,
  TRANSFER_WAIT_MS,
  type Transfer,
} from '@lockconsole/shared/transfer/transfer';
import { lockTimeText } from '@lockconsole/lockcore/lock-time';
import type { FastifyBaseLogger } from 'fastify';
import type { LockContext, UserContext } from '../../http/context';
import { fail } from '../../http/errors';
import { pageOf, type Paging } from '../../http/paging';
import type { Messenger } from '../../messaging/messenger';
import type { Clock } from '../../platform/clock';
import type { TakeBack } from '../ekeys/ekey-take-back';
import { identityOf, type Identity } from '../accounts/account-identity';
import { isLockAlreadyOffered, type TransferRow, type TransfersRepo } from './transfers.repo';
import type { CredentialTransfersRepo, OfferedCredential } from './credential-transfers.repo';

type Recipient = { uid: number; nickname: string; account: string };
type OfferInput = { receiverUsername: string; countryCode?: string; transferType: number; validationCode: string };

export function createTransfersService(d: {
  repo: TransfersRepo;
  credentials: CredentialTransfersRepo;
  clock: Clock;
  log: FastifyBaseLogger;
  messenger: Messenger;
  revocation: TakeBack;
  siteName: (host: string) => Promise<string>;
  /** The receiver by account (30004 unknown, -3011 oneself): /user/transferUserConfirm. */
  confirmRecipient: (ctx: UserContext, input: { account: string; countryCode?: string }) => Promise<Recipient>;
  /** Uses up a code of `type` sent to one of `accounts` (30010 wrong, 30011 expired, 30012 too many tries). */
  verifyCode: (accounts: string[], type: number, code: string, source: string) => Promise<void>;
}) {
  const { repo } = d;

  async function mine(ctx: UserContext, transferId: number, side: 'receiverId' | 'senderId'): Promise<TransferRow> {
    const t = await repo.find(transferId);
    // Another account's transfer reads as unknown, whichever side it is on.
    if (!t || t[side] !== ctx.session.userId) throw fail('transferNotFound');
    if (t.status !== TRANSFER_STATUS.waiting) throw fail('transferEnded');
    if (t.expiresAt <= d.clock.now()) {
      await repo.decide(t.id, TRANSFER_STATUS.expired, d.clock.now());
      throw fail('transferEnded');
    }
    return t;
  }

  async function tellReceiver(
    ctx: UserContext,
    to: Identity,
    sender: string,
    names: string[],
    until: Date,
    what: 'locks' | 'gateways' | 'credentials',
  ) {
    const site = await d.siteName(ctx.host);
    const k = 'messages.transfer.offer';
    const params = {
      sender,
      site,
      count: names.length,
      locks: names.join(', '),
      until: lockTimeText(until.getTime(), 0),
    };
    const email = to.kind === 'email';
    try {
      await d.messenger.send({
        channel: email ? 'email' : 'sms',
        to: to.address,
        subject: email ? ctx.t(what === 'credentials' ? `${k}.subjectCredentials` : `${k}.subject`, params) : undefined,
        text: ctx.t(
          { locks: `${k}.text`, gateways: `${k}.textGateways`, credentials: `${k}.textCredentials` }[what],
          params,
        ),
      });
    } catch (err) {
      // The offer stands and shows in the receiver's console; a lost message must not undo it.
      d.log.warn({ err }, 'transfer offer notice not delivered');
    }
  }

  /** The offer itself: the receiver, the caller's own code, one waiting transfer of these locks and gateways. */
  async function offerOf(
    ctx: UserContext,
    input: OfferInput,
    lockList: { id: number; lockAlias: string }[],
    gatewayList: { id: number; gatewayName: string }[],
    credentialList: OfferedCredential[] = [],
  ) {
    const senderId = ctx.session.userId;
    const receiver = await d.confirmRecipient(ctx, { account: input.receiverUsername, countryCode: input.countryCode });
    // Before the code is used up: an offer that cannot be made keeps the code for the next try.
    if (
      await repo.anyWaiting(
        lockList.map((l) => l.id),
        gatewayList.map((g) => g.id),
      )
    )
      throw fail('lockAlreadyOffered');
    const me = await repo.accountOf(senderId);
    const myAccounts = [me?.email, me?.mobile].filter((a): a is string => !!a);
    await d.verifyCode(myAccounts, CODE_TYPE.transferLock, input.validationCode, ctx.ip);
    const now = d.clock.now();
    const expiresAt = new Date(now.getTime() + TRANSFER_WAIT_MS);
    let transferId: number;
    try {
      transferId = await repo.offer(
        {
          senderId,
          receiverId: receiver.uid,
          receiverAccount: receiver.account,
          senderAccount: myAccounts[0] ?? '',
          transferType: input.transferType,
          createdAt: now,
          expiresAt,
        },
        lockList,
        gatewayList,
        credentialList.length ? (tx, id) => d.credentials.hold(tx, id, credentialList) : undefined,
      );
    } catch (e) {
      if (isLockAlreadyOffered(e)) throw fail('lockAlreadyOffered');
      throw e;
    }
    const names = [
      ...gatewayList.map((g) => g.gatewayName),
      ...lockList.map((l) => l.lockAlias),
      ...credentialList.map((c) => c.name || c.number),
    ];
    const sender = me?.nickname || myAccounts[0] || '';
    const to = identityOf(input.receiverUsername, input.countryCode);
    const what = credentialList.length ? 'credentials' : gatewayList.length ? 'gateways' : 'locks';
    await tellReceiver(ctx, to, sender, names, expiresAt, what);
    return { transferId };
  }

  return {
    listForTransfer: async (ctx: UserContext, q: Paging & { lockAlias?: string }) => {
      const { rows, total } = await repo.transferable(ctx.session.userId, q);
      return pageOf(rows, total, q);
    },

    /** Offers the caller's locks (each checked: owned, live, not in another waiting offer) to a registered account. */
    async offer(ctx: UserContext, input: OfferInput & { lockIdList: number[] }) {
      const ids = [...new Set(input.lockIdList)];
      const own = await repo.ownLocks(ctx.session.userId, ids);
      if (own.length !== ids.length) throw fail('noPermission');
      return offerOf(ctx, input, own, []);
    },

    /**
     * Offers fingerprints (5) or cards (6) of one of the caller's locks to a person (the route checked the caller owns
     * it). Every id must be one of the lock's; a fingerprint only with the sealed template of a desk reader (10858).
     */
    async offerCredentials(ctx: LockContext, input: OfferInput & { credentialIdList: number[] }) {
      const kind: ReceivedKind = input.transferType === TRANSFER_TYPE.fingerprintToPerson ? 'fingerprint' : 'card';
      const ids = [...new Set(input.credentialIdList)];
      const found = await d.credentials.ofLock(ctx.lock.lockId, kind, ids);
      if (found.length !== ids.length) throw fail(kind === 'fingerprint' ? 'fingerprintNotFound' : 'cardNotFound');
      if (kind === 'fingerprint' && found.some((c) => !c.sealedTemplate)) throw fail('fingerprintNotCopyable');
      return offerOf(ctx, input, [], [], found);
    },

    /** Offers the caller's gateways, with the caller's locks they reach when `withLocks` (types 3, 4). */
    async offerGateways(
      ctx: UserContext,
      input: OfferInput & { gatewayIdList: number[]; withLocks: boolean; lockIdList?: number[] },
    ) {
      const me = ctx.session.userId;
      const ids = [...new Set(input.gatewayIdList)];
      const own = await repo.ownGateways(me, ids);
      if (own.length !== ids.length) throw fail('noPermission');
      const extraIds = [...new Set(input.lockIdList ?? [])];
      const extra = extraIds.length ? await repo.ownLocks(me, extraIds) : [];
      if (extra.length !== extraIds.length) throw fail('noPermission');
      const behind = input.withLocks ? await repo.locksBehind(me, ids) : [];
      const locks = [...new Map([...behind, ...extra].map((l) => [l.id, l])).values()];
      if (locks.length > TRANSFER_MAX_LOCKS) throw fail('badParameter');
      return offerOf(ctx, input, locks, own);
    },

    listGatewaysForTransfer: async (ctx: UserContext, q: Paging) => {
      const { rows, total } = await repo.transferableGateways(ctx.session.userId, q);
      return pageOf(rows, total, q);
    },

    /** The receiver takes the locks: they are theirs at once; the keys that ended are taken back on the locks. */
    async accept(ctx: UserContext, { transferId }: { transferId: number }) {
      await mine(ctx, transferId, 'receiverId');
      const now = d.clock.now();
      const done = await repo.decide(transferId, TRANSFER_STATUS.accepted, now, async (tx, t) => {
        // Types 5 and 6 hold no locks: their fingerprints or cards become the receiver's received credentials.
        await d.credentials.give(tx, t, now);
        const gatewayIds = await repo.moveGateways(tx, t);
        return { gatewayIds, ...(await repo.moveLocks(tx, t, now)) };
      });
      if (!done?.result) throw fail('transferEnded');
      // The new owner's locks: the take-back operations are theirs.
      await d.revocation.revoke(done.result.ended, done.row.receiverId);
      return { lockIdList: done.result.lockIds, gatewayIdList: done.result.gatewayIds };
    },

    async decline(ctx: UserContext, { transferId }: { transferId: number }) {
      await mine(ctx, transferId, 'receiverId');
      if (!(await repo.decide(transferId, TRANSFER_STATUS.declined, d.clock.now()))) throw fail('transferEnded');
      return null;
    },

    async withdraw(ctx: UserContext, { transferId }: { transferId: number }) {
      await mine(ctx, transferId, 'senderId');
      if (!(await repo.decide(transferId, TRANSFER_STATUS.withdrawn, d.clock.now()))) throw fail('transferEnded');
      return null;
    },

    /** Both sides' history: what was offered, to or by whom, and how it ended. */
    async list(ctx: UserContext, q: Paging & { direction?: 'in' | 'out' }) {
      const me = ctx.session.userId;
      const { rows, total } = await repo.page(me, q.direction, q);
      const names = await repo.lockNames(rows.map((r) => r.t.id));
      const gatewayNames = await repo.gatewayNames(rows.map((r) => r.t.id));
      const credentialNames = await d.credentials.names(rows.map((r) => r.t.id));
      const now = d.clock.now();
      const list: Transfer[] = rows.map(({ t, senderNickname, receiverNickname }) => {
        const incoming = t.receiverId === me;
        const waiting = t.status === TRANSFER_STATUS.waiting;
        return {
          transferId: t.id,
          transferType: t.transferType,
          // An offer past its time reads expired at once, before the sweep records it.
          status: waiting && t.expiresAt <= now ? TRANSFER_STATUS.expired : t.status,
          direction: incoming ? 'in' : 'out',
          counterpart: incoming
            ? { nickname: senderNickname ?? '', account: t.senderAccount }
            : { nickname: receiverNickname ?? '', account: t.receiverAccount },
          locks: names.filter((n) => n.transferId === t.id).map((n) => ({ lockId: n.lockId, lockAlias: n.lockAlias })),
          gateways: gatewayNames
            .filter((n) => n.transferId === t.id)
            .map((n) => ({ gatewayId: n.gatewayId, gatewayName: n.gatewayName })),
          credentials: credentialNames
            .filter((n) => n.transferId === t.id)
            .map((n) => ({ kind: n.kind as ReceivedKind, name: n.name, number: n.number })),
          createdAt: t.createdAt.getTime(),
          expiresAt: t.expiresAt.getTime(),
          decidedAt: t.decidedAt?.getTime() ?? null,
        };
      });
      return pageOf(list, total, q);
    },

    /** Records offers nobody answered in time as expired (their locks may be offered again). */
    async expireOverdue(): Promise<number> {
      const now = d.clock.now();
      let n = 0;
      for (const id of await repo.overdue(now)) if (await repo.decide(id, TRANSFER_STATUS.expired, now)) n++;
      return n;
    },
  };
}

export type TransfersService = ReturnType<typeof createTransfersService>;
