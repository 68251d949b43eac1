import { describe, expect, it } from 'vitest';
import { HOUR_MS, hourToMs, localHourFloor } from './local-time';
import { generatePasscode, type GeneratedPasscode } from './offline-generate';
import { layoutFor } from './offline-header';
import { newOfflineLockState, type OfflineLockState } from './offline-lock-state';
import { inCycleWindow } from './offline-validity';
import { verifyPasscode } from './offline-verify';
import { type OfflineType } from './passcode-types';
import { chanceBound, randomInput, rng, seededSecret, type Rng } from './test-support';

const TYPES: OfflineType[] = [1, 2, 3, 4, 5];
const fresh = (secret: string, tz: number) => newOfflineLockState({ secret, tzOffsetMinutes: tz });
/** Largest chance of a code being accepted at a start it was not made for: one tag out of T. */
const pTag = (length: number) => 1 / layoutFor(length).tagSpace;

/** Hours (as ms instants) where the code is open: inside [start, end) and, for cycle codes, inside a window. */
function openTimes(g: GeneratedPasscode, tz: number, from: number, to: number, r: Rng, max = 40): number[] {
  const out: number[] = [];
  for (let h = localHourFloor(from, tz); hourToMs(h, tz) < to && out.length < max; h++) {
    if (g.cycle && !inCycleWindow(g.cycle, h)) continue;
    const lo = Math.max(from, hourToMs(h, tz));
    const hi = Math.min(to, hourToMs(h + 1, tz));
    if (lo < hi) out.push(lo + r.int(0, hi - lo - 1));
  }
  return out;
}

describe('offline passcodes: accepted inside validity, refused outside', () => {
  it('holds for random types, periods, time zones and lengths', () => {
    const r = rng(20250107);
    const secret = seededSecret(r);
    let chanceChecks = 0;
    let chanceAccepts = 0;
    let maxP = 0;
    for (let i = 0; i < 400; i++) {
      const input = randomInput(r, secret, TYPES[i % 5]!);
      const g = generatePasscode(input);
      const tz = input.tzOffsetMinutes;
      expect(g.code).toMatch(new RegExp(`^[0-9]{${g.length}}$`));
      const firsts = openTimes(g, tz, g.start, Math.min(g.firstUseBy, g.end ?? Infinity), r);
      expect(firsts.length).toBeGreaterThan(0);
      const t1 = r.pick(firsts);
      const first = verifyPasscode(fresh(secret, tz), g.code, t1);
      expect(first, `${g.code} type ${g.type} at ${new Date(t1).toISOString()}`).toMatchObject({
        ok: true,
        firstUse: true,
        type: g.type,
      });
      const state = first.state;
      if (g.type === 2 || g.type === 3 || g.type === 5) {
        const later = openTimes(g, tz, t1 + HOUR_MS, Math.min(g.end ?? Infinity, t1 + 400 * 24 * HOUR_MS), r, 400);
        if (later.length) expect(verifyPasscode(state, g.code, r.pick(later)).ok).toBe(true);
        if (g.end !== null)
          expect(verifyPasscode(state, g.code, g.end + r.int(0, 1e10))).toMatchObject({ ok: false, reason: 'expired' });
      }
      // Chance refusals: a fresh lock before the start, or after the first-use deadline.
      maxP = Math.max(maxP, pTag(g.length));
      for (const t of [g.start - r.int(1, 5000) * 60_000, g.firstUseBy + r.int(0, 5000) * 60_000]) {
        chanceChecks++;
        if (verifyPasscode(fresh(secret, tz), g.code, t).ok) chanceAccepts++;
      }
    }
    expect(chanceAccepts).toBeLessThanOrEqual(chanceBound(chanceChecks, maxP));
  });

  it('accepts cycle codes only on their week days inside their daily window', () => {
    const r = rng(77);
    const secret = seededSecret(r);
    for (let i = 0; i < 60; i++) {
      const input = randomInput(r, secret, 5);
      const g = generatePasscode(input);
      const tz = input.tzOffsetMinutes;
      const t1 = openTimes(g, tz, g.start, g.firstUseBy, r, 1)[0]!;
      let state: OfflineLockState = verifyPasscode(fresh(secret, tz), g.code, t1).state;
      for (let h = 0; h < 24 * 14; h++) {
        const t = t1 + h * HOUR_MS;
        if (g.end !== null && t >= g.end) break;
        const inside = inCycleWindow(g.cycle!, localHourFloor(t, tz));
        const v = verifyPasscode(state, g.code, t);
        expect(v.ok, `hour ${h}`).toBe(inside);
        if (!inside) expect(v).toMatchObject({ reason: 'outsideWindow' });
        state = v.state;
      }
    }
  });
});

describe('offline passcodes: first-use rules', () => {
  const r = rng(4242);
  const secret = seededSecret(r);

  it('a once code works once, within 6 h of its start', () => {
    let late = 0;
    for (let i = 0; i < 100; i++) {
      const input = randomInput(r, secret, 1);
      const g = generatePasscode(input);
      const lock = fresh(secret, input.tzOffsetMinutes);
      expect(g.end! - g.start).toBe(6 * HOUR_MS);
      const used = verifyPasscode(lock, g.code, g.end! - 1);
      expect(used.ok).toBe(true);
      expect(verifyPasscode(used.state, g.code, g.end! - 1)).toMatchObject({ ok: false, reason: 'alreadyUsed' });
      const early = verifyPasscode(lock, g.code, g.start + r.int(0, 6 * HOUR_MS - 1));
      expect(verifyPasscode(early.state, g.code, g.start + 5 * HOUR_MS)).toMatchObject({ ok: false });
      if (verifyPasscode(lock, g.code, g.end!).ok) late++;
    }
    expect(late).toBeLessThanOrEqual(chanceBound(100, pTag(6)));
  });

  it('permanent and limited codes must be used within 24 h of their start, then keep working', () => {
    let late = 0;
    for (let i = 0; i < 100; i++) {
      const input = randomInput(r, secret, i % 2 ? 2 : 3);
      if (input.type === 3) input.end = input.start + (48 + r.int(0, 2000)) * HOUR_MS;
      const g = generatePasscode(input);
      const lock = fresh(secret, input.tzOffsetMinutes);
      expect(g.firstUseBy - g.start).toBe(24 * HOUR_MS);
      const first = verifyPasscode(lock, g.code, g.firstUseBy - 1);
      expect(first).toMatchObject({ ok: true, firstUse: true });
      expect(verifyPasscode(first.state, g.code, g.firstUseBy + 20 * HOUR_MS)).toMatchObject({
        ok: true,
        firstUse: false,
      });
      if (verifyPasscode(lock, g.code, g.firstUseBy).ok) late++;
    }
    expect(late).toBeLessThanOrEqual(chanceBound(100, pTag(8)));
  });
});

describe('offline passcodes: clear codes', () => {
  it('void codes that start before the clear code, not those that start at or after it', () => {
    const r = rng(9);
    const secret = seededSecret(r);
    for (let i = 0; i < 50; i++) {
      const tz = 15 * r.int(-48, 56);
      const c = Date.UTC(2025, 5, 1) + r.int(0, 1000) * HOUR_MS;
      const gen = (type: OfflineType, start: number, extra = {}) =>
        generatePasscode({ secret, type, start, length: 6 + (i % 4), tzOffsetMinutes: tz, ...extra });
      const before = gen(2, c - 5 * HOUR_MS);
      const unusedBefore = gen(2, c - 2 * HOUR_MS, { slot: 1 });
      const onceBefore = gen(1, c - HOUR_MS);
      const clear = gen(4, c);
      const after = gen(2, c, { slot: 3 });
      let lock = verifyPasscode(fresh(secret, tz), before.code, c - 4 * HOUR_MS).state;
      const cleared = verifyPasscode(lock, clear.code, c + HOUR_MS);
      expect(cleared).toMatchObject({ ok: true, type: 4 });
      lock = cleared.state;
      const t = c + 2 * HOUR_MS;
      expect(verifyPasscode(lock, before.code, t)).toMatchObject({ ok: false, reason: 'cleared' });
      expect(verifyPasscode(lock, unusedBefore.code, t)).toMatchObject({ ok: false, reason: 'cleared' });
      expect(verifyPasscode(lock, onceBefore.code, t)).toMatchObject({ ok: false, reason: 'cleared' });
      expect(verifyPasscode(lock, after.code, t).ok).toBe(true);
      expect(verifyPasscode(lock, clear.code, t)).toMatchObject({ ok: false, reason: 'alreadyUsed' });
    }
  });
});

describe('offline passcodes: per lock', () => {
  it('codes of lock A fail on lock B (up to the random-guess rate)', () => {
    const r = rng(31337);
    const a = seededSecret(r);
    const b = seededSecret(r);
    let accepted = 0;
    let n = 0;
    for (let i = 0; i < 1000; i++) {
      const input = randomInput(r, a, TYPES[i % 5]!);
      const g = generatePasscode(input);
      const t = g.start + r.int(0, Math.min(g.firstUseBy, g.end ?? Infinity) - g.start - 1);
      expect(verifyPasscode(fresh(a, input.tzOffsetMinutes), g.code, t).ok || g.cycle !== null).toBe(true);
      n++;
      if (verifyPasscode(fresh(b, input.tzOffsetMinutes), g.code, t).ok) accepted++;
    }
    expect(accepted).toBeLessThanOrEqual(chanceBound(n, pTag(9)));
  });
});
