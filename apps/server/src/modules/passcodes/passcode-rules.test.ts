// Unit tests of the issue rules: type sets per passcode version, slot order (lowest free, deleted never reused),
// clear-code ordering, lengths against the site minimum.
import { describe, expect, it } from 'vitest';
import { AppError, FieldsError } from '../../http/errors';
import { afterClear, freeSlots, lengthFor, offlineTypeFor } from './passcode-rules';

const H = 3_600_000;

describe('passcode rules', () => {
  it('reads the type in the lock version’s set', () => {
    expect(offlineTypeFor(4, 5)).toBe(5);
    expect(offlineTypeFor(3, 1)).toBe(2);
    expect(offlineTypeFor(2, 2)).toBe(1);
    expect(() => offlineTypeFor(0, 1)).toThrow(AppError);
    expect(() => offlineTypeFor(2, 3)).toThrow(FieldsError);
    expect(() => offlineTypeFor(4, 6)).toThrow(FieldsError);
  });

  it('picks the lowest free slot and skips every slot issued before', () => {
    expect(freeSlots(2, new Set())).toEqual([0, 1]);
    expect(freeSlots(8, new Set([0, 2]))).toEqual([1, 3, 4, 5, 6, 7]);
    expect(freeSlots(2, new Set([0, 1]))).toEqual([]);
  });

  it('starts later codes at the clear code’s start (cycle: the next local midnight)', () => {
    const wm = Date.parse('2026-07-01T15:00:00Z');
    expect(afterClear(2, { start: wm - 3 * H, end: null, cycle: null }, wm, 0).start).toBe(wm);
    expect(afterClear(2, { start: wm + H, end: null, cycle: null }, wm, 0).start).toBe(wm + H);
    expect(afterClear(5, { start: wm - 3 * H, end: null, cycle: null }, wm, 120).start).toBe(
      Date.parse('2026-07-02T00:00:00+02:00'),
    );
    expect(() => afterClear(3, { start: wm - 3 * H, end: wm - H, cycle: null }, wm, 0)).toThrow(FieldsError);
  });

  it('defaults to the shortest allowed length and refuses others with −3006', () => {
    expect(lengthFor(1, 6, undefined)).toBe(6);
    expect(lengthFor(1, 7, undefined)).toBe(7);
    expect(lengthFor(3, 6, undefined)).toBe(8);
    expect(lengthFor(5, 4, undefined)).toBe(9);
    expect(() => lengthFor(2, 7, 6)).toThrow(
      expect.objectContaining({ errorName: 'passcodeBadLength', params: { min: 7 } }),
    );
  });
});
