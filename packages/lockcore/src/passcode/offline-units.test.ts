import { describe, expect, it } from 'vitest';
import { fpeDecrypt, fpeEncrypt } from './decimal-fpe';
import { weekDayOfDay } from '../lock-time';
import { addMonthsToHour, HOUR_MS } from './local-time';
import { generatePasscode, type GenerateInput } from './offline-generate';
import { offlineKeys } from './offline-keys';
import { newOfflineLockState } from './offline-lock-state';
import { revokeOfflinePasscode, verifyPasscode } from './offline-verify';
import { mapPasscodeType, offlineLengthRange } from './passcode-types';
import { rng, seededSecret } from './test-support';

const secret = seededSecret(rng(5));
const start = Date.UTC(2025, 0, 31, 10, 25); // a Friday
const base: GenerateInput = { secret, type: 3, start, end: start + 3 * HOUR_MS, length: 8, tzOffsetMinutes: 0 };

describe('decimal FPE', () => {
  it('is a permutation that round-trips for every length', () => {
    const r = rng(1);
    const key = offlineKeys(secret).fpe;
    for (let L = 4; L <= 9; L++) {
      const seen = new Set<number>();
      for (let i = 0; i < 300; i++) {
        const x = Math.floor(r.next() * 10 ** L);
        const y = fpeEncrypt(key, L, x);
        expect(y).toBeLessThan(10 ** L);
        expect(fpeDecrypt(key, L, y)).toBe(x);
        seen.add(y);
      }
      expect(seen.size).toBeGreaterThan(290);
    }
  });
});

describe('generatePasscode rounding and refusals', () => {
  it('floors the start and ceils the end to local hours, then days, then months', () => {
    const g = generatePasscode({ ...base, tzOffsetMinutes: 330 });
    expect(new Date(g.start).toISOString()).toBe('2025-01-31T09:30:00.000Z');
    expect(new Date(g.end!).toISOString()).toBe('2025-01-31T13:30:00.000Z');
    const days = generatePasscode({ ...base, end: start + 40 * 24 * HOUR_MS + 1 });
    expect((days.end! - days.start) / (24 * HOUR_MS)).toBe(41);
    const months = generatePasscode({ ...base, end: start + 400 * 24 * HOUR_MS });
    expect(new Date(months.end!).toISOString()).toBe('2026-03-31T10:00:00.000Z'); // 14 months: 13 end on Feb 28
  });

  it('refuses what it cannot encode, with typed errors', () => {
    const codeOf = (over: Partial<GenerateInput>) => {
      try {
        generatePasscode({ ...base, ...over });
        return 'ok';
      } catch (e) {
        return (e as { code: string }).code;
      }
    };
    expect(codeOf({ end: start - 1 })).toBe('startAfterEnd');
    expect(codeOf({ end: start + 3 * 366 * 24 * HOUR_MS })).toBe('tooLong');
    expect(codeOf({ end: null })).toBe('badTime');
    expect(codeOf({ length: 7 })).toBe('badLength');
    expect(codeOf({ type: 1, length: 5 })).toBe('badLength');
    expect(codeOf({ type: 5, length: 9, cycleKind: 8, window: { startHour: 9, endHour: 9 } })).toBe('badCycle');
    expect(codeOf({ slot: 2 })).toBe('badSlot');
    expect(codeOf({ secret: 'nope' })).toBe('badSecret');
    expect(codeOf({ type: 6 as never })).toBe('badType');
  });

  it('gives different codes for different slots, lengths and locks', () => {
    const codes = new Set([
      generatePasscode({ ...base, slot: 0 }).code,
      generatePasscode({ ...base, slot: 1 }).code,
      generatePasscode({ ...base, length: 9 }).code,
      generatePasscode({ ...base, secret: seededSecret(rng(6)) }).code,
    ]);
    expect(codes.size).toBe(4);
  });
});

describe('lock memory', () => {
  it('refuses a revoked code and forgets the revocation once the code would have ended', () => {
    const g = generatePasscode(base);
    let lock = newOfflineLockState({ secret, tzOffsetMinutes: 0 });
    lock = verifyPasscode(lock, g.code, start).state;
    const rev = revokeOfflinePasscode(lock, { code: g.code, start: g.start, end: g.end }, start + 1);
    expect(rev.ok).toBe(true);
    if (!rev.ok) return;
    expect(verifyPasscode(rev.state, g.code, start + HOUR_MS)).toMatchObject({ ok: false, reason: 'revoked' });
    const other = generatePasscode({ ...base, type: 1, length: 6 });
    const after = verifyPasscode(rev.state, other.code, g.end! + 1);
    expect(after.ok).toBe(true);
    expect(after.state.revoked).toEqual([]);
    expect(verifyPasscode(after.state, g.code, g.end! + 1).ok).toBe(false);
  });

  it('fails closed when the used-once list is full of live entries', () => {
    let lock = newOfflineLockState({ secret, tzOffsetMinutes: 0 });
    for (let s = 0; s < 64; s++) {
      const g = generatePasscode({
        ...base,
        type: 1,
        length: 6,
        slot: s % 16,
        start: start - Math.floor(s / 16) * HOUR_MS,
      });
      lock = verifyPasscode(lock, g.code, start).state;
    }
    expect(lock.used).toHaveLength(64);
    const extra = generatePasscode({ ...base, type: 1, length: 7 });
    expect(verifyPasscode(lock, extra.code, start)).toMatchObject({ ok: false, reason: 'memoryFull' });
    // The 16 codes that started at 07:00 expire at 13:00 and make room.
    expect(verifyPasscode(lock, extra.code, Date.UTC(2025, 0, 31, 13, 30))).toMatchObject({ ok: true });
  });

  it('refuses codes shorter than the lock minimum without any work', () => {
    const lock = newOfflineLockState({ secret, tzOffsetMinutes: 0, minLength: 7 });
    const g = generatePasscode({ ...base, type: 2, length: 6 });
    expect(verifyPasscode(lock, g.code, start)).toMatchObject({ ok: false, reason: 'tooShort' });
    expect(verifyPasscode(lock, '12a456', start)).toMatchObject({ ok: false, reason: 'badFormat' });
  });
});

describe('types, lengths and calendar', () => {
  it('maps v3/v2 types onto the v4 generator and refuses minute codes', () => {
    expect(mapPasscodeType('v3', 1)).toEqual({ ok: true, type: 2 });
    expect(mapPasscodeType('v3', 6)).toEqual({ ok: true, type: 3 });
    expect(mapPasscodeType('v2', 2)).toEqual({ ok: true, type: 1 });
    expect(mapPasscodeType('v2', 3)).toEqual({ ok: false, reason: 'minutePrecision' });
    expect(mapPasscodeType('v4', 6)).toEqual({ ok: false, reason: 'unknownType' });
  });

  it('offers lengths from the larger of the family and site minimums to 9', () => {
    expect(offlineLengthRange(1, 4)).toEqual({ min: 6, max: 9 });
    expect(offlineLengthRange(2, 7)).toEqual({ min: 7, max: 9 });
    expect(offlineLengthRange(3, 6)).toEqual({ min: 8, max: 9 });
    expect(offlineLengthRange(5, 6)).toEqual({ min: 9, max: 9 });
  });

  it('counts week days and months in local units', () => {
    expect(weekDayOfDay(0)).toBe(4); // 1970-01-01, a Thursday
    const jan31 = Date.UTC(2024, 0, 31, 8) / HOUR_MS;
    expect(new Date(addMonthsToHour(jan31, 1) * HOUR_MS).toISOString()).toBe('2024-02-29T08:00:00.000Z');
  });
});
