// Verification code input with its "Send code" button (slider check first). Controlled.
import { useTranslation } from 'react-i18next';
import type { CodeType } from '@lockconsole/shared/user/account-fields';
import { validationCodeSchema } from '@lockconsole/shared/schemas/common';
import { describe, FieldRow } from '../form/FieldRow';
import { TextInput } from '../ui/TextInput';
import { SendCodeButton, type CodeTarget } from './SendCodeButton';

type Props = {
  type: CodeType;
  resolveTarget: () => Promise<CodeTarget | null>;
  value?: string;
  onChange?: (v: string) => void;
  error?: string;
  id?: string;
};

/** i18n key of what is wrong with a typed code (shared schema), if anything. */
export function codeProblem(value: string | undefined): string | undefined {
  if (!value?.trim()) return 'validation.required';
  const r = validationCodeSchema.safeParse(value);
  return r.success ? undefined : (r.error.issues[0]?.message ?? 'validation.code.format');
}

export function CodeField({ type, resolveTarget, value = '', onChange, error, id = 'validationCode' }: Props) {
  const { t } = useTranslation();
  return (
    <FieldRow id={id} label={t('common.code.label')} error={error}>
      <div className="code-input">
        <TextInput
          {...describe(id, error)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t('common.code.placeholder')}
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
        />
        <SendCodeButton type={type} resolveTarget={resolveTarget} />
      </div>
    </FieldRow>
  );
}
