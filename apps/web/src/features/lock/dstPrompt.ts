// Daylight-saving prompt (spec §4: enter, exit, don't remind): shown when the offset the lock was told and
// its zone's offset now disagree across a DST change (the server decides that: daylightSaving.prompt), the owner
// has not said "don't remind", and the caller may change settings.
import type { LockDetail } from '@lockconsole/shared/lock/detail';

export type DstDecision = { kind: 'enter' | 'exit'; zoneOffset: number; timezoneId: string | undefined } | null;

export function dstDecision(
  lock: Pick<LockDetail, 'daylightSaving' | 'timezoneId' | 'timezoneRawOffset'>,
  canManage: boolean,
): DstDecision {
  const { prompt, zoneOffset, remind } = lock.daylightSaving;
  if (!canManage || remind === 2 || zoneOffset === null || prompt === 0) return null;
  if (zoneOffset === lock.timezoneRawOffset) return null;
  return { kind: prompt > 0 ? 'enter' : 'exit', zoneOffset, timezoneId: lock.timezoneId ?? undefined };
}
