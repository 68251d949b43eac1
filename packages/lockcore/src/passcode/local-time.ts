// The lock's wall clock in whole units: local hour index (hours since 1970-01-01T00:00 in the lock's fixed
// timezone offset), local day index, ISO week day, and calendar-month arithmetic on hour indexes. Offline
// passcodes are defined on these units. Pure.

export const HOUR_MS = 3_600_000;
const offsetMs = (tzOffsetMinutes: number) => tzOffsetMinutes * 60_000;

export const localHourFloor = (ms: number, tz: number) => Math.floor((ms + offsetMs(tz)) / HOUR_MS);
export const localHourCeil = (ms: number, tz: number) => Math.ceil((ms + offsetMs(tz)) / HOUR_MS);
export const hourToMs = (hour: number, tz: number) => hour * HOUR_MS - offsetMs(tz);

/** Mon 1 … Sun 7 of a local day index (day 0 = Thursday 1970-01-01). */
export const weekDayOfDay = (day: number) => ((((day + 3) % 7) + 7) % 7) + 1;

/** The hour index `months` calendar months after `hour`, same time of day, day of month clamped (Jan 31 → Feb 28). */
export function addMonthsToHour(hour: number, months: number): number {
  const d = new Date(hour * HOUR_MS);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const day = Math.min(d.getUTCDate(), lastDay);
  return Date.UTC(y, m, day, d.getUTCHours()) / HOUR_MS;
}
