// How cards read in the lists: every spec status to a label (pending ones spinning, failed ones red, a lost report
// that could not reach the lock as failed), cycle days grouped by window, validity in lock time.
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STATUS as S } from '@lockconsole/shared/credential/credential';
import { cycleGroups, isLost, isPending, statusView, validityView } from './credentialView';

const st = (status: number, failureReason: string | null = null) => statusView({ status, failureReason });

describe('card status', () => {
  it('maps every spec status code, pending ones as processing, failed ones as errors', () => {
    expect(st(S.normal)).toEqual({ key: 'cards.status.normal', tone: 'success', pending: false, failed: false });
    for (const s of [S.adding, S.updating, S.deleting])
      expect(st(s)).toMatchObject({ tone: 'processing', pending: true });
    for (const s of [S.addFailed, S.updateFailed, S.deleteFailed])
      expect(st(s, 'Gateway offline')).toMatchObject({ tone: 'error', failed: true, pending: false });
    expect(st(S.willBeValid)).toMatchObject({ key: 'cards.status.willBeValid', tone: 'warning' });
    expect(st(S.invalid)).toMatchObject({ key: 'cards.status.invalid', tone: 'default' });
    expect(st(S.lost)).toMatchObject({ key: 'cards.status.lost', tone: 'warning', pending: false });
    expect(st(99).key).toBe('cards.status.unknown');
  });

  it('reads a lost report as pending until it has a cause, then as failed', () => {
    expect(st(S.uploadLost)).toMatchObject({ key: 'cards.status.uploadLost', pending: true, failed: false });
    expect(st(S.uploadLost, 'No gateway')).toMatchObject({
      key: 'cards.status.uploadLostFailed',
      pending: false,
      failed: true,
    });
    expect(isPending({ status: S.uploadLost, failureReason: null })).toBe(true);
    expect(isLost({ status: S.uploadLost })).toBe(true);
    expect(isLost({ status: S.normal })).toBe(false);
  });
});

describe('cycle days', () => {
  it('groups days by daily window and joins consecutive days', () => {
    const workWeek = [1, 2, 3, 4, 5].map((weekDay) => ({ weekDay, startMinute: 480, endMinute: 1080 }));
    expect(cycleGroups(workWeek)).toEqual([{ runs: [[1, 5]], from: '08:00', to: '18:00' }]);
    expect(
      cycleGroups([
        { weekDay: 7, startMinute: 600, endMinute: 1440 },
        { weekDay: 1, startMinute: 480, endMinute: 1080 },
        { weekDay: 3, startMinute: 480, endMinute: 1080 },
        { weekDay: 6, startMinute: 600, endMinute: 1440 },
      ]),
    ).toEqual([
      {
        runs: [
          [1, 1],
          [3, 3],
        ],
        from: '08:00',
        to: '18:00',
      },
      { runs: [[6, 7]], from: '10:00', to: '24:00' },
    ]);
    expect(cycleGroups([])).toEqual([]);
  });
});

describe('validity', () => {
  const start = Date.parse('2026-07-01T00:00:00Z');
  const end = Date.parse('2026-07-08T00:00:00Z');

  it('reads permanent, timed and recurring validity in the lock time', () => {
    expect(validityView({ validityType: 1, startDate: 0, endDate: 0 }, 120)).toEqual({
      key: 'cards.validity.permanent',
    });
    expect(validityView({ validityType: 2, startDate: start, endDate: end }, 120)).toEqual({
      key: 'cards.validity.period',
      vars: { start: '2026-07-01 02:00', end: '2026-07-08 02:00' },
    });
    expect(validityView({ validityType: 3, startDate: start, endDate: 0 }, 0)).toEqual({
      key: 'cards.validity.cycleFrom',
      vars: { start: '2026-07-01 00:00' },
    });
    expect(validityView({ validityType: 3, startDate: start, endDate: end }, -180).key).toBe(
      'cards.validity.cycleUntil',
    );
  });
});
