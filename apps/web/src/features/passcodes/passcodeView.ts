// How a passcode reads in the console (spec §3): status code → label key and tone (pending states follow the
// gateway live), type → label key with the cycle kind and daily window, validity → one line in lock time, the
// first-use rule in plain words, and the text a person can copy or send. Pure: keys and variables, no i18n.
import { CYCLE_KIND } from '@lockconsole/lockcore/passcode/passcode-types';
import { KEYBOARD_PWD_TYPE, PASSCODE_STATUS, type PasscodeItem } from '@lockconsole/shared/passcode/passcode';
import { lockDayText, lockTimeText } from '@lockconsole/lockcore/lock-time';

type Key = { key: string; vars?: Record<string, unknown> };

const STATUS_NAME = new Map<string, string>(Object.entries(PASSCODE_STATUS).map(([name, code]) => [code, name]));

export type StatusTone = 'success' | 'processing' | 'error' | 'default' | 'warning';

const PENDING = new Set<string>([
  PASSCODE_STATUS.adding,
  PASSCODE_STATUS.updating,
  PASSCODE_STATUS.deleting,
  PASSCODE_STATUS.tenantAdding,
  PASSCODE_STATUS.tenantUpdating,
]);
const FAILED = new Set<string>([PASSCODE_STATUS.addFailed, PASSCODE_STATUS.updateFailed, PASSCODE_STATUS.deleteFailed]);

export const isPendingStatus = (status: string) => PENDING.has(status);
export const isFailedStatus = (status: string) => FAILED.has(status);

export function statusView(status: string): { key: string; tone: StatusTone; pending: boolean } {
  const name = STATUS_NAME.get(status);
  const pending = PENDING.has(status);
  const tone: StatusTone = pending
    ? 'processing'
    : FAILED.has(status)
      ? 'error'
      : status === PASSCODE_STATUS.normal
        ? 'success'
        : status === PASSCODE_STATUS.willBeValid
          ? 'warning'
          : 'default';
  return { key: name ? `passcodes.status.${name}` : 'passcodes.status.unknown', tone, pending };
}

const TYPE_NAME = new Map<number, string>(Object.entries(KEYBOARD_PWD_TYPE).map(([name, n]) => [n, name]));
const KIND_NAME = new Map<number, string>(Object.entries(CYCLE_KIND).map(([name, n]) => [n, name]));

export const typeKey = (type: number) => `passcodes.type.${TYPE_NAME.get(type) ?? 'unknown'}`;
export const cycleKindKey = (kind: number) => `passcodes.cycleKind.${KIND_NAME.get(kind) ?? 'unknown'}`;

const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** The cycle part of the type column: "Weekdays 08:00–18:00". */
export function cycleView(p: Pick<PasscodeItem, 'cycleKind' | 'cycleStartHour' | 'cycleEndHour'>): Key | null {
  if (p.cycleKind === null) return null;
  return {
    key: 'passcodes.cycle.window',
    vars: { kindKey: cycleKindKey(p.cycleKind), from: hh(p.cycleStartHour ?? 0), to: hh(p.cycleEndHour ?? 24) },
  };
}

/** Validity in the lock's time. */
export function validityView(p: PasscodeItem, tz: number): Key {
  const start = lockTimeText(p.startDate, tz);
  const end = p.endDate ? lockTimeText(p.endDate, tz) : '';
  switch (p.keyboardPwdType) {
    case KEYBOARD_PWD_TYPE.permanent:
      return { key: 'passcodes.validity.permanent', vars: { start } };
    case KEYBOARD_PWD_TYPE.cycle:
      return p.endDate
        ? {
            key: 'passcodes.validity.cycleUntil',
            vars: { start: lockDayText(p.startDate, tz), end: lockDayText(p.endDate, tz) },
          }
        : { key: 'passcodes.validity.cycleOpen', vars: { start: lockDayText(p.startDate, tz) } };
    case KEYBOARD_PWD_TYPE.custom:
      return p.endDate
        ? { key: 'passcodes.validity.period', vars: { start, end } }
        : { key: 'passcodes.validity.permanent', vars: { start } };
    default:
      return p.endDate
        ? { key: 'passcodes.validity.period', vars: { start, end } }
        : { key: 'passcodes.validity.permanent', vars: { start } };
  }
}

/**
 * The first-use rule in plain words. An offline code the lock has never seen is only recognized near its start
 * (the lock knows nothing else about it): once codes within 6 h, permanent/limited/clear within 24 h, cycle
 * within 8 days (docs/passcodes.md). Custom codes are stored on the lock: no such rule.
 */
export function firstUseView(p: PasscodeItem, tz: number): Key {
  const vars = { firstUseBy: lockTimeText(p.firstUseBy, tz), end: p.endDate ? lockTimeText(p.endDate, tz) : '' };
  const name = TYPE_NAME.get(p.keyboardPwdType) ?? 'unknown';
  return { key: `passcodes.firstUse.${name}`, vars };
}

/** The text to copy or send: lock, code, validity (variables for passcodes.share.text). */
export function shareVars(p: PasscodeItem, lockName: string, tz: number, validity: string) {
  return { lock: lockName, code: p.keyboardPwd, validity, firstUseBy: lockTimeText(p.firstUseBy, tz) };
}

/** Digits hidden but for the last two (the table shows codes masked until asked). */
export const maskCode = (code: string) => '•'.repeat(Math.max(0, code.length - 2)) + code.slice(-2);

/** Codes whose digits and period can be changed (custom, pushed through the gateway); offline ones only renamed. */
export const isCustom = (p: Pick<PasscodeItem, 'keyboardPwdType'>) => p.keyboardPwdType === KEYBOARD_PWD_TYPE.custom;
