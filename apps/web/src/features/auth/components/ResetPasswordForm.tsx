// Password reset with a type-3 verification code.
import { useState } from 'react';
import { Button, Form } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CODE_TYPE } from '@lockconsole/shared/user/account-fields';
import { AccountFields, accountParams, type AccountValues } from '../../../components/account/AccountFields';
import { PasswordFields } from '../../../components/account/PasswordFields';
import { CodeField } from '../../../components/verification/CodeField';
import { applyFieldErrors } from '../../../lib/forms/rules';
import { resetPassword } from '../api/resetPassword';

type Values = AccountValues & { validationCode: string; password: string; confirmPassword: string };

export function ResetPasswordForm({ accountType }: { accountType: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  const resolveTarget = async () => accountParams((await form.validateFields(['kind', 'region', 'account'])) as AccountValues);

  const submit = async (v: Values) => {
    setBusy(true);
    try {
      await resetPassword({ ...accountParams(v), password: v.password, validationCode: v.validationCode.trim() });
      await navigate('/resetSuccess', { replace: true });
    } catch (e) {
      applyFieldErrors(form, e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
      <AccountFields accountType={accountType} />
      <CodeField type={CODE_TYPE.resetPassword} resolveTarget={resolveTarget} />
      <PasswordFields />
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('auth.reset.submit')}
        </Button>
      </Form.Item>
      <div className="form-links">
        <Link to="/login">{t('auth.reset.toLogin')}</Link>
      </div>
    </Form>
  );
}
