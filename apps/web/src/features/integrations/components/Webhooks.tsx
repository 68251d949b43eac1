// The caller's webhook endpoints (issue 20): URL, events, on or off (and why); add one (the signing secret shown
// once), send a test event, read its delivery log, switch it on or off, delete it.
import { Button, Checkbox, Form, Input, Modal, Popconfirm, Space, Switch, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENT_TYPES, type Webhook, type WebhookEventType } from '@lockconsole/shared/integrations/webhook';
import type { MadeWebhook } from '../api/integrationsApi';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useTestWebhook,
  useUpdateWebhook,
  useWebhooks,
} from '../hooks/useIntegrations';
import { DeliveryLog } from './DeliveryLog';
import { ShownOnce } from './ShownOnce';
import { emptyOrFailed } from '../../../components/table/emptyOrFailed';

export function Webhooks() {
  const { t } = useTranslation();
  const hooks = useWebhooks();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const test = useTestWebhook();
  const [adding, setAdding] = useState(false);
  const [made, setMade] = useState<MadeWebhook | null>(null);
  const [logOf, setLogOf] = useState<Webhook | null>(null);
  return (
    <>
      <Typography.Paragraph type="secondary">{t('integrations.webhooks.intro')}</Typography.Paragraph>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} style={{ marginBottom: 12 }}>
        {t('integrations.webhooks.add')}
      </Button>
      <Table<Webhook>
        rowKey="webhookId"
        size="middle"
        loading={hooks.isPending}
        dataSource={hooks.data?.list ?? []}
        pagination={false}
        locale={{ emptyText: emptyOrFailed(hooks, t('integrations.webhooks.empty')) }}
        columns={[
          {
            key: 'url',
            title: t('integrations.webhooks.url'),
            render: (_, w) => (
              <>
                <Typography.Text code>{w.url}</Typography.Text>
                {w.description && (
                  <>
                    <br />
                    <Typography.Text type="secondary">{w.description}</Typography.Text>
                  </>
                )}
              </>
            ),
          },
          {
            key: 'events',
            title: t('integrations.webhooks.events'),
            render: (_, w) => w.eventTypes.map((e) => <Tag key={e}>{t(`integrations.event.${e}`)}</Tag>),
          },
          {
            key: 'on',
            title: t('integrations.webhooks.state'),
            width: 170,
            render: (_, w) => (
              <Space direction="vertical" size={2}>
                <Switch
                  checked={w.enabled}
                  aria-label={t('integrations.webhooks.switchLabel', { url: w.url })}
                  onChange={(on) => update.mutate({ webhookId: w.webhookId, enabled: on })}
                />
                {w.disabledReason === 'failing' && (
                  <Typography.Text type="danger" style={{ fontSize: 12 }}>
                    {t('integrations.webhooks.failing')}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          {
            key: 'actions',
            title: '',
            width: 330,
            render: (_, w) => (
              <Space wrap>
                <Button size="small" onClick={() => test.mutate(w.webhookId)}>
                  {t('integrations.webhooks.test')}
                </Button>
                <Button size="small" onClick={() => setLogOf(w)}>
                  {t('integrations.webhooks.log')}
                </Button>
                <Popconfirm
                  title={t('integrations.webhooks.deleteConfirm')}
                  okText={t('integrations.webhooks.delete')}
                  cancelText={t('integrations.keys.cancel')}
                  onConfirm={() => remove.mutate(w.webhookId)}
                >
                  <Button size="small" danger>
                    {t('integrations.webhooks.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <AddWebhookModal
        open={adding}
        onClose={() => setAdding(false)}
        onMade={(w) => {
          setAdding(false);
          setMade(w);
        }}
      />
      <ShownOnce
        title={t('integrations.webhooks.madeTitle')}
        warning={t('integrations.webhooks.secretOnce')}
        value={made?.secret ?? null}
        testId="webhook-secret"
        onClose={() => setMade(null)}
      />
      <DeliveryLog webhook={logOf} onClose={() => setLogOf(null)} />
    </>
  );
}

function AddWebhookModal({
  open,
  onClose,
  onMade,
}: {
  open: boolean;
  onClose: () => void;
  onMade: (w: MadeWebhook) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateWebhook();
  const [form] = Form.useForm<{ url: string; description: string; eventTypes: WebhookEventType[] }>();
  return (
    <Modal
      open={open}
      title={t('integrations.webhooks.add')}
      onCancel={onClose}
      okText={t('integrations.keys.createOk')}
      cancelText={t('integrations.keys.cancel')}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ url: 'https://', description: '', eventTypes: ['operation.finished'] }}
        onFinish={(v) => create.mutate({ ...v, description: v.description || undefined }, { onSuccess: onMade })}
      >
        <Form.Item
          name="url"
          label={t('integrations.webhooks.url')}
          rules={[{ required: true, pattern: /^https?:\/\/\S+$/i, message: t('validation.webhook.url') }]}
        >
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item name="description" label={t('integrations.webhooks.description')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="eventTypes"
          label={t('integrations.webhooks.events')}
          rules={[{ required: true, type: 'array', min: 1, message: t('validation.webhook.events') }]}
        >
          <Checkbox.Group>
            <Space direction="vertical">
              {WEBHOOK_EVENT_TYPES.map((e) => (
                <Checkbox key={e} value={e}>
                  {t(`integrations.event.${e}`)}
                </Checkbox>
              ))}
            </Space>
          </Checkbox.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}
