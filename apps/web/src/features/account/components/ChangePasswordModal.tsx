// Change the password: the current one, then the new one twice (spec §5 rules).
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';
import { PasswordFields } from './PasswordFields';
import { requiredRule } from '../../../lib/forms/rules';
import { changePassword } from '../api/accountApi';
import { useAccountAction } from '../hooks/useAccountAction';

type Values = { oldPassword: string; password: string; confirmPassword: string };

export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const action = useAccountAction<Values>(
    form,
    (v) => changePassword({ oldPassword: v.oldPassword, password: v.password }),
    onClose,
  );
  return (
    <FormModal
      open={open}
      title={t('account.password.title')}
      form={form}
      busy={action.isPending}
      onSubmit={(v) => action.mutate(v)}
      onCancel={onClose}
    >
      <Form.Item name="oldPassword" label={t('account.password.current')} rules={[requiredRule(t)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <PasswordFields />
    </FormModal>
  );
}
