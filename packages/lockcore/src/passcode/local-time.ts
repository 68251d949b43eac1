// The lock's wall clock in whole units: local hour index (hours since 1970-01-01T00:00 in the lock's fixed
// timezone offset) and calendar-month arithmetic on hour indexes, on the lock clock of ../lock-time.ts. Offline
// passcodes are defined on these units. Pure.

import { fromLockLocal, toLockLocal } from '../lock-time';

export const HOUR_MS = 3_600_000;

export const localHourFloor = (ms: number, tz: number) => Math.floor(toLockLocal(ms, tz) / HOUR_MS);
export const localHourCeil = (ms: number, tz: number) => Math.ceil(toLockLocal(ms, tz) / HOUR_MS);
export const hourToMs = (hour: number, tz: number) => fromLockLocal(hour * HOUR_MS, tz);

/** The hour index `months` calendar months after `hour`, same time of day, day of month clamped (Jan 31 → Feb 28). */
export function addMonthsToHour(hour: number, months: number): number {
  const d = new Date(hour * HOUR_MS);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const day = Math.min(d.getUTCDate(), lastDay);
  return Date.UTC(y, m, day, d.getUTCHours()) / HOUR_MS;
}
