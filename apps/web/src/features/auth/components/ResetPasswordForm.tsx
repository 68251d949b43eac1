// Password reset with a type-3 verification code.
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CODE_TYPE } from '@lockconsole/shared/user/account-fields';
import { AccountField } from '../../../components/account/AccountField';
import {
  accountParams,
  accountProblem,
  initialAccount,
  type AccountValue,
} from '../../../components/account/accountValue';
import { confirmProblem, NewPasswordFields, newPasswordProblem } from '../../../components/account/NewPasswordFields';
import { CodeField, codeProblem } from '../../../components/verification/CodeField';
import { serverFieldErrors } from '../../../lib/forms/serverErrors';
import { useLightForm } from '../../../lib/forms/useLightForm';
import { resetPassword } from '../api/resetPassword';

type Values = { account: AccountValue; validationCode: string; password: string; confirmPassword: string };

export function ResetPasswordForm({ accountType }: { accountType: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const form = useLightForm<Values>(
    { account: initialAccount(accountType), validationCode: '', password: '', confirmPassword: '' },
    {
      account: (v) => accountProblem(v as AccountValue),
      validationCode: (v) => codeProblem(v as string),
      password: (v) => newPasswordProblem(v as string),
      confirmPassword: (v, all) => confirmProblem(v as string, all.password),
    },
  );
  const { values } = form;
  const resolveTarget = async () => (form.validate(['account']) ? accountParams(values.account) : null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.validate()) return;
    setBusy(true);
    try {
      await resetPassword({
        ...accountParams(values.account),
        password: values.password,
        validationCode: values.validationCode.trim(),
      });
      await navigate('/resetSuccess', { replace: true });
    } catch (err) {
      const f = serverFieldErrors(err);
      form.setErrors({ account: f.account ?? f.countryCode, validationCode: f.validationCode, password: f.password });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <AccountField
        accountType={accountType}
        value={values.account}
        onChange={(v) => form.set('account', v)}
        error={form.errors.account}
      />
      <CodeField
        type={CODE_TYPE.resetPassword}
        resolveTarget={resolveTarget}
        value={values.validationCode}
        onChange={(v) => form.set('validationCode', v)}
        error={form.errors.validationCode}
      />
      <NewPasswordFields
        password={values.password}
        confirm={values.confirmPassword}
        onPassword={(v) => form.set('password', v)}
        onConfirm={(v) => form.set('confirmPassword', v)}
        errors={form.errors}
      />
      <Button look="primary" type="submit" block loading={busy} className="form-submit">
        {t('auth.reset.submit')}
      </Button>
      <div className="form-links">
        <Link to="/login">{t('auth.reset.toLogin')}</Link>
      </div>
    </form>
  );
}
