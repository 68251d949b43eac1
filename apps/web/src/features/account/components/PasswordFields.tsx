// New password and its confirmation (spec §5 rules and messages, from the shared validation).
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmPasswordRule, passwordRule, requiredRule } from '../../../lib/forms/rules';

export function PasswordFields({ labelKey = 'common.password.new' }: { labelKey?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={t(labelKey)}
        rules={[requiredRule(t), passwordRule(t)]}
        extra={t('validation.password.rule')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('common.password.confirm')}
        dependencies={['password']}
        rules={[requiredRule(t), confirmPasswordRule(t)]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
