// antd form rules built on the shared validation (spec §5): zod schemas and rule functions of
// packages/shared, their i18n keys translated here. No rule is re-declared on this side.
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { accountKind, EMAIL_RE, MOBILE_RE } from '@lockconsole/shared/validation/account';
import { passwordProblem } from '@lockconsole/shared/validation/password';
import { isApiError } from '../api/ApiError';

export const requiredRule = (t: TFunction): Rule => ({ required: true, whitespace: true, message: t('validation.required') });

/** A rule from any shared zod schema; its message keys are translated. */
export const zodRule = (schema: z.ZodType, t: TFunction): Rule => ({
  validator: async (_rule, value: unknown) => {
    if (value === undefined || value === '') return;
    const result = schema.safeParse(value);
    if (!result.success) throw new Error(t(result.error.issues[0]?.message ?? 'validation.invalid'));
  },
});

export const passwordRule = (t: TFunction): Rule => ({
  validator: async (_rule, value: string | undefined) => {
    if (!value) return;
    const problem = passwordProblem(value);
    if (problem) throw new Error(t(problem));
  },
});

export const confirmPasswordRule =
  (t: TFunction, field = 'password'): ((form: Pick<FormInstance, 'getFieldValue'>) => Rule) =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      if (value && value !== getFieldValue(field)) throw new Error(t('validation.password.mismatch'));
    },
  });

export const accountRule = (t: TFunction, kind: 'mobile' | 'email' | 'any'): Rule => ({
  validator: async (_rule, value: string | undefined) => {
    const v = value?.trim();
    if (!v) return;
    if (kind === 'email' && !EMAIL_RE.test(v)) throw new Error(t('validation.account.email'));
    if (kind === 'mobile' && !MOBILE_RE.test(v.replace(/[\s-]/g, ''))) throw new Error(t('validation.account.mobile'));
    if (kind === 'any' && !accountKind(v)) throw new Error(t('validation.account.format'));
  },
});

/** Shows the server's field errors (-3, data.errors) next to the fields; true when any matched. */
export function applyFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!isApiError(error)) return false;
  const data = error.data as { errors?: { field: string; message: string }[] } | null;
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  const fields = (data?.errors ?? []).filter((e) => known.has(e.field));
  if (fields.length === 0) return false;
  form.setFields(fields.map((e) => ({ name: e.field, errors: [e.message] })));
  return true;
}
