// Passcode periods are in the lock's local time (its fixed UTC offset, spec §3 timezone), not the browser's:
// converting between instants and the "YYYY-MM-DDTHH:mm" text of date-time inputs at that offset. Pure.

const pad = (n: number) => String(n).padStart(2, '0');

/** Date and time text at the lock's offset ("2026-07-01T10:00"), for inputs. */
export function toLockInput(ms: number, tzOffsetMinutes: number): string {
  const d = new Date(ms + tzOffsetMinutes * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(
    d.getUTCMinutes(),
  )}`;
}

/** The day part only ("2026-07-01"). */
export const toLockDay = (ms: number, tz: number) => toLockInput(ms, tz).slice(0, 10);

/** The instant a "YYYY-MM-DD[THH:mm]" text means at the lock's offset; null when it is not such a text. */
export function fromLockInput(text: string, tzOffsetMinutes: number): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h = '0', mi = '0'] = m.slice(1) as [string, string, string, string?, string?];
  const utc = Date.UTC(+y, +mo - 1, +d, +h, +mi);
  const back = new Date(utc);
  // Refuse dates that roll over (2026-02-30) instead of silently moving them.
  if (back.getUTCDate() !== +d || back.getUTCMonth() !== +mo - 1 || +h > 23 || +mi > 59) return null;
  return utc - tzOffsetMinutes * 60_000;
}

/** "2026-07-01 10:00" at the lock's offset, for lists and messages. */
export const formatLockTime = (ms: number, tz: number) => toLockInput(ms, tz).replace('T', ' ');

/** The lock's offset in minutes from its raw offset in ms (lock detail). */
export const tzMinutesOf = (lock: { timezoneRawOffset: number }) => Math.round(lock.timezoneRawOffset / 60_000);
