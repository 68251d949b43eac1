// antd form rules built on the shared validation (spec §5): zod schemas and rule functions of
// packages/shared, their i18n keys translated here. No rule is re-declared on this side.
import type { FormInstance } from 'antd';
import type { Rule, RuleObject } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { passwordProblem } from '@lockconsole/shared/validation/password';
import { serverFieldErrors } from './serverErrors';

export const requiredRule = (t: TFunction): Rule => ({
  required: true,
  whitespace: true,
  message: t('validation.required'),
});

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
  (t: TFunction, field = 'password') =>
  ({ getFieldValue }: Pick<FormInstance, 'getFieldValue'>): RuleObject => ({
    validator: async (_rule: unknown, value: string | undefined) => {
      if (value && value !== getFieldValue(field)) throw new Error(t('validation.password.mismatch'));
    },
  });

/** Shows the server's field errors (-3, data.errors) next to the fields; true when any matched. */
export function applyFieldErrors(form: FormInstance, error: unknown): boolean {
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  const fields = Object.entries(serverFieldErrors(error)).filter(([field]) => known.has(field));
  if (fields.length === 0) return false;
  form.setFields(fields.map(([name, message]) => ({ name, errors: [message] })));
  return true;
}
