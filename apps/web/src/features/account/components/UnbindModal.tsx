// Unbind the mobile number or e-mail address; the account password confirms it.
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';
import { requiredRule } from '../../../lib/forms/rules';
import { unbindEmail, unbindMobile } from '../api/accountApi';
import { useAccountAction } from '../hooks/useAccountAction';

type Values = { password: string };

export function UnbindModal({ open, kind, onClose }: { open: boolean; kind: 'mobile' | 'email'; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const action = useAccountAction<Values>(form, (v) => (kind === 'mobile' ? unbindMobile(v) : unbindEmail(v)), onClose);
  return (
    <FormModal
      open={open}
      title={t(kind === 'mobile' ? 'account.mobile.unbindTitle' : 'account.email.unbindTitle')}
      okText={t('account.unbind')}
      form={form}
      busy={action.isPending}
      onSubmit={(v) => action.mutate(v)}
      onCancel={onClose}
    >
      <Alert type="warning" showIcon title={t('account.unbindNotice')} style={{ marginBottom: 16 }} />
      <Form.Item name="password" label={t('common.password.label')} rules={[requiredRule(t)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
    </FormModal>
  );
}
