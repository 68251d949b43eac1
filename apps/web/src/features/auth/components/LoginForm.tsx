// Sign-in form: account shaped by the site's account type, password, and — on a new device — the
// verification code step (docs/accounts.md, 10009).
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { PasswordInput } from '../../../components/ui/PasswordInput';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ERROR } from '@lockconsole/shared/errors/codes';
import { AccountField } from '../../../components/account/AccountField';
import {
  accountParams,
  accountProblem,
  initialAccount,
  type AccountValue,
} from '../../../components/account/accountValue';
import { describe, FieldRow } from '../../../components/form/FieldRow';
import { isApiError } from '../../../lib/api/ApiError';
import { serverFieldErrors } from '../../../lib/forms/serverErrors';
import { useLightForm } from '../../../lib/forms/useLightForm';
import { clearUserSession } from '../../../lib/session/appState';
import { login } from '../api/login';

const NewDeviceStep = lazy(() => import('./NewDeviceStep').then((m) => ({ default: m.NewDeviceStep })));

type Creds = { account: string; countryCode?: string; password: string };
type Values = { account: AccountValue; password: string };

export function LoginForm({ accountType }: { accountType: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [newDevice, setNewDevice] = useState<Creds | null>(null);
  const form = useLightForm<Values>(
    { account: initialAccount(accountType), password: '' },
    { account: (v) => accountProblem(v as AccountValue), password: (v) => (v ? undefined : 'validation.required') },
  );

  const signIn = async (creds: Creds, validationCode?: string) => {
    setBusy(true);
    try {
      await login({ ...creds, validationCode });
      clearUserSession();
      await navigate('/console/home', { replace: true });
    } catch (e) {
      if (isApiError(e) && e.code === ERROR.newDeviceCodeRequired.code) setNewDevice(creds);
      else {
        const fields = serverFieldErrors(e);
        form.setErrors({ account: fields.account ?? fields.countryCode, password: fields.password });
      }
    } finally {
      setBusy(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (form.validate()) void signIn({ ...accountParams(form.values.account), password: form.values.password });
  };

  if (newDevice) {
    return (
      <Suspense fallback={null}>
        <NewDeviceStep
          target={newDevice}
          busy={busy}
          onSubmit={(code) => signIn(newDevice, code)}
          onBack={() => setNewDevice(null)}
        />
      </Suspense>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <AccountField
        accountType={accountType}
        value={form.values.account}
        onChange={(v) => form.set('account', v)}
        error={form.errors.account}
      />
      <FieldRow id="password" label={t('common.password.label')} error={form.errors.password}>
        <PasswordInput
          {...describe('password', form.errors.password)}
          autoComplete="current-password"
          value={form.values.password}
          onChange={(e) => form.set('password', e.target.value)}
        />
      </FieldRow>
      <Button look="primary" type="submit" block loading={busy} className="form-submit">
        {t('auth.login.submit')}
      </Button>
      <div className="form-links">
        <Link to="/regist">{t('auth.login.toRegister')}</Link>
        <Link to="/resetPwd">{t('auth.login.toReset')}</Link>
      </div>
    </form>
  );
}
