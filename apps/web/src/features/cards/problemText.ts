// Problems as i18n keys by field → the texts the form shows; a server answer → the same, by the request's fields
// (field errors −3 on their fields, "beyond your own validity" −3039 under the end, anything else for the form).
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api/ApiError';
import { serverFieldErrors } from '../../lib/forms/serverErrors';
import type { Problems } from '../../lib/credentials/credentialPeriod';
import { cardFieldOf, type CardField } from './cardForm';

const BEYOND_OWN_PERIOD = -3039;

export const translateProblems = <F extends string>(p: Problems<F>, t: TFunction): Problems<F> =>
  Object.fromEntries(Object.entries(p).map(([f, key]) => [f, t(key as string)])) as Problems<F>;

export function serverProblems(e: unknown): Problems<CardField | 'form'> {
  if (isApiError(e) && e.code === BEYOND_OWN_PERIOD) return { end: e.message };
  const out: Problems<CardField | 'form'> = {};
  for (const [field, message] of Object.entries(serverFieldErrors(e))) out[cardFieldOf(field) ?? 'form'] ??= message;
  if (Object.keys(out).length) return out;
  return { form: isApiError(e) || e instanceof Error ? e.message : String(e) };
}
