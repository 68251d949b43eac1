// Problems of the credential forms as i18n keys by field → the texts the form shows; a server answer → the same by
// the request's fields (field errors −3 on their fields, "beyond your own validity" −3039 under the end, anything
// else for the form). Each kind passes its own map of request fields to form fields (cards keep theirs in
// features/cards/problemText.ts).
import type { TFunction } from 'i18next';
import { isApiError } from '../api/ApiError';
import { serverFieldErrors } from '../forms/serverErrors';
import type { Problems } from './credentialPeriod';

const BEYOND_OWN_PERIOD = -3039;

export const translateProblems = <F extends string>(p: Problems<F>, t: TFunction): Problems<F> =>
  Object.fromEntries(Object.entries(p).map(([f, key]) => [f, t(key as string)])) as Problems<F>;

/** The text of any refusal (an API answer's message, else the error's). */
export const errorText = (e: unknown) => (isApiError(e) || e instanceof Error ? e.message : String(e));

export function serverProblems<F extends string>(
  e: unknown,
  fieldOf: (apiField: string) => F | undefined,
): Problems<F | 'end' | 'form'> {
  if (isApiError(e) && e.code === BEYOND_OWN_PERIOD) return { end: e.message } as Problems<F | 'end' | 'form'>;
  const out: Problems<F | 'end' | 'form'> = {};
  for (const [field, message] of Object.entries(serverFieldErrors(e))) out[fieldOf(field) ?? 'form'] ??= message;
  if (Object.keys(out).length) return out;
  return { form: errorText(e) } as Problems<F | 'end' | 'form'>;
}
