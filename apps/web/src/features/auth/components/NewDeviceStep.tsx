// Second sign-in step on a new device: a type-4 code sent to the account, then sign in again with it.
import { Alert, Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_TYPE } from '@lockconsole/shared/user/account-fields';
import { CodeField } from '../../../components/verification/CodeField';

type Props = {
  target: { account: string; countryCode?: string };
  busy: boolean;
  onSubmit: (code: string) => Promise<void>;
  onBack: () => void;
};

export function NewDeviceStep({ target, busy, onSubmit, onBack }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ validationCode: string }>();
  const shown = target.countryCode ? `+${target.countryCode} ${target.account}` : target.account;
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void onSubmit(v.validationCode.trim())}>
      <Alert type="info" showIcon title={t('auth.newDevice.notice', { account: shown })} style={{ marginBottom: 16 }} />
      <CodeField type={CODE_TYPE.newDevice} resolveTarget={async () => target} />
      <Space direction="vertical" style={{ width: '100%' }}>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('auth.newDevice.submit')}
        </Button>
        <Button type="link" block onClick={onBack}>
          {t('auth.newDevice.back')}
        </Button>
      </Space>
    </Form>
  );
}
