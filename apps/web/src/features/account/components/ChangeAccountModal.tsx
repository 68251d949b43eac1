// Change the sign-in account: the account password, the new account and a code sent to it (type 12).
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_TYPE } from '@lockconsole/shared/user/account-fields';
import { accountParams, type AccountValue } from '../../../components/account/accountValue';
import { FormModal } from '../../../components/FormModal';
import { requiredRule } from '../../../lib/forms/rules';
import { changeAccount } from '../api/accountApi';
import { useAccountAction } from '../hooks/useAccountAction';
import { AccountFormItem, CodeFormItem } from './accountFormItems';

type Values = { account: AccountValue; password: string; validationCode: string };

export function ChangeAccountModal({
  open,
  accountType,
  onClose,
}: {
  open: boolean;
  accountType: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const action = useAccountAction<Values>(
    form,
    (v) =>
      changeAccount({ ...accountParams(v.account), password: v.password, validationCode: v.validationCode.trim() }),
    onClose,
  );
  return (
    <FormModal
      open={open}
      title={t('account.changeAccount.title')}
      form={form}
      busy={action.isPending}
      onSubmit={(v) => action.mutate(v)}
      onCancel={onClose}
    >
      <Form.Item name="password" label={t('account.changeAccount.password')} rules={[requiredRule(t)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <AccountFormItem accountType={accountType} />
      <CodeFormItem type={CODE_TYPE.modifyAccount} form={form} />
    </FormModal>
  );
}
