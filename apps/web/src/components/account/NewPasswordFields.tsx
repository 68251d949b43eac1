// New password and its confirmation for the public forms (spec §5 rules from the shared validation).
import { useTranslation } from 'react-i18next';
import { passwordProblem } from '@lockconsole/shared/validation/password';
import { describe, FieldRow } from '../form/FieldRow';
import { PasswordInput } from '../ui/PasswordInput';

export const newPasswordProblem = (pw: string | undefined) => (pw ? passwordProblem(pw) : 'validation.required');
export const confirmProblem = (confirm: string | undefined, pw: string | undefined) =>
  !confirm ? 'validation.required' : confirm !== pw ? 'validation.password.mismatch' : undefined;

type Props = {
  password: string;
  confirm: string;
  onPassword: (v: string) => void;
  onConfirm: (v: string) => void;
  errors: { password?: string; confirmPassword?: string };
  labelKey?: string;
};

export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  errors,
  labelKey = 'common.password.new',
}: Props) {
  const { t } = useTranslation();
  return (
    <>
      <FieldRow id="password" label={t(labelKey)} error={errors.password} hint={t('validation.password.rule')}>
        <PasswordInput
          {...describe('password', errors.password, true)}
          autoComplete="new-password"
          value={password}
          onChange={(e) => onPassword(e.target.value)}
        />
      </FieldRow>
      <FieldRow id="confirmPassword" label={t('common.password.confirm')} error={errors.confirmPassword}>
        <PasswordInput
          {...describe('confirmPassword', errors.confirmPassword)}
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => onConfirm(e.target.value)}
        />
      </FieldRow>
    </>
  );
}
