// Sign-in form: account shaped by the site's account type, password, and — on a new device — the
// verification code step (docs/accounts.md, 10009).
import { lazy, Suspense, useState } from 'react';
import { Button, Form, Input } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ERROR } from '@lockconsole/shared/errors/codes';
import { AccountFields, accountParams, type AccountValues } from '../../../components/account/AccountFields';
import { isApiError } from '../../../lib/api/ApiError';
import { applyFieldErrors, requiredRule } from '../../../lib/forms/rules';
import { clearUserSession } from '../../../lib/session/appState';
import { login } from '../api/login';

const NewDeviceStep = lazy(() => import('./NewDeviceStep').then((m) => ({ default: m.NewDeviceStep })));

type Values = AccountValues & { password: string };

export function LoginForm({ accountType }: { accountType: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [newDevice, setNewDevice] = useState<{ account: string; countryCode?: string; password: string } | null>(null);

  const signIn = async (creds: { account: string; countryCode?: string; password: string }, validationCode?: string) => {
    setBusy(true);
    try {
      await login({ ...creds, validationCode });
      clearUserSession();
      await navigate('/console/home', { replace: true });
    } catch (e) {
      if (isApiError(e) && e.code === ERROR.newDeviceCodeRequired.code) setNewDevice(creds);
      else applyFieldErrors(form, e);
    } finally {
      setBusy(false);
    }
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
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(v) => void signIn({ ...accountParams(v), password: v.password })}
    >
      <AccountFields accountType={accountType} />
      <Form.Item name="password" label={t('common.password.label')} rules={[requiredRule(t)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('auth.login.submit')}
        </Button>
      </Form.Item>
      <div className="form-links">
        <Link to="/regist">{t('auth.login.toRegister')}</Link>
        <Link to="/resetPwd">{t('auth.login.toReset')}</Link>
      </div>
    </Form>
  );
}
