// Register an application of the TTLock-compatible API (issue 25), or change one: a name and an optional callback
// URL, where the lock records are posted. A new application's client secret goes to onMade, to be shown once.
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OpenApp } from '@lockconsole/shared/integrations/open-app';
import type { MadeOpenApp } from '../api/integrationsApi';
import { useCreateOpenApp, useUpdateOpenApp } from '../hooks/useOpenApps';

type Props = {
  open: boolean;
  /** The application changed; null: a new one. */
  app: OpenApp | null;
  onClose: () => void;
  onMade: (a: MadeOpenApp) => void;
};
type Values = { name: string; callbackUrl: string };

export function OpenAppForm({ open, app, onClose, onMade }: Props) {
  const { t } = useTranslation();
  const create = useCreateOpenApp();
  const update = useUpdateOpenApp();
  const [form] = Form.useForm<Values>();
  const finish = (v: Values) => {
    const name = v.name.trim();
    const callbackUrl = (v.callbackUrl ?? '').trim();
    if (app) update.mutate({ appId: app.appId, name, callbackUrl }, { onSuccess: onClose });
    else create.mutate({ name, ...(callbackUrl ? { callbackUrl } : {}) }, { onSuccess: onMade });
  };
  return (
    <Modal
      open={open}
      title={app ? t('integrations.apps.editTitle', { name: app.name }) : t('integrations.apps.create')}
      onCancel={onClose}
      okText={app ? t('common.actions.save') : t('integrations.keys.createOk')}
      cancelText={t('integrations.keys.cancel')}
      confirmLoading={create.isPending || update.isPending}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ name: app?.name ?? '', callbackUrl: app?.callbackUrl ?? '' }}
        onFinish={finish}
      >
        <Form.Item
          name="name"
          label={t('integrations.keys.name')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="callbackUrl"
          label={t('integrations.apps.callbackUrl')}
          extra={t('integrations.apps.callbackHelp')}
          rules={[{ pattern: /^\s*https?:\/\/\S+\s*$/i, message: t('validation.webhook.url') }]}
        >
          <Input maxLength={500} placeholder="https://" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
