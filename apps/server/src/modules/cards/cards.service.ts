// IC cards (issue 14) on the credential engine: numbers as typed (or byte-reversed for readers that read the other
// way round), the card item, the per-lock calls and the account-wide ones — one number to many locks (/card/props),
// bulk import, lost report on every lock that holds the number, the /card/manage view by number.
import { CARD_TYPE, reverseCardNumber, type CardItem } from '@lockconsole/shared/card/card';
import type { CardLockResult } from '@lockconsole/shared/card/lost';
import { CREDENTIAL_VALIDITY, type CredentialPeriodInput } from '@lockconsole/shared/credential/credential';
import { CREDENTIAL_BATCH_MAX } from '@lockconsole/shared/devices/credential-messages';
import type { ErrorName } from '@lockconsole/shared/errors/codes';
import { MAX_CARDS } from '@lockconsole/lockcore/limits';
import { encodeHotelCard } from '@lockconsole/lockcore/hotel-card';
import { fail } from '../../http/errors';
import type { LockContext, UserContext } from '../../http/context';
import type { Translator } from '../../http/i18n';
import { pageOf, windowOf, type Paging } from '../../http/paging';
import type { Clock } from '../../platform/clock';
import { createCredentialEngine, type CredentialKindAdapter } from '../credentials/credential-engine';
import { credentialPeriodOf } from '../credentials/credential-period';
import { presentCredential } from '../credentials/credential.presenter';
import type { createCredentialReadBack } from '../credentials/credential-read-back';
import type { CredentialSync } from '../credentials/credential-sync';
import type { CredentialRow, CredentialsRepo, CredentialView } from '../credentials/credentials.repo';
import type { LockAccess, PermissionsService } from '../permissions/permissions.service';

export const CARD_ADAPTER: CredentialKindAdapter = {
  kind: 'card',
  capacity: MAX_CARDS,
  errors: {
    notFound: 'cardNotFound',
    exists: 'cardExists',
    full: 'cardFull',
    syncPending: 'cardSyncPending',
    nothingToSync: 'cardNothingToSync',
    gaveUp: 'cardSyncGaveUp',
    lost: 'cardLost',
    onCard: 'cardWrittenByEncoder',
  },
};

const numberOf = (n: string, reversed?: boolean) => (reversed ? reverseCardNumber(n) : n.replace(/^0+(?=\d)/, ''));

export function createCardsService(d: {
  repo: CredentialsRepo;
  sync: CredentialSync;
  clock: Clock;
  permissions: PermissionsService;
  readBack: ReturnType<typeof createCredentialReadBack>;
}) {
  const engine = createCredentialEngine(CARD_ADAPTER, d);
  const nowMs = () => d.clock.now().getTime();

  const present = (v: CredentialView, t: Translator): CardItem => {
    const item = presentCredential(v, nowMs(), t);
    return {
      ...item,
      cardId: v.row.id,
      cardNumber: v.row.number,
      cardName: v.row.name,
      cardType:
        v.row.medium === 'encoder'
          ? CARD_TYPE.hotel
          : v.row.validityType === CREDENTIAL_VALIDITY.cycle
            ? CARD_TYPE.cycle
            : CARD_TYPE.normal,
    };
  };
  const presentRow = async (row: CredentialRow, t: Translator) => present(await engine.view(row), t);
  const msg = (t: Translator, name: ErrorName, params?: Record<string, unknown>) => t(`errors.${name}`, params ?? {});

  /** One lock's line of an account-wide answer: the card as it now stands there. */
  const lockResult = async (a: LockAccess, row: CredentialRow, t: Translator): Promise<CardLockResult> => {
    const item = await presentRow(row, t);
    return {
      lockId: a.lockId,
      lockAlias: a.lock.lockAlias,
      cardId: item.cardId,
      status: item.status,
      errorCode: item.failureCode,
      errorMsg: item.failureReason,
    };
  };

  /** Locks of `lockIds` the caller manages, or −2018 for all (nothing changes). */
  const manageable = (ctx: UserContext, lockIds: number[]) =>
    d.permissions.require(ctx.session.userId, lockIds, 'manage');

  return {
    async list(ctx: LockContext, q: Paging & { searchStr?: string; orderBy: 0 | 1 | 2 }) {
      const { rows, total } = await d.repo.page(ctx.lock.lockId, 'card', { ...q, ...windowOf(q) });
      return pageOf(
        rows.map((v) => present(v, ctx.t)),
        total,
        q,
      );
    },

    async add(
      ctx: LockContext,
      i: { cardNumber: string; cardName?: string; reversed?: boolean } & CredentialPeriodInput,
    ) {
      const v = await engine.add(ctx, { ...i, number: numberOf(i.cardNumber, i.reversed), name: i.cardName });
      return present(v, ctx.t);
    },
    rename: async (ctx: LockContext, i: { cardId: number; cardName: string }) =>
      present(await engine.rename(ctx, { id: i.cardId, name: i.cardName }), ctx.t),
    changePeriod: async (ctx: LockContext, i: { cardId: number } & CredentialPeriodInput) =>
      present(await engine.changePeriod(ctx, { ...i, id: i.cardId }), ctx.t),
    remove: async (ctx: LockContext, i: { cardId: number }) =>
      present(await engine.remove(ctx, { id: i.cardId }), ctx.t),
    resync: async (ctx: LockContext, i: { cardId: number }) =>
      present(await engine.resync(ctx, { id: i.cardId }), ctx.t),
    clear: (ctx: LockContext, _i: unknown) => engine.clear(ctx),

    async readBack(ctx: LockContext, _i: unknown) {
      const r = await d.readBack(ctx, 'card');
      return {
        found: await Promise.all(r.found.map((row) => presentRow(row, ctx.t))),
        missing: await Promise.all(r.missing.map((row) => presentRow(row, ctx.t))),
        matching: r.matching,
        blacklist: r.blacklist,
      };
    },

    /** The data an encoder writes onto the card on its reader: sealed for the lock, checked by it offline. */
    async encode(
      ctx: LockContext,
      i: { cardNumber: string; cardName?: string; building: number; floor: number } & CredentialPeriodInput,
    ) {
      const secret = ctx.lock.lock.lockSecret;
      if (!secret) throw fail('passcodeNoData');
      const number = numberOf(i.cardNumber);
      const { row, period } = await engine.onCard(ctx, { ...i, number, name: i.cardName });
      const cardData = encodeHotelCard(
        {
          lockId: ctx.lock.lockId,
          building: i.building,
          floor: i.floor,
          startDate: period.startDate,
          endDate: period.endDate ?? 0,
        },
        number,
        secret,
      );
      return { cardData, card: await presentRow(row, ctx.t) };
    },

    /** The card number is on the lock already (in its card list, whatever its state). */
    held: async (lockId: number, cardNumber: string) => !!(await d.repo.byNumber(lockId, 'card', numberOf(cardNumber))),

    /**
     * A room card of a hotel stay leaves the console at check-out (issue 19): it carries its permission itself and ends
     * at its own end time, so the number is free for the next guest's card. Not blacklisted: the same card is written
     * again for the next stay (a blacklisted number could never be written for this lock again).
     */
    async forgetRoomCard(ctx: LockContext, i: { cardId: number }) {
      const row = await d.repo.get(i.cardId);
      if (!row || row.lockId !== ctx.lock.lockId || row.deletedAt || row.medium !== 'encoder') return false;
      // Reported lost meanwhile (the guest kept it): it stays listed, blacklisted on the lock.
      if (row.state === 'lost' || row.syncAction === 'lost') return false;
      const gone = await d.repo.deleteNow(row.id, d.clock.now());
      await d.sync.announce(ctx.session.userId, [gone]);
      return true;
    },

    /** /card/manage: every number on locks the caller manages, with its locks. */
    async listAll(ctx: UserContext, q: Paging & { searchStr?: string }) {
      const { numbers, rows, total } = await d.repo.numberPage(ctx.session.userId, 'card', nowMs(), {
        ...q,
        ...windowOf(q),
      });
      const groups = numbers.map((n) => {
        const mine = rows.filter((v) => v.row.number === n);
        const newest = [...mine].sort((a, b) => b.row.updatedAt.getTime() - a.row.updatedAt.getTime())[0];
        return {
          cardNumber: n,
          cardName: newest?.row.name ?? '',
          lost: mine.some((v) => v.row.state === 'lost'),
          locks: mine.map((v) => present(v, ctx.t)),
        };
      });
      return pageOf(groups, total, q);
    },

    /** Door permissions across locks: one number to each lock, one operation per lock, a result per lock. */
    async issue(
      ctx: UserContext,
      i: { cardNumber: string; cardName?: string; reversed?: boolean; lockIdList: number[] } & CredentialPeriodInput,
    ) {
      const accesses = await manageable(ctx, i.lockIdList);
      // The time rules once for the whole request (field errors), in the first lock's zone.
      credentialPeriodOf(i, nowMs(), accesses[0]!.lock.timezoneRawOffset);
      const number = numberOf(i.cardNumber, i.reversed);
      const userId = ctx.session.userId;
      const locks = [];
      for (const a of accesses) {
        const staged = await engine.stage(a, userId, number, i.cardName ?? '', i);
        const base = { lockId: a.lockId, lockAlias: a.lock.lockAlias };
        if ('error' in staged) {
          locks.push({ ...base, cardId: null, status: null, errorCode: null, errorMsg: msg(ctx.t, staged.error) });
          continue;
        }
        const pushed = await engine.pushStaged(a, userId, [staged.row], 1);
        locks.push(await lockResult(a, pushed.rows[0] ?? staged.row, ctx.t));
      }
      return { locks };
    },

    /** Bulk import: every number to every lock, one operation per lock (per 100 cards), a result per card. */
    async importCards(
      ctx: UserContext,
      i: {
        cards: { cardNumber: string; cardName: string }[];
        reversed?: boolean;
        lockIdList: number[];
      } & CredentialPeriodInput,
    ) {
      const accesses = await manageable(ctx, i.lockIdList);
      credentialPeriodOf(i, nowMs(), accesses[0]!.lock.timezoneRawOffset);
      const userId = ctx.session.userId;
      const cards = [...new Map(i.cards.map((c) => [numberOf(c.cardNumber, i.reversed), c.cardName])).entries()];
      const locks = [];
      for (const a of accesses) {
        const held = await d.repo.numbersOn(
          a.lockId,
          'card',
          cards.map(([n]) => n),
        );
        const staged: CredentialRow[] = [];
        const failed: { cardNumber: string; errorMsg: string }[] = [];
        let skipped = 0;
        for (const [number, name] of cards) {
          const row = held.get(number);
          // Already there and in sync (or on its way): an import run again skips it; a failed one is retried.
          if (row && row.state === 'normal' && row.syncState !== 'failed') {
            skipped++;
            continue;
          }
          const s = await engine.stage(a, userId, number, name, i);
          if ('error' in s) failed.push({ cardNumber: number, errorMsg: msg(ctx.t, s.error) });
          else staged.push(s.row);
        }
        const pushed = await engine.pushStaged(a, userId, staged, CREDENTIAL_BATCH_MAX);
        for (const r of pushed.rows.filter((x) => x.syncState === 'failed')) {
          const item = await presentRow(r, ctx.t);
          failed.push({ cardNumber: r.number, errorMsg: item.failureReason ?? '' });
        }
        locks.push({
          lockId: a.lockId,
          lockAlias: a.lock.lockAlias,
          sent: pushed.rows.length - pushed.rows.filter((x) => x.syncState === 'failed').length,
          skipped,
          failed,
          operationIds: pushed.operationIds,
        });
      }
      return { locks };
    },

    /** The number blacklisted on every lock of the caller's (owner or authorized admin) that holds it. */
    async reportLost(ctx: UserContext, i: { cardNumber: string }) {
      const number = numberOf(i.cardNumber);
      const rows = await d.repo.everywhere('card', number);
      const roles = await d.permissions.roles(ctx.session.userId, [...new Set(rows.map((r) => r.lockId))]);
      const locks = [];
      for (const row of rows) {
        const a = roles.get(row.lockId);
        if (!a || (a.role !== 'owner' && a.role !== 'authorizedAdmin')) continue;
        const r = await engine.markLost(a, ctx.session.userId, row);
        const base = { lockId: a.lockId, lockAlias: a.lock.lockAlias };
        if ('error' in r) {
          locks.push({ ...base, cardId: row.id, status: null, errorCode: null, errorMsg: msg(ctx.t, r.error!) });
          continue;
        }
        locks.push(await lockResult(a, r.row!, ctx.t));
      }
      return { locks };
    },
  };
}

export type CardsService = ReturnType<typeof createCardsService>;
