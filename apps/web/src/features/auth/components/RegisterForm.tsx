// Registration: account (shaped by the site's account type), code after the slider check, password,
// agreement to the privacy policy and user terms.
import { useState } from 'react';
import { Button, Form } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CODE_TYPE } from '@lockconsole/shared/user/account-fields';
import { AccountFields, accountParams, type AccountValues } from '../../../components/account/AccountFields';
import { PasswordFields } from '../../../components/account/PasswordFields';
import { CodeField } from '../../../components/verification/CodeField';
import { applyFieldErrors } from '../../../lib/forms/rules';
import { register } from '../api/register';
import { AgreementField } from './AgreementField';

type Values = AccountValues & { validationCode: string; password: string; confirmPassword: string; agree: boolean };

export function RegisterForm({ accountType }: { accountType: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  const resolveTarget = async () => {
    const v = (await form.validateFields(['kind', 'region', 'account'])) as AccountValues;
    return accountParams(v);
  };

  const submit = async (v: Values) => {
    setBusy(true);
    try {
      await register({ ...accountParams(v), password: v.password, validationCode: v.validationCode.trim(), agree: 1 });
      await navigate('/registSuccess', { replace: true });
    } catch (e) {
      applyFieldErrors(form, e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
      <AccountFields accountType={accountType} autoComplete="new" />
      <CodeField type={CODE_TYPE.register} resolveTarget={resolveTarget} />
      <PasswordFields labelKey="common.password.label" />
      <AgreementField />
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('auth.register.submit')}
        </Button>
      </Form.Item>
      <div className="form-links">
        <Link to="/login">{t('auth.register.toLogin')}</Link>
      </div>
    </Form>
  );
}
