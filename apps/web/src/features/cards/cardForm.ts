// The card forms' requests and their problems: add to one lock (/card/add), one number to many locks (/card/issue)
// and bulk import (/card/import). Each request is checked with its SHARED schema (card number, name, lock list,
// validity shape) and the period with the shared time rules (cardPeriod.ts); problems are i18n keys by form field,
// and the server's field answers map onto the same fields. Pure.
import type { z } from 'zod';
import { addCardRequestSchema, type AddCardRequest } from '@lockconsole/shared/card/add';
import {
  importCardRequestSchema,
  issueCardRequestSchema,
  type ImportCardRequest,
  type IssueCardRequest,
} from '@lockconsole/shared/card/issue';
import {
  cardPeriodProblems,
  cardPeriodRequest,
  periodFieldOf,
  schemaProblems,
  type CardPeriodValues,
  type PeriodField,
  type Problems,
} from '../../lib/credentials/credentialPeriod';

export type CardValues = {
  number: string;
  name: string;
  /** The reader reads the bytes the other way round. */
  reversed: boolean;
  period: CardPeriodValues;
};
export type CardField = PeriodField | 'number' | 'name' | 'locks' | 'cards';

const FIELD: Record<string, CardField> = {
  cardNumber: 'number',
  cardName: 'name',
  lockIdList: 'locks',
  cards: 'cards',
};

/** Which form field a request field's problem belongs to (shared schema paths and server field errors). */
export const cardFieldOf = (apiField: string): CardField | undefined => FIELD[apiField] ?? periodFieldOf(apiField);

type Ctx = { now: number; tz: number };

const nameOf = (v: Pick<CardValues, 'name'>) => v.name.trim() || undefined;

export const addCardRequest = (v: CardValues, lockId: number, tz: number): AddCardRequest => ({
  lockId,
  cardNumber: v.number.trim(),
  cardName: nameOf(v),
  reversed: v.reversed || undefined,
  ...cardPeriodRequest(v.period, tz),
});

export const issueCardRequest = (v: CardValues, lockIds: number[], tz: number): IssueCardRequest => ({
  cardNumber: v.number.trim(),
  cardName: nameOf(v),
  reversed: v.reversed || undefined,
  lockIdList: lockIds,
  ...cardPeriodRequest(v.period, tz),
});

export type ImportValues = { reversed: boolean; period: CardPeriodValues };
export type ImportCard = { cardNumber: string; cardName: string };

export const importCardRequest = (
  v: ImportValues,
  cards: ImportCard[],
  lockIds: number[],
  tz: number,
): ImportCardRequest => ({
  cards,
  reversed: v.reversed || undefined,
  lockIdList: lockIds,
  ...cardPeriodRequest(v.period, tz),
});

/** The shared schema's problems by form field (the first one per field), then the period's. */
function problemsOf(schema: z.ZodType, req: unknown, period: CardPeriodValues, ctx: Ctx): Problems<CardField> {
  return schemaProblems(schema, req, cardFieldOf, { ...cardPeriodProblems(period, ctx.now, ctx.tz) });
}

export const addCardProblems = (v: CardValues, lockId: number, ctx: Ctx) =>
  problemsOf(addCardRequestSchema, addCardRequest(v, lockId, ctx.tz), v.period, ctx);

export const issueCardProblems = (v: CardValues, lockIds: number[], ctx: Ctx) =>
  problemsOf(issueCardRequestSchema, issueCardRequest(v, lockIds, ctx.tz), v.period, ctx);

export const importCardProblems = (v: ImportValues, cards: ImportCard[], lockIds: number[], ctx: Ctx) =>
  problemsOf(importCardRequestSchema, importCardRequest(v, cards, lockIds, ctx.tz), v.period, ctx);
