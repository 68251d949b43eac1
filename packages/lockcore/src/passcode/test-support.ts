// Test helpers for the passcode property tests: a seeded PRNG, seeded lock secrets, random generator inputs and
// the tolerance for chance matches. Test-only (imported by *.test.ts); no I/O.
import { encodeLockSecret } from '../secret';
import { HOUR_MS } from './local-time';
import type { GenerateInput } from './offline-generate';
import { OFFLINE_MIN_LENGTH, type CycleKind, type OfflineType } from './passcode-types';
import { FAMILY } from './offline-header';

/** mulberry32: small, fast, deterministic. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  return { next, int, pick: <T>(xs: readonly T[]) => xs[int(0, xs.length - 1)]! };
}
export type Rng = ReturnType<typeof rng>;

export const seededSecret = (r: Rng) => encodeLockSecret(Uint8Array.from({ length: 32 }, () => r.int(0, 255)));

/** Upper end of a Poisson-ish band: chance matches of `trials` tries each with probability ≤ p. */
export const chanceBound = (trials: number, p: number) => trials * p + 6 * Math.sqrt(trials * p) + 2;

export const BASE = Date.UTC(2025, 0, 1);
const DAY = 24 * HOUR_MS;

/** A random valid generator input of `type` (any length, slot, time zone, period regime). */
export function randomInput(r: Rng, secret: string, type: OfflineType): GenerateInput {
  const start = BASE + r.int(0, 2 * 365) * DAY + r.int(0, DAY - 1);
  const input: GenerateInput = {
    secret,
    type,
    start,
    length: r.int(OFFLINE_MIN_LENGTH[type], 9),
    slot: r.int(0, FAMILY[type].slots - 1),
    tzOffsetMinutes: 15 * r.int(-48, 56),
  };
  if (type === 3) {
    const regime = r.next();
    const span =
      regime < 0.6 ? r.int(1, 744 * 60) * 60_000 : regime < 0.85 ? r.int(31, 366) * DAY : r.int(367, 1090) * DAY;
    input.end = start + span;
  }
  if (type === 5) {
    const a = r.int(0, 23);
    input.cycleKind = r.int(5, 14) as CycleKind;
    input.window = { startHour: a, endHour: r.int(a + 1, 24) };
    input.end = r.next() < 0.3 ? null : start + r.int(1, 1000) * DAY;
  }
  return input;
}
