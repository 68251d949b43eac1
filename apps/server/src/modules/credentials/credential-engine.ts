// The credential engine (issue 14): one lifecycle for every kind a lock stores by number. A kind is an adapter (its
// name, its lock capacity, its error names); the engine gives it add, rename, change of period, delete, resync,
// clear, read-back and the account-wide operations (one number to many locks, bulk import, lost report) — writes as
// tracked device operations through the port (credential-sync.ts), the spec §5 time rules and "never beyond your own
// validity" (credential-period.ts), and the status codes of spec §3 (credential.presenter.ts).
import { CREDENTIAL_MAX_SYNC_FAILURES, type CredentialPeriodInput } from '@lockconsole/shared/credential/credential';
import type { CredentialKind } from '@lockconsole/shared/devices/credential-messages';
import type { ErrorName } from '@lockconsole/shared/errors/codes';
import { causeText } from '../../devices/operation-events';
import type { LockContext } from '../../http/context';
import { AppError, fail } from '../../http/errors';
import type { Clock, Random } from '../../platform/clock';
import type { Sealer } from '../../platform/sealer';
import type { CredentialSyncAction } from '../../db/schema/credentials';
import type { LockAccess } from '../permissions/permissions.service';
import { assertCredentialWithinOwn, credentialPeriodOf, type CredentialPeriod } from './credential-period';
import type { CredentialSync } from './credential-sync';
import type { CredentialRow, CredentialsRepo, CredentialView } from './credentials.repo';

export type CredentialKindAdapter = {
  kind: CredentialKind;
  /** Most credentials of the kind one lock holds. */
  capacity: number;
  errors: Record<'notFound' | 'exists' | 'full' | 'syncPending' | 'nothingToSync' | 'gaveUp', ErrorName> &
    /** Kinds that can be reported lost or written onto the credential itself (cards). */
    Partial<Record<'lost' | 'onCard', ErrorName>>;
};

/** What a kind stores beside the number: an accessory's MAC, battery and firmware (key fobs, keypads). */
export type CredentialDeviceFacts = Pick<CredentialRow, 'deviceMac' | 'deviceBattery' | 'deviceFirmware'>;

const CONFIRMED_STABLE = (r: CredentialRow) => r.syncState === null;

/**
 * A biometric credential the lock has not enrolled yet has no number of its own (the lock gives it one): it holds a
 * unique placeholder until then. A new period is just stored (the next enrolment takes it) and resync enrols again;
 * a delete goes to the lock all the same when an enrolment was sent (it may have finished there after we gave up).
 */
const PLACEHOLDER = 'new_';
export const isPlaceholder = (number: string) => number.startsWith(PLACEHOLDER);

export function createCredentialEngine(
  a: CredentialKindAdapter,
  d: { repo: CredentialsRepo; sync: CredentialSync; clock: Clock; random?: Random; sealer?: Sealer },
) {
  const kind = a.kind;
  const E = { ...a.errors, lost: a.errors.lost ?? a.errors.syncPending, onCard: a.errors.onCard ?? a.errors.exists };
  const now = () => d.clock.now();

  async function found(lockId: number, id: number): Promise<CredentialRow> {
    const row = await d.repo.find(lockId, kind, id);
    if (!row) throw fail(E.notFound);
    return row;
  }

  async function view(row: CredentialRow): Promise<CredentialView> {
    return (await d.repo.view(row.id)) ?? { row, lockAlias: '', sender: '' };
  }

  function periodFor(access: LockAccess, input: CredentialPeriodInput): CredentialPeriod {
    const p = credentialPeriodOf(input, now().getTime(), access.lock.timezoneRawOffset);
    assertCredentialWithinOwn(access, p);
    return p;
  }

  const stored = (p: CredentialPeriod) => ({
    validityType: p.validityType,
    startDate: new Date(p.startDate),
    endDate: p.endDate === null ? null : new Date(p.endDate),
    cycle: p.cycle,
  });

  /** Marks the row pending for `action` and pushes it alone; answers the row as it then stands. */
  async function startPush(
    access: LockAccess,
    userId: number,
    row: CredentialRow,
    action: CredentialSyncAction,
    o: { resetFailures: boolean; set?: Partial<CredentialRow> },
  ): Promise<CredentialRow> {
    const pending = await d.repo.markPending(row.id, { action, now: now(), ...o });
    if (!pending) throw fail(E.syncPending);
    const r = await d.sync.push([pending], { id: access.lockId, lockMac: access.lock.lockMac }, userId, action);
    return r.rows[0] ?? pending;
  }

  /** A new row pending add (refused when the number is on the lock or the lock is full), not yet pushed. */
  async function insertPending(
    access: LockAccess,
    userId: number,
    number: string,
    name: string,
    p: CredentialPeriod,
    device?: CredentialDeviceFacts,
  ) {
    if (await d.repo.byNumber(access.lockId, kind, number)) throw fail(E.exists);
    if ((await d.repo.countOn(access.lockId, kind)) >= a.capacity) throw fail(E.full);
    const row = await d.repo.insert({
      lockId: access.lockId,
      kind,
      number,
      name,
      ...stored(p),
      senderUserId: userId,
      syncAction: 'add',
      syncState: 'pending',
      ...device,
    });
    // A concurrent add of the same number won the unique index.
    if (!row) throw fail(E.exists);
    return row;
  }

  /** A failed enrolment at the sensor, started again (the person presses again). */
  async function enrolAgain(ctx: LockContext, row: CredentialRow): Promise<CredentialRow> {
    // A photo is not kept once sent: the page asks for it again instead. A reader's template is (sealed).
    if (row.enrolSource === 'photo') throw fail('facePhotoNotKept');
    const template = row.sealedTemplate && d.sealer ? d.sealer.open(row.sealedTemplate).toString('base64') : undefined;
    const pending = await d.repo.markPending(row.id, { action: 'add', now: now(), resetFailures: false });
    if (!pending) throw fail(E.syncPending);
    const lock = { id: ctx.lock.lockId, lockMac: ctx.lock.lock.lockMac };
    return (await d.sync.enrol(pending, lock, ctx.session.userId, template ? { template } : {})).row;
  }

  return {
    kind,
    view,
    found,
    periodFor,

    /**
     * A biometric credential the lock enrols: at its sensor (the person presses; steps come as `progress` events),
     * or from a checked photo. The row waits (adding) under a placeholder until the lock answers its number.
     */
    async enrol(
      ctx: LockContext,
      input: { name?: string; photo?: string; template?: string } & CredentialPeriodInput,
    ): Promise<CredentialView> {
      if (input.template && !d.sealer) throw new Error('templates need a sealer');
      const p = periodFor(ctx.lock, input);
      if ((await d.repo.countOn(ctx.lock.lockId, kind)) >= a.capacity) throw fail(E.full);
      const userId = ctx.session.userId;
      // Digits: a placeholder may go to the lock in a delete (credential numbers are [0-9A-Za-z_]).
      const token = d.random?.digits(12) ?? String(now().getTime());
      const row = await d.repo.insert({
        lockId: ctx.lock.lockId,
        kind,
        number: `${PLACEHOLDER}${token}`,
        name: input.name ?? '',
        ...stored(p),
        senderUserId: userId,
        syncAction: 'add',
        syncState: 'pending',
        enrolSource: input.photo ? 'photo' : input.template ? 'reader' : 'sensor',
        consentByUserId: userId,
        consentAt: now(),
        sealedTemplate: input.template ? d.sealer!.seal(Buffer.from(input.template, 'base64')) : null,
      });
      if (!row) throw fail(E.syncPending);
      const lock = { id: ctx.lock.lockId, lockMac: ctx.lock.lock.lockMac };
      const extra = input.photo ? { photo: input.photo } : input.template ? { template: input.template } : {};
      const r = await d.sync.enrol(row, lock, userId, extra);
      return view(r.row);
    },

    async add(
      ctx: LockContext,
      input: { number: string; name?: string; device?: CredentialDeviceFacts } & CredentialPeriodInput,
    ) {
      const p = periodFor(ctx.lock, input);
      const row = await insertPending(ctx.lock, ctx.session.userId, input.number, input.name ?? '', p, input.device);
      const r = await d.sync.push(
        [row],
        { id: ctx.lock.lockId, lockMac: ctx.lock.lock.lockMac },
        ctx.session.userId,
        'add',
      );
      return view(r.rows[0] ?? row);
    },

    async rename(ctx: LockContext, input: { id: number; name: string }) {
      await found(ctx.lock.lockId, input.id);
      const row = await d.repo.update(input.id, { name: input.name, updatedAt: now() });
      if (!row) throw fail(E.notFound);
      return view(row);
    },

    async changePeriod(ctx: LockContext, input: { id: number } & CredentialPeriodInput) {
      const row = await found(ctx.lock.lockId, input.id);
      if (row.state === 'lost') throw fail(E.lost);
      if (row.medium === 'encoder') throw fail(E.onCard);
      if (
        row.syncState === 'pending' ||
        (row.syncState === 'failed' && row.syncAction !== 'add' && row.syncAction !== 'change')
      )
        throw fail(E.syncPending);
      const p = periodFor(ctx.lock, input);
      const userId = ctx.session.userId;
      if (isPlaceholder(row.number)) {
        // Not enrolled (failed): the period waits for the next enrolment.
        const updated = await d.repo.update(row.id, { ...stored(p), updatedAt: now() });
        if (!updated) throw fail(E.notFound);
        return view(updated);
      }
      if (row.syncAction === 'add') {
        // Never confirmed: the add itself is pushed again with the new period.
        return view(await startPush(ctx.lock, userId, row, 'add', { resetFailures: true, set: stored(p) }));
      }
      const pendingChange = { startDate: p.startDate, endDate: p.endDate, cycle: p.cycle };
      const set = { pendingChange, validityType: p.validityType };
      return view(await startPush(ctx.lock, userId, row, 'change', { resetFailures: true, set }));
    },

    /** Deleted on the lock (an add never sent is deleted at once; a lost card leaves the list, its number stays blacklisted). */
    async remove(ctx: LockContext, input: { id: number }) {
      const row = await found(ctx.lock.lockId, input.id);
      if (row.syncState === 'pending') throw fail(E.syncPending);
      // (An enrolment that was sent and failed may still have finished at the lock late: its delete goes to the lock.)
      const neverSent = row.syncAction === 'add' && row.syncOperationId === null;
      // A card written by the encoder holds its permission itself: the lock must refuse its number instead.
      if (row.medium === 'encoder' && row.state === 'normal') {
        const r = await startPush(ctx.lock, ctx.session.userId, row, 'lost', {
          resetFailures: row.syncAction !== 'lost',
        });
        return view(r);
      }
      if (neverSent || (row.state === 'lost' && CONFIRMED_STABLE(row))) {
        const gone = await d.repo.deleteNow(row.id, now());
        if (!gone) throw fail(E.notFound);
        await d.sync.announce(ctx.session.userId, [gone]);
        return view(gone);
      }
      return view(
        await startPush(ctx.lock, ctx.session.userId, row, 'delete', { resetFailures: row.syncAction !== 'delete' }),
      );
    },

    async resync(ctx: LockContext, input: { id: number }) {
      const row = await found(ctx.lock.lockId, input.id);
      if (row.syncState === 'pending') throw fail(E.syncPending);
      if (row.syncState !== 'failed' || !row.syncAction) throw fail(E.nothingToSync);
      if (row.syncFailures >= CREDENTIAL_MAX_SYNC_FAILURES) {
        const reason = causeText(
          { errorCode: row.syncErrorCode ?? 0, reasonKey: row.syncReasonKey, reasonParams: row.syncReasonParams },
          ctx.t,
        );
        throw fail(E.gaveUp, { reason });
      }
      if (isPlaceholder(row.number)) return view(await enrolAgain(ctx, row));
      return view(await startPush(ctx.lock, ctx.session.userId, row, row.syncAction, { resetFailures: false }));
    },

    /** Every credential of the kind off the lock as one operation (lost ones stay blacklisted and listed). */
    async clear(ctx: LockContext) {
      const rows = await d.repo.markAllDeleting(ctx.lock.lockId, kind, now());
      if (rows.length === 0) return { count: 0, operationId: null, failureReason: null };
      const r = await d.sync.push(
        rows,
        { id: ctx.lock.lockId, lockMac: ctx.lock.lock.lockMac },
        ctx.session.userId,
        'clear',
      );
      return {
        count: rows.length,
        operationId: r.operation?.id ?? null,
        failureReason: r.refusal ? ctx.t(`errors.${r.refusal}`) : null,
      };
    },

    /**
     * Puts the number on a lock the caller manages (`access`): a new row, or the new period for a row that is there.
     * Answers the row pending (not yet pushed) or an error name for this lock.
     */
    async stage(
      access: LockAccess,
      userId: number,
      number: string,
      name: string,
      input: CredentialPeriodInput,
    ): Promise<{ row: CredentialRow; action: CredentialSyncAction } | { error: ErrorName }> {
      let p: CredentialPeriod;
      try {
        p = periodFor(access, input);
      } catch (e) {
        // Beyond the caller's own key on this lock; the time rules were checked for the whole request before.
        if (e instanceof AppError) return { error: e.errorName };
        throw e;
      }
      const held = await d.repo.byNumber(access.lockId, kind, number);
      if (held) {
        if (held.syncState === 'pending') return { error: E.syncPending };
        if (held.medium === 'encoder') return { error: E.onCard };
        const again = held.state === 'lost' || held.syncAction === 'add';
        const set = again
          ? { ...stored(p), state: 'normal', name: name || held.name }
          : {
              pendingChange: { startDate: p.startDate, endDate: p.endDate, cycle: p.cycle },
              validityType: p.validityType,
            };
        const action: CredentialSyncAction = again ? 'add' : 'change';
        const row = await d.repo.markPending(held.id, { action, now: now(), resetFailures: true, set });
        return row ? { row, action } : { error: E.syncPending };
      }
      try {
        return { row: await insertPending(access, userId, number, name, p), action: 'add' };
      } catch (e) {
        if (e instanceof AppError) return { error: e.errorName };
        throw e;
      }
    },

    /** Pushes staged rows of one lock, at most `batch` per operation. */
    async pushStaged(access: LockAccess, userId: number, rows: CredentialRow[], batch: number) {
      const out: { rows: CredentialRow[]; operationIds: number[]; refusal: ErrorName | null } = {
        rows: [],
        operationIds: [],
        refusal: null,
      };
      for (const action of ['add', 'change'] as const) {
        const mine = rows.filter((r) => r.syncAction === action);
        for (let i = 0; i < mine.length; i += batch) {
          const r = await d.sync.push(
            mine.slice(i, i + batch),
            { id: access.lockId, lockMac: access.lock.lockMac },
            userId,
            action,
          );
          out.rows.push(...r.rows);
          if (r.operation) out.operationIds.push(r.operation.id);
          out.refusal ??= r.refusal;
        }
      }
      return out;
    },

    /**
     * A permission written onto the card itself (a card encoder): the row, stored as confirmed (nothing is sent — the
     * card carries it). A number the lock stores, a lost one or one waiting for the lock is refused.
     */
    async onCard(ctx: LockContext, input: { number: string; name?: string } & CredentialPeriodInput) {
      const a = ctx.lock;
      const p = periodFor(a, input);
      const held = await d.repo.byNumber(a.lockId, kind, input.number);
      if (held && held.medium !== 'encoder') throw fail(E.exists);
      if (held?.state === 'lost') throw fail(E.lost);
      if (held?.syncState === 'pending') throw fail(E.syncPending);
      const values = { ...stored(p), name: input.name ?? held?.name ?? '', updatedAt: now() };
      const row = held
        ? await d.repo.update(held.id, { ...values, syncAction: null, syncState: null, syncErrorCode: null })
        : await d.repo.insert({
            lockId: a.lockId,
            kind,
            number: input.number,
            medium: 'encoder',
            senderUserId: ctx.session.userId,
            ...values,
          });
      if (!row) throw fail(E.exists);
      await d.sync.announce(ctx.session.userId, [row]);
      return { row, period: p };
    },

    /** Reports the number lost on one lock: blacklisted through the gateway. */
    async markLost(access: LockAccess, userId: number, row: CredentialRow) {
      if (row.syncState === 'pending') return { error: E.syncPending as ErrorName };
      if (row.state === 'lost' && CONFIRMED_STABLE(row)) return { row };
      const pending = await d.repo.markPending(row.id, {
        action: 'lost',
        now: now(),
        resetFailures: row.syncAction !== 'lost',
      });
      if (!pending) return { error: E.syncPending as ErrorName };
      const r = await d.sync.push([pending], { id: access.lockId, lockMac: access.lock.lockMac }, userId, 'lost');
      return { row: r.rows[0] ?? pending };
    },
  };
}

export type CredentialEngine = ReturnType<typeof createCredentialEngine>;
