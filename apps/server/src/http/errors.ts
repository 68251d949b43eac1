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

/**
 * One refused item of a batch answered inside a success (e.g. per-lock results): the code and the message in the
 * caller's language, as the envelope would have carried them. Anything else is a bug and is rethrown.
 */
export function refusalOf(
  e: unknown,
  t: (key: string, params?: Record<string, unknown>) => string,
): { errorCode: number; errorMsg: string } {
  if (e instanceof AppError) return { errorCode: e.code, errorMsg: t(ERROR[e.errorName].key, e.params) };
  if (e instanceof FieldsError) {
    const f = e.errors[0]!;
    return {
      errorCode: ERROR.badParameter.code,
      errorMsg: t('errors.badParameterField', { field: f.field, message: t(f.key, f.params) }),
    };
  }
  throw e;
}
