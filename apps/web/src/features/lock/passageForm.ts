// Passage mode form ↔ API (spec §3/§5: several periods, week days Mon 1–Sun 7, all-day). The form keeps
// times as "HH:mm" text (native time inputs); the API wants minutes of the lock's day. An end of "00:00"
// means midnight at the end of the day (1440). Validation is the shared request schema's.
import type { PassageModeConfig } from '@lockconsole/shared/lock/passage-mode';
import { configPassageModeRequestSchema } from '@lockconsole/shared/lock/config-passage-mode';
import { MAX_PASSAGE_PERIODS } from '@lockconsole/shared/lock/passage-mode';

export type PassagePeriodForm = { allDay: boolean; start: string; end: string; weekDays: number[] };
export type PassageForm = { enabled: boolean; autoUnlock: boolean; periods: PassagePeriodForm[] };

export const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export { MAX_PASSAGE_PERIODS };

export const newPeriod = (): PassagePeriodForm => ({
  allDay: false,
  start: '08:00',
  end: '18:00',
  weekDays: [1, 2, 3, 4, 5],
});

const pad = (n: number) => String(n).padStart(2, '0');

export function minutesToTime(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

/** "HH:mm" → minutes; null when it is not a time. `asEnd` reads "00:00" as the end of the day. */
export function timeToMinutes(text: string, asEnd = false): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return null;
  const total = h * 60 + min;
  return asEnd && total === 0 ? 1440 : total;
}

export function formFromConfig(c: PassageModeConfig): PassageForm {
  return {
    enabled: c.passageMode === 1,
    autoUnlock: c.autoUnlock === 1,
    periods: c.cyclicConfig.map((p) => ({
      allDay: p.allDay === 1,
      start: minutesToTime(p.allDay === 1 ? 0 : p.startTime),
      end: minutesToTime(p.allDay === 1 ? 1440 : p.endTime),
      weekDays: [...p.weekDays].sort((a, b) => a - b),
    })),
  };
}

export type PassageRequest = {
  lockId: number;
  passageMode: 1 | 2;
  autoUnlock: 1 | 2;
  cyclicConfig: { allDay: 1 | 2; startTime: number; endTime: number; weekDays: number[] }[];
};

export function requestFromForm(lockId: number, f: PassageForm): PassageRequest {
  return {
    lockId,
    passageMode: f.enabled ? 1 : 2,
    autoUnlock: f.autoUnlock ? 1 : 2,
    cyclicConfig: f.enabled
      ? f.periods.map((p) => ({
          allDay: p.allDay ? 1 : 2,
          startTime: p.allDay ? 0 : (timeToMinutes(p.start) ?? -1),
          endTime: p.allDay ? 1440 : (timeToMinutes(p.end, true) ?? -1),
          weekDays: [...new Set(p.weekDays)].sort((a, b) => a - b),
        }))
      : [],
  };
}

/** Problems by field: "periods.0.endTime", "periods.1.weekDays", "periods" → i18n key. Empty when valid. */
export function validatePassage(lockId: number, f: PassageForm): Record<string, string> {
  const parsed = configPassageModeRequestSchema.safeParse(requestFromForm(lockId, f));
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [first, index, field] = issue.path;
    const key =
      first === 'cyclicConfig' && typeof index === 'number'
        ? `periods.${index}.${field === 'weekDays' ? 'weekDays' : field === 'startTime' ? 'startTime' : 'endTime'}`
        : 'periods';
    out[key] ??= issue.message;
  }
  return out;
}
