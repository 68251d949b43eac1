// The validity fields of the card forms: each type's request (lock-local times, a window per week day), the shared
// shape rules (days, windows) and the spec §5 time rules on the right fields, and a card's validity read back.
import { describe, expect, it } from 'vitest';
import {
  cardPeriodProblems,
  cardPeriodRequest,
  newCardPeriod,
  periodFromCard,
  type CardPeriodValues,
} from './credentialPeriod';

const now = Date.parse('2026-07-01T10:30:00Z');
const tz = 600; // the lock at UTC+10
const values = (patch: Partial<CardPeriodValues>): CardPeriodValues => ({ ...newCardPeriod(now, tz), ...patch });

describe('card validity form', () => {
  it('starts permanent, with a week from now and Mon–Fri 08:00–18:00 ready for the other types', () => {
    const v = newCardPeriod(now, tz);
    expect(v).toMatchObject({ validityType: 1, start: '2026-07-01T20:30', end: '2026-07-08T20:30' });
    expect(v.days.map((d) => d.on)).toEqual([true, true, true, true, true, false, false]);
    expect(cardPeriodRequest(v, tz)).toEqual({ validityType: 1 });
    expect(cardPeriodProblems(v, now, tz)).toEqual({});
  });

  it('a timed card sends start and end at the lock offset and needs an end after its start', () => {
    const v = values({ validityType: 2, start: '2026-07-02T08:00', end: '2026-07-03T18:00' });
    expect(cardPeriodRequest(v, tz)).toEqual({
      validityType: 2,
      startDate: Date.parse('2026-07-01T22:00:00Z'),
      endDate: Date.parse('2026-07-03T08:00:00Z'),
    });
    expect(cardPeriodProblems(v, now, tz)).toEqual({});
    expect(cardPeriodProblems({ ...v, end: '' }, now, tz)).toEqual({ end: 'validation.period.endRequired' });
    expect(cardPeriodProblems({ ...v, end: '2026-07-01T08:00' }, now, tz)).toEqual({
      end: 'validation.period.startAfterEnd',
    });
    expect(cardPeriodProblems({ ...v, start: '2026-02-30T08:00' }, now, tz)).toEqual({ start: 'validation.invalid' });
    expect(cardPeriodProblems({ ...v, end: '2029-08-02T08:00' }, now, tz)).toEqual({
      end: 'validation.period.tooLong',
    });
  });

  it('a recurring card sends a window per chosen day (24:00 as 1440) and may have no last day', () => {
    const days = newCardPeriod(now, tz).days.map((d, i) => (i === 6 ? { on: true, from: '10:00', to: '00:00' } : d));
    const v = values({ validityType: 3, start: '2026-07-01T00:00', end: '', days });
    const req = cardPeriodRequest(v, tz);
    expect(req.endDate).toBeUndefined();
    expect(req.cyclicConfig).toEqual([
      ...[1, 2, 3, 4, 5].map((weekDay) => ({ weekDay, startMinute: 480, endMinute: 1080 })),
      { weekDay: 7, startMinute: 600, endMinute: 1440 },
    ]);
    expect(cardPeriodProblems(v, now, tz)).toEqual({});
  });

  it('refuses a recurring card without days or with a window ending before it starts (shared rule)', () => {
    const none = values({ validityType: 3, days: newCardPeriod(now, tz).days.map((d) => ({ ...d, on: false })) });
    expect(cardPeriodProblems(none, now, tz)).toEqual({ cycle: 'validation.credential.cycle' });
    const backwards = newCardPeriod(now, tz).days.map((d, i) => (i === 0 ? { ...d, from: '18:00', to: '08:00' } : d));
    expect(cardPeriodProblems(values({ validityType: 3, days: backwards }), now, tz)).toEqual({
      cycle: 'validation.credential.cycle',
    });
    const unreadable = newCardPeriod(now, tz).days.map((d, i) => (i === 0 ? { ...d, to: '' } : d));
    expect(cardPeriodProblems(values({ validityType: 3, days: unreadable }), now, tz).cycle).toBe(
      'validation.credential.cycle',
    );
  });

  it("reads a card's validity back into the form", () => {
    const card = {
      validityType: 3,
      startDate: Date.parse('2026-07-01T14:00:00Z'),
      endDate: 0,
      cyclicConfig: [{ weekDay: 6, startMinute: 540, endMinute: 720 }],
    };
    const v = periodFromCard(card, now, tz);
    expect(v).toMatchObject({ validityType: 3, start: '2026-07-02T00:00', end: '' });
    expect(v.days.filter((d) => d.on)).toEqual([{ on: true, from: '09:00', to: '12:00' }]);
    expect(v.days[5]).toEqual({ on: true, from: '09:00', to: '12:00' });
    expect(periodFromCard({ ...card, validityType: 1, cyclicConfig: [] }, now, tz).validityType).toBe(1);
  });
});
