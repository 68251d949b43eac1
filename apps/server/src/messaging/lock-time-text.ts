// Instants as a lock's local wall clock for the texts people receive (passcode shares, ekey notices): the lock's
// zone is a fixed offset, so the text says which ("UTC+02:00") instead of guessing the reader's zone.
/** Two digits (hours, minutes, days of month). */
export const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-07-01 14:00" at the lock's offset. */
export function lockTimeText(ms: number, tzOffsetMinutes: number): string {
  const d = new Date(ms + tzOffsetMinutes * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** "UTC+02:00". */
export function zoneText(tzOffsetMinutes: number): string {
  const sign = tzOffsetMinutes < 0 ? '-' : '+';
  const m = Math.abs(tzOffsetMinutes);
  return `UTC${sign}${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}
