// Wall-clock times of a lock (its fixed offset from UTC): the period fields of the ekey forms are typed in the
// lock's local time, like the lock itself judges them (cycle windows are minutes of the lock's day). Pure.

/** "YYYY-MM-DDTHH:mm" (a native datetime-local value) at the offset → ms; null when it is not such a value. */
export function wallToMs(text: string, tzOffsetMinutes: number): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return null;
  const utc = Date.UTC(y, mo - 1, d, h, mi);
  // Date.UTC rolls 31 Feb over to March: refuse what is not a real calendar day.
  if (new Date(utc).getUTCDate() !== d) return null;
  return utc - tzOffsetMinutes * 60_000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** ms → "YYYY-MM-DDTHH:mm" at the offset (the inverse of wallToMs, to the minute). */
export function msToWall(ms: number, tzOffsetMinutes: number): string {
  const d = new Date(ms + tzOffsetMinutes * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(
    d.getUTCMinutes(),
  )}`;
}

/** ms → "YYYY-MM-DD HH:mm" at the offset, for lists. */
export const formatLockTime = (ms: number, tzOffsetMinutes: number) => msToWall(ms, tzOffsetMinutes).replace('T', ' ');

/** Minutes of the day → "HH:mm" (1440 reads "24:00", the end of the day). */
export const minuteToTime = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;

/** "HH:mm" → minutes of the day; null when not a time. `asEnd`: "00:00" and "24:00" mean the end of the day. */
export function timeToMinute(text: string, asEnd = false): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const total = Number(m[1]) * 60 + Number(m[2]);
  if (Number(m[2]) > 59 || total > 1440) return null;
  if (asEnd && (total === 0 || total === 1440)) return 1440;
  return total === 1440 ? null : total;
}

/** The browser's own offset now, for forms not tied to one lock (batch sending). */
export const browserOffsetMinutes = (at = Date.now()) => -new Date(at).getTimezoneOffset();

/** A lock's offset (LockDetail.timezoneRawOffset, ms) in minutes. */
export const lockOffsetMinutes = (timezoneRawOffset: number) => Math.round(timezoneRawOffset / 60_000);

/** "UTC+01:00" of an offset in ms, for "lock time" notes. */
export function formatOffset(ms: number): string {
  const abs = Math.abs(Math.round(ms / 60_000));
  return `UTC${ms < 0 ? '−' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
