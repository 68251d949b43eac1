// Passcodes of a lock: issue offline codes (keyboardPwd/get), list, rename. Access is decided by modules/permissions
// (routes declare {lock: 'manage'}); the issue rules are in passcode-rules.ts, the scheme in lockcore. Writes that
// reach the lock (custom codes, deletes, revocations, resync) are passcode-writes.service.ts.
import type { LockContext } from '../../http/context';
import {
  generatePasscode,
  offlineSlots,
  PasscodeError,
  type GeneratedPasscode,
} from '@lockconsole/lockcore/passcode/offline-generate';
import { isLockSecret } from '@lockconsole/lockcore/secret';
import { PASSCODE_STATUS, type PasscodeItem } from '@lockconsole/shared/passcode/passcode';
import { fail } from '../../http/errors';
import type { Clock } from '../../platform/clock';
import { assertPasscodeWritable } from './custom-passcode-rules';
import type { LockAccess } from '../permissions/permissions.service';
import { presentPasscode } from './passcode.presenter';
import {
  afterClear,
  answerFor,
  freeSlots,
  lengthFor,
  offlineTypeFor,
  periodKeyOf,
  periodOf,
  type IssueRequest,
} from './passcode-rules';
import type { PasscodesRepo } from './passcodes.repo';
import { pageOf, windowOf, type Paging } from '../../http/paging';

type Issue = IssueRequest & { keyboardPwdType: number; keyboardPwdName?: string };

function generate(input: Parameters<typeof generatePasscode>[0]): GeneratedPasscode {
  try {
    return generatePasscode(input);
  } catch (e) {
    if (e instanceof PasscodeError) throw answerFor(e);
    throw e;
  }
}

export function createPasscodesService(d: {
  repo: PasscodesRepo;
  clock: Clock;
  /** Effective site minimum passcode length for the host the browser used. */
  siteMinLength: (host: string) => Promise<number>;
  /** The per-lock issue rate guard shared with custom codes (10802). */
  rateGuard: (access: LockAccess) => Promise<void>;
}) {
  return {
    async issue(ctx: LockContext, input: Issue): Promise<PasscodeItem> {
      const { lock: access, host, t } = ctx;
      const userId = ctx.session.userId;
      const lock = access.lock;
      const type = offlineTypeFor(lock.keyboardPwdVersion, input.keyboardPwdType);
      await d.rateGuard(access);
      if (!isLockSecret(lock.lockSecret)) throw fail('passcodeNoData');
      const tz = Math.round(lock.timezoneRawOffset / 60_000);
      const now = d.clock.now().getTime();
      const length = lengthFor(type, await d.siteMinLength(host), input.keyboardPwdLength);
      const watermark = await d.repo.clearWatermark(lock.id);
      const period = afterClear(type, periodOf(type, input, now, tz), watermark?.getTime() ?? null, tz);
      const base = {
        secret: lock.lockSecret,
        type,
        start: period.start,
        end: period.end,
        length,
        tzOffsetMinutes: tz,
        ...(period.cycle ?? {}),
      };
      const periodKey = periodKeyOf(generate({ ...base, slot: 0 }));
      const taken = await d.repo.takenSlots(lock.id, periodKey);
      const liveCodes = await d.repo.liveCodes(lock.id, new Date(now));
      for (const slot of freeSlots(offlineSlots(type), taken)) {
        const g = generate({ ...base, slot });
        if (liveCodes.has(g.code)) continue; // never equal a live code of the lock: take the next slot
        const row = await d.repo.insert({
          lockId: lock.id,
          keyboardPwd: g.code,
          keyboardPwdName: input.keyboardPwdName ?? '',
          keyboardPwdType: type,
          keyboardPwdVersion: lock.keyboardPwdVersion,
          cycleKind: g.cycle?.cycleKind ?? null,
          cycleStartHour: period.cycle?.window.startHour ?? null,
          cycleEndHour: period.cycle?.window.endHour ?? null,
          startDate: new Date(g.start),
          endDate: g.end === null ? null : new Date(g.end),
          firstUseBy: new Date(g.firstUseBy),
          length,
          slot,
          periodKey,
          status: PASSCODE_STATUS.normal,
          senderUserId: userId,
          sendDate: new Date(now),
        });
        if (row) return presentPasscode(row, await d.repo.senderName(userId), now, t);
      }
      throw fail('passcodePeriodUsed');
    },

    async list(ctx: LockContext, q: Paging & { searchStr?: string }) {
      const { lock: access, t } = ctx;
      const now = d.clock.now().getTime();
      const { total, list } = await d.repo.page({
        lockId: access.lockId,
        search: q.searchStr || undefined,
        ...windowOf(q),
      });
      return pageOf(
        list.map((r) => presentPasscode(r, r.senderUsername, now, t)),
        total,
        q,
      );
    },

    async rename(
      ctx: LockContext,
      { keyboardPwdId, keyboardPwdName: name }: { keyboardPwdId: number; keyboardPwdName: string },
    ): Promise<null> {
      const access = ctx.lock;
      assertPasscodeWritable(access.lock);
      if (!(await d.repo.rename(access.lockId, keyboardPwdId, name, d.clock.now()))) throw fail('passcodeNotFound');
      return null;
    },
  };
}

export type PasscodesService = ReturnType<typeof createPasscodesService>;
