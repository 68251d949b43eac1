// Passcode writes that reach the lock through a gateway: add, change and delete of custom codes (type 6), the
// revocation of a deleted offline code still valid, and resync of a failed push. Rules before anything is sent:
// old-app locks (10801), the per-lock rate guard (10802), lockcore's custom-code problems (−3006 / −2032 / −3007 /
// −3009), the spec §5 time rules; a row already waiting for the lock is not written again (10805). The push and its
// endings are passcode-sync.ts.
import { customPasscodeProblems } from '@lockconsole/lockcore/passcode/custom-passcode';
import type { LockContext } from '../../http/context';
import {
  KEYBOARD_PWD_TYPE,
  PASSCODE_MAX_SYNC_FAILURES,
  PASSCODE_STATUS,
  type PasscodeItem,
} from '@lockconsole/shared/passcode/passcode';
import { fail, fieldError } from '../../http/errors';
import type { Translator } from '../../http/i18n';
import type { Clock, Random } from '../../platform/clock';
import type { PasscodeSyncAction } from '../../db/schema/passcodes';
import type { LockAccess } from '../permissions/permissions.service';
import {
  assertPasscodeWritable,
  customPeriod,
  customProblemAnswer,
  ISSUES_PER_LOCK_PER_MINUTE,
  RATE_WINDOW_MS,
} from './custom-passcode-rules';
import { causeText } from '../../devices/operation-events';
import { presentPasscode } from './passcode.presenter';
import { FAILED_STATUSES, PENDING_STATUS, PENDING_STATUSES, type PasscodeSync } from './passcode-sync';
import type { PasscodeSyncRepo } from './passcode-sync.repo';
import type { PasscodeRow, PasscodesRepo } from './passcodes.repo';

const S = PASSCODE_STATUS;
const OFFLINE_TYPES = new Set([1, 2, 3, 4, 5]);

export type AddInput = { keyboardPwd: string; keyboardPwdName?: string; startDate?: number; endDate?: number };
export type ChangeInput = {
  keyboardPwdId: number;
  newKeyboardPwd?: string;
  keyboardPwdName?: string;
  startDate?: number;
  endDate?: number;
};

export function createPasscodeWritesService(d: {
  repo: PasscodesRepo;
  syncRepo: PasscodeSyncRepo;
  sync: PasscodeSync;
  clock: Clock;
  random: Random;
  siteMinLength: (host: string) => Promise<number>;
}) {
  const tzOf = (a: LockAccess) => Math.round(a.lock.timezoneRawOffset / 60_000);

  async function present(row: PasscodeRow, t: Translator): Promise<PasscodeItem> {
    const sender = row.senderUserId ? await d.repo.senderName(row.senderUserId) : '';
    return presentPasscode(row, sender, d.clock.now().getTime(), t);
  }

  async function found(a: LockAccess, id: number): Promise<PasscodeRow> {
    const row = await d.repo.find(a.lockId, id);
    if (!row) throw fail('passcodeNotFound');
    return row;
  }

  /** Refuses a code the site's length, simplicity, the lock's live codes or its capacity rule out. */
  async function checkDigits(a: LockAccess, host: string, code: string, exceptId?: number) {
    const minLength = await d.siteMinLength(host);
    const problems = customPasscodeProblems(code, {
      minLength,
      existing: await d.syncRepo.codesInUse(a.lockId, d.clock.now(), exceptId),
      customCount: exceptId ? 0 : await d.syncRepo.customCount(a.lockId),
    });
    const answer = customProblemAnswer(problems, Math.max(4, minLength));
    if (answer) throw answer;
  }

  async function rateGuard(a: LockAccess) {
    const since = new Date(d.clock.now().getTime() - RATE_WINDOW_MS);
    if ((await d.syncRepo.issuedSince(a.lockId, since)) >= ISSUES_PER_LOCK_PER_MINUTE)
      throw fail('passcodeRateLimited');
  }

  /** Marks the row pending for `action` and pushes it; answers the row as it then stands. */
  async function startPush(
    a: LockAccess,
    userId: number,
    row: PasscodeRow,
    action: PasscodeSyncAction,
    o: { from: string[]; resetFailures: boolean; set?: Partial<PasscodeRow> },
  ): Promise<PasscodeRow> {
    const pending = await d.syncRepo.markPending(row.id, {
      ...o,
      action,
      status: PENDING_STATUS[action],
      now: d.clock.now(),
    });
    if (!pending) throw fail('passcodeSyncPending');
    return d.sync.push(pending, a.lock, userId, action);
  }

  const isPending = (row: PasscodeRow) => PENDING_STATUSES.includes(row.status);

  return {
    /** Count towards the per-lock issue guard (also used by /keyboardPwd/get). */
    rateGuard,

    async add(ctx: LockContext, input: AddInput): Promise<PasscodeItem> {
      const { lock: a, host, t } = ctx;
      const userId = ctx.session.userId;
      assertPasscodeWritable(a.lock);
      await rateGuard(a);
      const now = d.clock.now();
      const period = customPeriod(input, now.getTime(), tzOf(a));
      await checkDigits(a, host, input.keyboardPwd);
      const row = await d.repo.insert({
        lockId: a.lockId,
        keyboardPwd: input.keyboardPwd,
        keyboardPwdName: input.keyboardPwdName ?? '',
        keyboardPwdType: KEYBOARD_PWD_TYPE.custom,
        keyboardPwdVersion: a.lock.keyboardPwdVersion,
        startDate: new Date(period.start),
        endDate: period.end === null ? null : new Date(period.end),
        // No first-use rule for custom codes (0).
        firstUseBy: new Date(0),
        length: input.keyboardPwd.length,
        slot: 0,
        // Custom rows never share a period key: slots are an offline-code notion.
        periodKey: `custom:${d.random.token(12)}`,
        status: S.adding,
        syncAction: 'add',
        senderUserId: userId,
        sendDate: now,
      });
      if (!row) throw fail('serviceError');
      return present(await d.sync.push(row, a.lock, userId, 'add'), t);
    },

    async change(ctx: LockContext, input: ChangeInput) {
      const { lock: a, host, t } = ctx;
      const userId = ctx.session.userId;
      assertPasscodeWritable(a.lock);
      let row = await found(a, input.keyboardPwdId);
      const touchesLock =
        input.newKeyboardPwd !== undefined || input.startDate !== undefined || input.endDate !== undefined;
      if (row.keyboardPwdType !== KEYBOARD_PWD_TYPE.custom && touchesLock) {
        const field =
          input.newKeyboardPwd !== undefined
            ? 'newKeyboardPwd'
            : input.startDate !== undefined
              ? 'startDate'
              : 'endDate';
        throw fieldError(field, 'validation.passcode.offlineFixed');
      }
      if (isPending(row) || row.status === S.deleteFailed) throw fail('passcodeSyncPending');
      if (input.keyboardPwdName !== undefined) {
        row = (await d.syncRepo.update(row.id, { keyboardPwdName: input.keyboardPwdName, updatedAt: d.clock.now() }))!;
      }
      if (!touchesLock) return present(row, t);

      // The values the lock should hold: the confirmed ones (or a failed change's) with the requested changes.
      const base = row.pendingChange ?? {
        keyboardPwd: row.keyboardPwd,
        startDate: row.startDate.getTime(),
        endDate: row.endDate?.getTime() ?? null,
      };
      const code = input.newKeyboardPwd ?? base.keyboardPwd;
      const period = customPeriod(
        {
          startDate: input.startDate ?? base.startDate,
          endDate: input.endDate ?? base.endDate ?? 0,
        },
        d.clock.now().getTime(),
        tzOf(a),
        { startKept: input.startDate === undefined },
      );
      if (code !== row.keyboardPwd) await checkDigits(a, host, code, row.id);
      const next = { keyboardPwd: code, startDate: period.start, endDate: period.end };
      const same =
        next.keyboardPwd === row.keyboardPwd &&
        next.startDate === row.startDate.getTime() &&
        next.endDate === (row.endDate?.getTime() ?? null);
      if (row.status === S.addFailed) {
        // Never confirmed: the add itself is pushed again with the new values.
        const set = {
          keyboardPwd: next.keyboardPwd,
          length: next.keyboardPwd.length,
          startDate: new Date(next.startDate),
          endDate: next.endDate === null ? null : new Date(next.endDate),
        };
        return present(await startPush(a, userId, row, 'add', { from: [S.addFailed], resetFailures: true, set }), t);
      }
      if (same && row.status !== S.updateFailed) return present(row, t);
      const pushed = await startPush(a, userId, row, 'change', {
        from: [S.normal, S.updateFailed],
        resetFailures: true,
        set: { pendingChange: next },
      });
      return present(pushed, t);
    },

    /**
     * Custom codes are deleted on the lock (an add that was never sent is deleted at once); an offline code still
     * valid is revoked on the lock; an ended offline code is deleted at once.
     */
    async remove(ctx: LockContext, { keyboardPwdId }: { keyboardPwdId: number }) {
      const { lock: a, t } = ctx;
      const userId = ctx.session.userId;
      assertPasscodeWritable(a.lock);
      const row = await found(a, keyboardPwdId);
      const now = d.clock.now();
      if (isPending(row)) throw fail('passcodeSyncPending');
      const offline = OFFLINE_TYPES.has(row.keyboardPwdType);
      const stillValid = row.endDate === null || row.endDate > now;
      const neverSent = row.status === S.addFailed && row.syncOperationId === null;
      if ((offline && !stillValid) || neverSent) {
        const gone = await d.syncRepo.deleteNow(row.id, now);
        if (!gone) throw fail('passcodeNotFound');
        await d.sync.announce(userId, gone);
        return { revokePending: 0, passcode: await present(gone, t) };
      }
      const action: PasscodeSyncAction = offline ? 'revoke' : 'delete';
      const from = [S.normal, S.addFailed, S.updateFailed, S.deleteFailed];
      const pushed = await startPush(a, userId, row, action, {
        from,
        resetFailures: row.status !== S.deleteFailed,
        set: offline ? { revokePending: true } : {},
      });
      const revokePending = pushed.revokePending && !pushed.deletedAt ? 1 : 0;
      return { revokePending, passcode: await present(pushed, t) };
    },

    /** Pushes a failed add, change or delete (revocation) again — until PASSCODE_MAX_SYNC_FAILURES in a row. */
    async resync(ctx: LockContext, { keyboardPwdId }: { keyboardPwdId: number }) {
      const { lock: a, t } = ctx;
      const userId = ctx.session.userId;
      assertPasscodeWritable(a.lock);
      const row = await found(a, keyboardPwdId);
      if (isPending(row)) throw fail('passcodeSyncPending');
      if (!FAILED_STATUSES.includes(row.status) || !row.syncAction) throw fail('passcodeNothingToSync');
      if (row.syncFailures >= PASSCODE_MAX_SYNC_FAILURES) {
        const reason = causeText(
          { errorCode: row.syncErrorCode ?? 0, reasonKey: row.syncReasonKey, reasonParams: row.syncReasonParams },
          t,
        );
        throw fail('passcodeSyncGaveUp', { reason });
      }
      const pushed = await startPush(a, userId, row, row.syncAction, { from: [row.status], resetFailures: false });
      return present(pushed, t);
    },
  };
}

export type PasscodeWritesService = ReturnType<typeof createPasscodeWritesService>;
