// Counting what a lock would accept at a moment: the size of its acceptance set for L-digit codes, which over
// 10^L is the false-accept rate of one random guess. Used by the property tests and the documentation; it
// evaluates no PRF (it asks which headers have an open candidate start, not which tag they need). Pure.
import { localHourFloor } from './local-time';
import { decodeHeader, layoutFor } from './offline-header';
import { isVoided, type OfflineLockState } from './offline-lock-state';
import { lockMinLength } from './offline-verify';
import { candidateStart, codeTimes, cycleRuleOf, inCycleWindow, openAt } from './offline-validity';
import type { OfflineType } from './passcode-types';

export type AcceptanceSet = {
  length: number;
  byType: Record<OfflineType, number>;
  remembered: number;
  total: number;
  rate: number;
};

/** Every L-digit string the lock accepts at `now` is the code of one open (header, start) pair or a remembered code. */
export function acceptanceSet(state: OfflineLockState, now: number, length: number): AcceptanceSet {
  const byType: Record<OfflineType, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  const nowHour = localHourFloor(now, state.tzOffsetMinutes);
  const allowed = length >= lockMinLength(state) && length <= 9;
  const { headers } = layoutFor(length);
  for (let i = 0; allowed && i < headers; i++) {
    const h = decodeHeader(length, i)!;
    const rule = cycleRuleOf(h);
    if (rule && !inCycleWindow(rule, nowHour)) continue;
    const s = candidateStart(h, nowHour);
    const t = codeTimes(h, s);
    if (openAt(t, rule, nowHour) && nowHour < t.firstUseByHour && !isVoided(state, s)) byType[h.type]++;
  }
  const remembered = allowed
    ? state.remembered.filter(
        (r) => r.code.length === length && openAt(r, r.cycle, nowHour) && !isVoided(state, r.startHour),
      ).length
    : 0;
  const total = Object.values(byType).reduce((a, b) => a + b, 0) + remembered;
  return { length, byType, remembered, total, rate: total / 10 ** length };
}
