// Change the nickname.
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { nicknameSchema } from '@lockconsole/shared/user/account-fields';
import { FormModal } from '../../../components/FormModal';
import { requiredRule, zodRule } from '../../../lib/forms/rules';
import { updateUserInfo } from '../api/accountApi';
import { useAccountAction } from '../hooks/useAccountAction';

type Values = { nickname: string };

export function NicknameModal({ open, current, onClose }: { open: boolean; current: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const action = useAccountAction<Values>(form, (v) => updateUserInfo({ nickname: v.nickname.trim() }), onClose);
  return (
    <FormModal
      open={open}
      title={t('account.nickname.edit')}
      form={form}
      busy={action.isPending}
      onSubmit={(v) => action.mutate(v)}
      onCancel={onClose}
    >
      <Form.Item
        name="nickname"
        label={t('account.nickname.label')}
        initialValue={current}
        rules={[requiredRule(t), zodRule(nicknameSchema, t)]}
      >
        <Input maxLength={50} autoComplete="nickname" />
      </Form.Item>
    </FormModal>
  );
}
