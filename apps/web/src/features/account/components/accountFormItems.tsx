// antd Form.Item wrappers around the shared account and code fields, for the account dialogs.
import { Form, type FormInstance } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import type { CodeType } from '@lockconsole/shared/user/account-fields';
import { AccountField } from '../../../components/account/AccountField';
import {
  accountParams,
  accountProblem,
  initialAccount,
  type AccountValue,
} from '../../../components/account/accountValue';
import { CodeField, codeProblem } from '../../../components/verification/CodeField';

const rule = <T,>(problem: (v: T) => string | undefined, t: (k: string) => string): RuleObject => ({
  validator: async (_r: unknown, v: T) => {
    const p = problem(v);
    if (p) throw new Error(t(p));
  },
});

export function AccountFormItem({ accountType }: { accountType: number }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="account"
      initialValue={initialAccount(accountType)}
      rules={[rule<AccountValue | undefined>(accountProblem, t)]}
    >
      <AccountField accountType={accountType} autoComplete="new" id="new-account" />
    </Form.Item>
  );
}

export function CodeFormItem({ type, form }: { type: CodeType; form: FormInstance }) {
  const { t } = useTranslation();
  const resolveTarget = async () => {
    await form.validateFields(['account']);
    return accountParams(form.getFieldValue('account') as AccountValue);
  };
  return (
    <Form.Item name="validationCode" rules={[rule<string | undefined>(codeProblem, t)]}>
      <CodeField type={type} resolveTarget={resolveTarget} id="code" />
    </Form.Item>
  );
}
