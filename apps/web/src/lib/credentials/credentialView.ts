// How a credential (cards, key fobs, keypads, QR codes; names from the first kind, issue 14) reads in the console (spec §3 credential status, validity): status code → label key and tone (pending
// states follow the gateway live; a lost report that could not reach the lock reads as failed), validity → one line
// in the lock's time, and the cycle's week days grouped by daily window ("Mon–Fri 08:00–18:00"). Pure: keys and
// variables, no i18n.
import {
  CREDENTIAL_STATUS as S,
  CREDENTIAL_VALIDITY,
  type CredentialItem,
  type CyclePeriod,
} from '@lockconsole/shared/credential/credential';
import { lockTimeText, minuteText } from '@lockconsole/lockcore/lock-time';

type Key = { key: string; vars?: Record<string, unknown> };

export type StatusTone = 'success' | 'processing' | 'error' | 'default' | 'warning';
export type StatusView = { key: string; tone: StatusTone; pending: boolean; failed: boolean };

const NAME = new Map<number, string>(Object.entries(S).map(([name, code]) => [code, name]));
const PENDING = new Set<number>([S.adding, S.updating, S.deleting]);
const FAILED = new Set<number>([S.addFailed, S.updateFailed, S.deleteFailed]);

type StatusOf = Pick<CredentialItem, 'status' | 'failureReason'>;

export function statusView(c: StatusOf): StatusView {
  const name = NAME.get(c.status);
  // The lost report shares one code for "waiting for the lock" and "could not reach it" (then with a cause).
  const lostFailed = c.status === S.uploadLost && c.failureReason !== null;
  const pending = PENDING.has(c.status) || (c.status === S.uploadLost && !lostFailed);
  const failed = FAILED.has(c.status) || lostFailed;
  const tone: StatusTone = pending
    ? 'processing'
    : failed
      ? 'error'
      : c.status === S.normal
        ? 'success'
        : c.status === S.willBeValid || c.status === S.lost
          ? 'warning'
          : 'default';
  const key = lostFailed ? 'cards.status.uploadLostFailed' : `cards.status.${name ?? 'unknown'}`;
  return { key, tone, pending, failed };
}

export const isPending = (c: StatusOf) => statusView(c).pending;

/** Reported lost, or the report on its way: no more changes, no second report. */
export const isLost = (c: Pick<CredentialItem, 'status'>) => c.status === S.lost || c.status === S.uploadLost;

/** Day names Mon 1 … Sun 7 (credential cycle days). */
export const dayKey = (day: number) => `cards.days.${day}`;

export type CycleGroup = {
  /** Runs of consecutive days sharing the window: [[1, 5], [7, 7]] = Mon–Fri, Sun. */
  runs: [number, number][];
  from: string;
  to: string;
};

/** The week days grouped by identical daily window, in week order; consecutive days joined into runs. */
export function cycleGroups(config: readonly CyclePeriod[]): CycleGroup[] {
  const byWindow = new Map<string, number[]>();
  for (const p of [...config].sort((a, b) => a.weekDay - b.weekDay)) {
    const k = `${p.startMinute}-${p.endMinute}`;
    byWindow.set(k, [...(byWindow.get(k) ?? []), p.weekDay]);
  }
  return [...byWindow.entries()].map(([k, days]) => {
    const [start, end] = k.split('-').map(Number) as [number, number];
    const runs: [number, number][] = [];
    for (const d of days) {
      const last = runs.at(-1);
      if (last && last[1] === d - 1) last[1] = d;
      else runs.push([d, d]);
    }
    return { runs, from: minuteText(start), to: minuteText(end) };
  });
}

type Validity = Pick<CredentialItem, 'validityType' | 'startDate' | 'endDate'>;

/** The validity line in the lock's time (cycle: the dates between which its days apply). */
export function validityView(c: Validity, tz: number): Key {
  const start = c.startDate ? lockTimeText(c.startDate, tz) : '';
  const end = c.endDate ? lockTimeText(c.endDate, tz) : '';
  if (c.validityType === CREDENTIAL_VALIDITY.permanent || (!c.startDate && !c.endDate))
    return { key: 'cards.validity.permanent' };
  if (c.validityType === CREDENTIAL_VALIDITY.cycle)
    return end
      ? { key: 'cards.validity.cycleUntil', vars: { start, end } }
      : { key: 'cards.validity.cycleFrom', vars: { start } };
  return end ? { key: 'cards.validity.period', vars: { start, end } } : { key: 'cards.validity.from', vars: { start } };
}
