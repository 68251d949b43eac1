// Bind (or replace) the mobile number or e-mail address with a code sent to it (types 5 and 8).
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_TYPE } from '@lockconsole/shared/user/account-fields';
import { AccountFields, accountParams, type AccountValues } from '../../../components/account/AccountFields';
import { FormModal } from '../../../components/FormModal';
import { CodeField } from '../../../components/verification/CodeField';
import { ACCOUNT_TYPE } from '@lockconsole/shared/site/site-info';
import { bindEmail, bindMobile } from '../api/accountApi';
import { useAccountAction } from '../hooks/useAccountAction';

type Values = AccountValues & { validationCode: string };

export function BindModal({ open, kind, onClose }: { open: boolean; kind: 'mobile' | 'email'; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const action = useAccountAction<Values>(
    form,
    (v) => {
      const { account, countryCode } = accountParams(v);
      const validationCode = v.validationCode.trim();
      return kind === 'mobile'
        ? bindMobile({ mobile: account, countryCode: countryCode ?? '', validationCode })
        : bindEmail({ email: account, validationCode });
    },
    onClose,
  );
  const resolveTarget = async () => accountParams((await form.validateFields(['kind', 'region', 'account'])) as AccountValues);
  return (
    <FormModal
      open={open}
      title={t(kind === 'mobile' ? 'account.mobile.bindTitle' : 'account.email.bindTitle')}
      form={form}
      busy={action.isPending}
      onSubmit={(v) => action.mutate(v)}
      onCancel={onClose}
    >
      <AccountFields accountType={kind === 'mobile' ? ACCOUNT_TYPE.mobile : ACCOUNT_TYPE.email} autoComplete="new" />
      <CodeField type={kind === 'mobile' ? CODE_TYPE.bindMobile : CODE_TYPE.bindEmail} resolveTarget={resolveTarget} />
    </FormModal>
  );
}
