import { describe, expect, it } from 'vitest';
import { acceptanceSet } from './offline-analysis';
import { generatePasscode } from './offline-generate';
import { newOfflineLockState } from './offline-lock-state';
import { verifyPasscode } from './offline-verify';
import { rng, seededSecret } from './test-support';

/** Random guesses against one lock at one moment; the bound is acceptanceSet(...).rate (docs/passcodes.md). */
function guess(length: number, n: number, seed: number) {
  const r = rng(seed);
  const secret = seededSecret(r);
  const now = Date.UTC(2025, 2, 12, 11, 40); // a Wednesday, 11:40 local at +0
  let state = newOfflineLockState({ secret, tzOffsetMinutes: 0 });
  // A lived-in lock: a few codes already in memory.
  for (let s = 0; s < 8; s++) {
    const g = generatePasscode({ secret, type: 2, start: now - (s + 1) * 36e5, length, slot: s, tzOffsetMinutes: 0 });
    state = verifyPasscode(state, g.code, now - s * 36e5 - 1).state;
  }
  expect(state.remembered).toHaveLength(8);
  const bound = acceptanceSet(state, now, length);
  let accepted = 0;
  for (let i = 0; i < n; i++) {
    const code = String(Math.floor(r.next() * 10 ** length)).padStart(length, '0');
    if (verifyPasscode(state, code, now).ok) accepted++;
  }
  return { accepted, expected: n * bound.rate, bound };
}

describe('offline passcodes: random guesses', () => {
  it('10^5 random 6-digit guesses are accepted at the rate the acceptance set predicts', () => {
    const { accepted, expected, bound } = guess(6, 100_000, 1);
    expect(bound.total).toBe(96 + 192 + 48 + 8); // once, permanent, clear headers open now + remembered codes
    const sd = Math.sqrt(expected);
    expect(accepted).toBeLessThanOrEqual(expected + 6 * sd + 2);
    expect(accepted).toBeGreaterThanOrEqual(Math.max(0, expected - 6 * sd - 2));
  }, 180_000);

  it('8-digit guesses stay within the rate bound (limited codes included)', () => {
    const { accepted, expected, bound } = guess(8, 20_000, 2);
    expect(bound.rate).toBeLessThan(6e-4);
    expect(accepted).toBeLessThanOrEqual(expected + 6 * Math.sqrt(expected) + 2);
  }, 180_000);
});
