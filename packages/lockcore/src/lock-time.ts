// A lock's local time. Every lock keeps one fixed offset from UTC (spec §3 timezoneRawOffset, ms, whole minutes)
// and judges and shows every time in it. The one implementation of "instant ↔ the lock's wall clock" and of the
// offset label ("UTC−03:00", with a real minus sign U+2212) for the console, the mails, the shared period rules and
// the lock rules. Offsets are minutes east of UTC here; offsetMinutesOf converts a timezoneRawOffset. Pure.

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

/** Mon 1 … Sun 7. */
export type WeekDay = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** A lock's offset in minutes from its timezoneRawOffset (ms). */
export const offsetMinutesOf = (timezoneRawOffset: number) => Math.round(timezoneRawOffset / MINUTE_MS);

/** The instant as the lock's wall clock reads it, in ms since 1970-01-01T00:00 of that clock. */
export const toLockLocal = (utcMs: number, tzMinutes: number) => utcMs + tzMinutes * MINUTE_MS;
/** The instant a reading of the lock's wall clock means (the inverse of toLockLocal). */
export const fromLockLocal = (localMs: number, tzMinutes: number) => localMs - tzMinutes * MINUTE_MS;

/** Mon 1 … Sun 7 of a local day index (day 0 = Thursday 1970-01-01). */
export const weekDayOfDay = (day: number) => (((((day + 3) % 7) + 7) % 7) + 1) as WeekDay;

export type LockClock = {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  /** Days of this month (28–31). */
  daysInMonth: number;
  hour: number;
  minute: number;
  /** Minutes since the lock's midnight, 0–1439. */
  minuteOfDay: number;
  weekDay: WeekDay;
  /** Whole days since 1970-01-01 on the lock's clock. */
  dayIndex: number;
};

/** The lock's calendar and clock at an instant. */
export function lockClock(utcMs: number, tzMinutes: number): LockClock {
  const local = toLockLocal(utcMs, tzMinutes);
  const d = new Date(local);
  const dayIndex = Math.floor(local / DAY_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    daysInMonth: new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    minuteOfDay: d.getUTCHours() * 60 + d.getUTCMinutes(),
    weekDay: weekDayOfDay(dayIndex),
    dayIndex,
  };
}

/** Two digits (hours, minutes, months, days). */
export const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * "2026-07-01 14:00" at the lock's offset, for lists and messages; with `sep` "T" the value of a datetime-local
 * input ("2026-07-01T14:00").
 */
export function lockTimeText(utcMs: number, tzMinutes: number, sep: ' ' | 'T' = ' '): string {
  const c = lockClock(utcMs, tzMinutes);
  return `${c.year}-${pad2(c.month)}-${pad2(c.day)}${sep}${pad2(c.hour)}:${pad2(c.minute)}`;
}

/** "2026-07-01": the lock's day of an instant. */
export const lockDayText = (utcMs: number, tzMinutes: number) => lockTimeText(utcMs, tzMinutes).slice(0, 10);

/**
 * The instant a "YYYY-MM-DD", "YYYY-MM-DD HH:mm" or "YYYY-MM-DDTHH:mm" text means on the lock's clock (a day alone
 * is its midnight); null when it is not a real date and time (2026-02-30 is refused, not moved to March).
 */
export function parseLockTime(text: string, tzMinutes: number): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0'].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (h > 23 || mi > 59) return null;
  const local = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(local);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return fromLockLocal(local, tzMinutes);
}

/** A minute of the lock's day as "HH:mm"; 1440 reads "24:00" (the end of the day). */
export const minuteText = (minute: number) => `${pad2(Math.floor(minute / 60))}:${pad2(minute % 60)}`;

/**
 * "HH:mm" → minute of the day; null when it is not a time. With `asEnd`, "00:00" and "24:00" mean the end of the
 * day (1440); otherwise "24:00" is refused.
 */
export function parseMinuteText(text: string, asEnd = false): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const total = Number(m[1]) * 60 + Number(m[2]);
  if (Number(m[2]) > 59 || total > 1440) return null;
  if (asEnd && (total === 0 || total === 1440)) return 1440;
  return total === 1440 ? null : total;
}

/** The one offset label: "UTC+05:30", "UTC−03:00" (U+2212), "UTC+00:00". */
export function offsetLabel(tzMinutes: number): string {
  const abs = Math.abs(tzMinutes);
  return `UTC${tzMinutes < 0 ? '−' : '+'}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}
