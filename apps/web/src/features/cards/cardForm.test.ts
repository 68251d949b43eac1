// The card forms' requests and problems come from the shared schemas: number (1–20 digits), name (≤ 50), the lock
// list (1–100), and the server's field answers land on the form's fields.
import { describe, expect, it } from 'vitest';
import {
  addCardProblems,
  addCardRequest,
  cardFieldOf,
  importCardProblems,
  issueCardProblems,
  issueCardRequest,
  type CardValues,
} from './cardForm';
import { newCardPeriod } from '../../lib/credentials/credentialPeriod';

const now = Date.parse('2026-07-01T10:30:00Z');
const ctx = { now, tz: 0 };
const card = (patch: Partial<CardValues> = {}): CardValues => ({
  number: ' 3661413478 ',
  name: ' Reception ',
  reversed: false,
  period: newCardPeriod(now, 0),
  ...patch,
});

describe('card forms', () => {
  it('adds a card to one lock: trimmed number and name, reversed only when set', () => {
    expect(addCardRequest(card(), 7, 0)).toEqual({
      lockId: 7,
      cardNumber: '3661413478',
      cardName: 'Reception',
      reversed: undefined,
      validityType: 1,
    });
    expect(addCardRequest(card({ name: '  ', reversed: true }), 7, 0)).toMatchObject({
      cardName: undefined,
      reversed: true,
    });
    expect(addCardProblems(card(), 7, ctx)).toEqual({});
  });

  it('refuses a number that is not 1–20 digits and a name over 50 characters', () => {
    expect(addCardProblems(card({ number: '' }), 7, ctx)).toEqual({ number: 'validation.card.number' });
    expect(addCardProblems(card({ number: '12ab' }), 7, ctx)).toEqual({ number: 'validation.card.number' });
    expect(addCardProblems(card({ number: '1'.repeat(21) }), 7, ctx)).toEqual({ number: 'validation.card.number' });
    expect(addCardProblems(card({ name: 'x'.repeat(51) }), 7, ctx)).toEqual({ name: 'validation.credential.name' });
  });

  it('one number to several locks needs 1 to 100 locks; the period is checked with it', () => {
    expect(issueCardRequest(card(), [3, 4], 0)).toMatchObject({ cardNumber: '3661413478', lockIdList: [3, 4] });
    expect(issueCardProblems(card(), [3, 4], ctx)).toEqual({});
    expect(issueCardProblems(card(), [], ctx)).toEqual({ locks: 'validation.lock.lockIdList' });
    const timed = card({ period: { ...newCardPeriod(now, 0), validityType: 2, end: '' } });
    expect(issueCardProblems(timed, [3], ctx)).toEqual({ end: 'validation.period.endRequired' });
  });

  it('an import needs 1 to 500 cards', () => {
    const v = { reversed: false, period: newCardPeriod(now, 0) };
    expect(importCardProblems(v, [{ cardNumber: '1', cardName: '' }], [3], ctx)).toEqual({});
    expect(importCardProblems(v, [], [3], ctx)).toEqual({ cards: 'validation.card.importList' });
  });

  it('maps request fields (schema paths, server field errors) to form fields', () => {
    expect(
      ['cardNumber', 'cardName', 'lockIdList', 'cards', 'startDate', 'endDate', 'cyclicConfig', 'x'].map(cardFieldOf),
    ).toEqual(['number', 'name', 'locks', 'cards', 'start', 'end', 'cycle', undefined]);
  });
});
