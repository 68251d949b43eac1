// Change the sign-in account: the account password, the new account and a code sent to it (type 12).
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_TYPE } from '@lockconsole/shared/user/account-fields';
import { AccountFields, accountParams, type AccountValues } from '../../../components/account/AccountFields';
import { FormModal } from '../../../components/FormModal';
import { CodeField } from '../../../components/verification/CodeField';
import { requiredRule } from '../../../lib/forms/rules';
import { changeAccount } from '../api/accountApi';
import { useAccountAction } from '../hooks/useAccountAction';

type Values = AccountValues & { password: string; validationCode: string };

export function ChangeAccountModal({ open, accountType, onClose }: { open: boolean; accountType: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const action = useAccountAction<Values>(
    form,
    (v) => changeAccount({ ...accountParams(v), password: v.password, validationCode: v.validationCode.trim() }),
    onClose,
  );
  const resolveTarget = async () => accountParams((await form.validateFields(['kind', 'region', 'account'])) as AccountValues);
  return (
    <FormModal open={open} title={t('account.changeAccount.title')} form={form} busy={action.isPending} onSubmit={(v) => action.mutate(v)} onCancel={onClose}>
      <Form.Item name="password" label={t('account.changeAccount.password')} rules={[requiredRule(t)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <AccountFields accountType={accountType} autoComplete="new" />
      <CodeField type={CODE_TYPE.modifyAccount} resolveTarget={resolveTarget} />
    </FormModal>
  );
}
