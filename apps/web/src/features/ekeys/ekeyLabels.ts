// How an ekey reads in the list (spec §3): status codes → i18n keys and tag colours, validity (permanent,
// period, once, cycle days with the daily window) in the lock's time, and which row actions a status allows.
import type { TFunction } from 'i18next';
import type { EkeyItem } from '@lockconsole/shared/ekey/ekey';
import { KEY_STATUS, LOCK_REVOKE_STATE, ONCE_KEY_MS, VALIDITY_TYPE } from '@lockconsole/shared/ekey/ekey-values';
import { lockTimeText, minuteText } from '@lockconsole/lockcore/lock-time';
import type { TagTone } from '../../components/ui/Tag';

const NAME_BY_CODE = new Map<string, string>(Object.entries(KEY_STATUS).map(([name, code]) => [code, name]));

/** i18n key of a status code; unknown codes read "unknown". */
export const statusKey = (code: string) => `ekeys.status.${NAME_BY_CODE.get(code) ?? 'unknown'}`;

const TONES: Record<string, TagTone> = {
  [KEY_STATUS.normal]: 'green',
  [KEY_STATUS.waitingAccept]: 'orange',
  [KEY_STATUS.freezing]: 'blue',
  [KEY_STATUS.frozen]: 'blue',
  [KEY_STATUS.unfreezing]: 'blue',
  [KEY_STATUS.deleting]: 'red',
  [KEY_STATUS.deleted]: 'default',
  [KEY_STATUS.resetting]: 'blue',
  [KEY_STATUS.reset]: 'default',
  [KEY_STATUS.updating]: 'blue',
  [KEY_STATUS.overdue]: 'red',
  [KEY_STATUS.invalid]: 'default',
};
/** The colour of a status's tag (components/ui/Tag). */
export const statusTone = (code: string): TagTone => TONES[code] ?? 'default';

const TAKEN_BACK: string[] = [KEY_STATUS.freezing, KEY_STATUS.frozen, KEY_STATUS.deleting];

/**
 * Whether a key being taken back is blocked on the lock itself yet (docs/protocol.md §7): i18n key, or null when
 * there is nothing to say (a live key, a key without a revocation, e.g. never accepted).
 */
export function lockRevokeKey(k: Pick<EkeyItem, 'keyStatus' | 'lockRevokeState'>): string | null {
  if (!TAKEN_BACK.includes(k.keyStatus)) return null;
  if (k.lockRevokeState === LOCK_REVOKE_STATE.waiting) return 'ekeys.list.lockRevoke.waiting';
  if (k.lockRevokeState === LOCK_REVOKE_STATE.done) return 'ekeys.list.lockRevoke.done';
  return null;
}

/** The status filter of the list. */
export const STATUS_FILTERS = [
  KEY_STATUS.normal,
  KEY_STATUS.waitingAccept,
  KEY_STATUS.freezing,
  KEY_STATUS.frozen,
  KEY_STATUS.unfreezing,
  KEY_STATUS.overdue,
  KEY_STATUS.invalid,
] as const;

/** Day names Sun 1 … Sat 7 (spec "Ekey cycle day"). */
export const dayKey = (day: number) => `ekeys.days.${day}`;

/** The validity of a key in words, times in the lock's local time. */
export function describeValidity(k: EkeyItem, tz: number, t: TFunction): string {
  const at = (ms: number) => lockTimeText(ms, tz);
  switch (k.validityType) {
    case VALIDITY_TYPE.permanent:
      return t('ekeys.validity.permanent');
    case VALIDITY_TYPE.once:
      return t('ekeys.validity.once', { start: at(k.startDate), end: at(k.startDate + ONCE_KEY_MS) });
    case VALIDITY_TYPE.cycle:
      return t('ekeys.validity.cycle', {
        days: [...k.cycleDays]
          .sort((a, b) => a - b)
          .map((d) => t(dayKey(d)))
          .join(', '),
        from: minuteText(k.cycleStartMinute ?? 0),
        to: minuteText(k.cycleEndMinute ?? 1440),
        start: at(k.startDate),
        end: at(k.endDate),
      });
    default:
      return t('ekeys.validity.limited', { start: at(k.startDate), end: at(k.endDate) });
  }
}

/** Final states: nothing left to do with the key but delete it. */
const GONE: string[] = [KEY_STATUS.deleting, KEY_STATUS.deleted];

/** Which row actions a key's status allows (the role decides the rest: see EkeyRowActions). */
export function keyActions(k: EkeyItem) {
  const s = k.keyStatus;
  const live = !GONE.includes(s);
  return {
    freeze: s === KEY_STATUS.normal || s === KEY_STATUS.unfreezing,
    unfreeze: s === KEY_STATUS.frozen || s === KEY_STATUS.freezing,
    changePeriod: live && s !== KEY_STATUS.invalid,
    edit: live,
    delete: s !== KEY_STATUS.deleted,
    // A key waiting for its account has no holder yet to make an admin.
    authorize: live && k.uid !== null && k.keyRight !== 1,
    unauthorize: live && k.keyRight === 1,
    unlockLink: s === KEY_STATUS.normal,
  };
}
