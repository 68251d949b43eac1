// The error every failed call rejects with: the classified outcome plus its text in the current language.
import type { Outcome } from './outcome';

export class ApiError extends Error {
  readonly outcome: Outcome;
  constructor(outcome: Outcome, text: string) {
    super(text);
    this.name = 'ApiError';
    this.outcome = outcome;
  }
  get code(): number | undefined {
    return this.outcome.code;
  }
  get data(): unknown {
    return this.outcome.data;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
