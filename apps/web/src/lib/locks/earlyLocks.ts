// The console home's first page of locks, asked for at start beside the user and the groups (#26: otherwise it waits
// for the guard, the page's code and its first render — a chain of round trips on a phone). The home's first read
// takes it once when it asks for exactly the same page within a few seconds; anything else asks the server as usual.
// No TanStack Query here: this module loads with the entry.
import type { LockPage } from '@lockconsole/shared/lock/lock';
import { apiGet } from '../api/client';

type Query = Record<string, unknown>;

const FRESH_MS = 10_000;
/** The same page whatever the order of its parameters; an unset one is no parameter. */
const keyOf = (q: Query) =>
  JSON.stringify(
    Object.entries(q)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
let early: { key: string; answer: Promise<LockPage>; at: number } | null = null;

export function askLocksEarly(q: Query): void {
  const answer = apiGet<LockPage>('/lock/list', q, { silent: true });
  answer.catch(() => undefined);
  early = { key: keyOf(q), answer, at: Date.now() };
}

/** The early answer for this page, once; undefined when none, another page's, or too old. */
export function takeEarlyLocks(q: Query): Promise<LockPage> | undefined {
  const e = early;
  if (!e || e.key !== keyOf(q)) return undefined;
  early = null;
  return Date.now() - e.at <= FRESH_MS ? e.answer : undefined;
}
