// Bind (or replace) the mobile number or e-mail address with a code sent to it (types 5 and 8).
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPE } from '@lockconsole/shared/branding/site-defaults';
import { CODE_TYPE } from '@lockconsole/shared/user/account-fields';
import { accountParams, type AccountValue } from '../../../components/account/accountValue';
import { FormModal } from '../../../components/FormModal';
import { bindEmail, bindMobile } from '../api/accountApi';
import { useAccountAction } from '../hooks/useAccountAction';
import { AccountFormItem, CodeFormItem } from './accountFormItems';

type Values = { account: AccountValue; validationCode: string };

export function BindModal({ open, kind, onClose }: { open: boolean; kind: 'mobile' | 'email'; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const action = useAccountAction<Values>(
    form,
    (v) => {
      const { account, countryCode } = accountParams(v.account);
      const validationCode = v.validationCode.trim();
      return kind === 'mobile'
        ? bindMobile({ mobile: account, countryCode: countryCode ?? '', validationCode })
        : bindEmail({ email: account, validationCode });
    },
    onClose,
  );
  return (
    <FormModal
      open={open}
      title={t(kind === 'mobile' ? 'account.mobile.bindTitle' : 'account.email.bindTitle')}
      form={form}
      busy={action.isPending}
      onSubmit={(v) => action.mutate(v)}
      onCancel={onClose}
    >
      <AccountFormItem accountType={kind === 'mobile' ? ACCOUNT_TYPE.mobile : ACCOUNT_TYPE.email} />
      <CodeFormItem type={kind === 'mobile' ? CODE_TYPE.bindMobile : CODE_TYPE.bindEmail} form={form} />
    </FormModal>
  );
}
