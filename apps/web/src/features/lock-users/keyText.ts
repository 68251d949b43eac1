// How an ekey reads in the lock user pages: its status label and colour, its validity (permanent, period, once,
// cycle days with a daily window in the lock's time) and the days left before it ends. Pure: i18n keys and
// parameters out, the page translates them.
import { KEY_STATUS, VALIDITY_TYPE, type EkeyItem } from '@lockconsole/shared/ekey/ekey';

export type Text = { key: string; params?: Record<string, string | number> };

const STATUS_NAME: Record<string, string> = Object.fromEntries(Object.entries(KEY_STATUS).map(([n, c]) => [c, n]));

/** Tag colours: usable keys green, pending ones blue, frozen and ended ones grey/red. */
const STATUS_COLOR: Record<string, string> = {
  normal: 'green',
  waitingAccept: 'gold',
  freezing: 'blue',
  unfreezing: 'blue',
  deleting: 'blue',
  resetting: 'blue',
  updating: 'blue',
  frozen: 'default',
  deleted: 'red',
  reset: 'red',
  overdue: 'red',
  invalid: 'red',
};

export function keyStatusText(code: string): Text & { color: string } {
  const name = STATUS_NAME[code];
  if (!name) return { key: 'lockUsers.status.unknown', params: { code }, color: 'default' };
  return { key: `lockUsers.status.${name}`, color: STATUS_COLOR[name] ?? 'default' };
}

/** "08:00" from minutes of the day (1440 reads "24:00", the end of the day). */
export const clockOf = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** Short week day names in the given locale for cycle days Sun 1 … Sat 7, in week order from Monday. */
export function cycleDayNames(days: readonly number[], locale: string): string {
  if (days.length === 7) return '';
  // 2023-01-01 was a Sunday: day d is 2023-01-0d (UTC).
  const fmt = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const ordered = [...new Set(days)].sort((a, b) => ((a + 5) % 7) - ((b + 5) % 7));
  const names = ordered.map((d) => fmt.format(new Date(Date.UTC(2023, 0, d))));
  return new Intl.ListFormat(locale, { style: 'short', type: 'unit' }).format(names);
}

type Validity = Pick<
  EkeyItem,
  'validityType' | 'startDate' | 'endDate' | 'cycleDays' | 'cycleStartMinute' | 'cycleEndMinute'
>;

/** The validity of a key as one translatable sentence; `date` formats an instant (ms). */
export function validityText(k: Validity, locale: string, date: (ms: number) => string): Text {
  if (k.validityType === VALIDITY_TYPE.permanent || (k.startDate === 0 && k.endDate === 0))
    return { key: 'lockUsers.validity.permanent' };
  const start = date(k.startDate);
  const end = date(k.endDate);
  if (k.validityType === VALIDITY_TYPE.once) return { key: 'lockUsers.validity.once', params: { start } };
  if (k.validityType === VALIDITY_TYPE.cycle) {
    const window = { from: clockOf(k.cycleStartMinute ?? 0), to: clockOf(k.cycleEndMinute ?? 1440) };
    const days = cycleDayNames(k.cycleDays, locale);
    return days
      ? { key: 'lockUsers.validity.cycle', params: { days, ...window, start, end } }
      : { key: 'lockUsers.validity.cycleDaily', params: { ...window, start, end } };
  }
  return { key: 'lockUsers.validity.period', params: { start, end } };
}

const DAY_MS = 86_400_000;

/** Whole days until `endDate`, rounded up (0 once it has passed): "ends in 1 day" until the last moment. */
export const daysLeft = (endDate: number, now: number) => Math.max(0, Math.ceil((endDate - now) / DAY_MS));

/** The choices of the "expiring within" selector (spec: users soon to expire); 7 is the server's default. */
export const EXPIRE_DAY_CHOICES = [1, 3, 7, 15, 30] as const;
export const DEFAULT_EXPIRE_DAYS = 7;
