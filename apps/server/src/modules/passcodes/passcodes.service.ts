// Offline passcodes of a lock: issue (keyboardPwd/get), list, rename, delete. Access is decided by
// modules/permissions (routes declare {lock: 'manage'}); the issue rules are in passcode-rules.ts, the scheme in
// lockcore. Deleting marks the row and records the revocation; telling the lock through a gateway comes later.
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

type Paging = { pageNo: number; pageSize: number };
type Issue = IssueRequest & { keyboardPwdType: number; keyboardPwdName?: string };

const OFFLINE_TYPES = new Set([1, 2, 3, 4, 5]);

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
}) {
  return {
    async issue(access: LockAccess, userId: number, host: string, input: Issue): Promise<PasscodeItem> {
      const lock = access.lock;
      const type = offlineTypeFor(lock.keyboardPwdVersion, input.keyboardPwdType);
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
        if (row) return presentPasscode(row, await d.repo.senderName(userId), now);
      }
      throw fail('passcodePeriodUsed');
    },

    async list(access: LockAccess, q: Paging & { searchStr?: string }) {
      const now = d.clock.now().getTime();
      const { total, list } = await d.repo.page({
        lockId: access.lockId,
        search: q.searchStr || undefined,
        offset: (q.pageNo - 1) * q.pageSize,
        limit: q.pageSize,
      });
      return {
        list: list.map((r) => presentPasscode(r, r.senderUsername, now)),
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        pages: Math.ceil(total / q.pageSize),
        total,
      };
    },

    async rename(access: LockAccess, keyboardPwdId: number, name: string): Promise<null> {
      if (!(await d.repo.rename(access.lockId, keyboardPwdId, name, d.clock.now()))) throw fail('passcodeNotFound');
      return null;
    },

    /** Offline codes: deleted now; the lock keeps accepting one still valid until revoked through a gateway. */
    async remove(access: LockAccess, keyboardPwdId: number): Promise<{ revokePending: number }> {
      const row = await d.repo.find(access.lockId, keyboardPwdId);
      if (!row) throw fail('passcodeNotFound');
      const now = d.clock.now();
      const stillValid = row.endDate === null || row.endDate > now;
      const revokePending = OFFLINE_TYPES.has(row.keyboardPwdType) && stillValid;
      const status = PASSCODE_STATUS.deleted;
      if (!(await d.repo.markDeleted(access.lockId, row.id, { now, status, revokePending })))
        throw fail('passcodeNotFound');
      return { revokePending: revokePending ? 1 : 0 };
    },
  };
}

export type PasscodesService = ReturnType<typeof createPasscodesService>;
