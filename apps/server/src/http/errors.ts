// AppError: the one way a service reports a failure the user should read. The HTTP layer turns it into
// the envelope with the code of ERROR[name] and the message in the caller's language.
import { ERROR, type ErrorName } from '@lockconsole/shared/errors/codes';
import type { FieldError } from '@lockconsole/shared/http/envelope';

export class AppError extends Error {
  constructor(
    readonly errorName: ErrorName,
    readonly params: Record<string, unknown> = {},
    readonly data: unknown = null,
  ) {
    super(errorName);
  }
  get code(): number {
    return ERROR[this.errorName].code;
  }
}

export const fail = (name: ErrorName, params?: Record<string, unknown>, data?: unknown) =>
  new AppError(name, params, data);

/** A malformed field, reported like a schema failure (-3 with data.errors). Message is an i18n key. */
export class FieldsError extends Error {
  constructor(readonly errors: { field: string; key: string; params?: Record<string, unknown> }[]) {
    super('fields');
  }
}

export const fieldError = (field: string, key: string, params?: Record<string, unknown>) =>
  new FieldsError([{ field, key, ...(params ? { params } : {}) }]);

export type { FieldError };
