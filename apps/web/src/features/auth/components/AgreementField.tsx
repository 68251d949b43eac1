// Agreement to the privacy policy and the user terms, required to register (spec §2, §5).
import { Checkbox, Form } from 'antd';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';

export function AgreementField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="agree"
      valuePropName="checked"
      rules={[{ validator: async (_r, v: boolean) => { if (!v) throw new Error(t('errors.agreementRequired')); } }]}
    >
      <Checkbox>
        <Trans
          i18nKey="auth.register.agreement"
          components={{
            privacy: <Link to="/privacy" target="_blank" rel="noopener" />,
            terms: <Link to="/terms" target="_blank" rel="noopener" />,
          }}
        />
      </Checkbox>
    </Form.Item>
  );
}
