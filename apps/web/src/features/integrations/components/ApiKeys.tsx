// The caller's API keys (issue 20): name, scopes, first characters, made and last used; make one (name and scopes;
// the whole key is shown once, to copy) and revoke one (it stops at once).
import { Button, Checkbox, Form, Input, Modal, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { API_KEY_SCOPES, type ApiKey, type ApiKeyScope } from '@lockconsole/shared/integrations/api-key';
import type { MadeKey } from '../api/integrationsApi';
import { useApiKeys, useCreateKey, useRevokeKey } from '../hooks/useIntegrations';
import { ShownOnce } from './ShownOnce';
import { emptyOrFailed } from '../../../components/table/emptyOrFailed';

const when = (ms: number | null) => (ms ? dayjs(ms).format('YYYY-MM-DD HH:mm') : null);

export function ApiKeys() {
  const { t } = useTranslation();
  const keys = useApiKeys();
  const revoke = useRevokeKey();
  const [making, setMaking] = useState(false);
  const [made, setMade] = useState<MadeKey | null>(null);
  return (
    <>
      <Typography.Paragraph type="secondary">{t('integrations.keys.intro')}</Typography.Paragraph>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setMaking(true)} style={{ marginBottom: 12 }}>
        {t('integrations.keys.create')}
      </Button>
      <Table<ApiKey>
        rowKey="apiKeyId"
        size="middle"
        loading={keys.isPending}
        dataSource={keys.data?.list ?? []}
        pagination={false}
        locale={{ emptyText: emptyOrFailed(keys, t('integrations.keys.empty')) }}
        columns={[
          {
            key: 'name',
            title: t('integrations.keys.name'),
            render: (_, k) => (
              <>
                <strong>{k.name}</strong>
                <br />
                <Typography.Text type="secondary" code>{`${k.prefix}…`}</Typography.Text>
              </>
            ),
          },
          {
            key: 'scopes',
            title: t('integrations.keys.scopes'),
            render: (_, k) => k.scopes.map((s) => <Tag key={s}>{t(`integrations.scope.${s}`)}</Tag>),
          },
          { key: 'created', title: t('integrations.keys.created'), render: (_, k) => when(k.createdAt) },
          {
            key: 'used',
            title: t('integrations.keys.lastUsed'),
            render: (_, k) =>
              k.lastUsedAt ? (
                `${when(k.lastUsedAt)} · ${k.lastUsedIp ?? ''}`
              ) : (
                <Typography.Text type="secondary">{t('integrations.keys.neverUsed')}</Typography.Text>
              ),
          },
          {
            key: 'revoke',
            title: '',
            width: 110,
            render: (_, k) => (
              <Popconfirm
                title={t('integrations.keys.revokeConfirm', { name: k.name })}
                okText={t('integrations.keys.revoke')}
                cancelText={t('integrations.keys.cancel')}
                onConfirm={() => revoke.mutate(k.apiKeyId)}
              >
                <Button danger size="small" aria-label={t('integrations.keys.revokeLabel', { name: k.name })}>
                  {t('integrations.keys.revoke')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      <MakeKeyModal
        open={making}
        onClose={() => setMaking(false)}
        onMade={(k) => {
          setMaking(false);
          setMade(k);
        }}
      />
      <ShownOnce
        title={t('integrations.keys.madeTitle', { name: made?.name ?? '' })}
        warning={t('integrations.keys.onlyOnce')}
        value={made?.key ?? null}
        testId="api-key-value"
        onClose={() => setMade(null)}
      />
    </>
  );
}

function MakeKeyModal({ open, onClose, onMade }: { open: boolean; onClose: () => void; onMade: (k: MadeKey) => void }) {
  const { t } = useTranslation();
  const create = useCreateKey();
  const [form] = Form.useForm<{ name: string; scopes: ApiKeyScope[] }>();
  return (
    <Modal
      open={open}
      title={t('integrations.keys.create')}
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
        initialValues={{ name: '', scopes: ['read'] }}
        onFinish={(v) => create.mutate(v, { onSuccess: onMade })}
      >
        <Form.Item
          name="name"
          label={t('integrations.keys.name')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="scopes"
          label={t('integrations.keys.scopes')}
          rules={[{ required: true, type: 'array', min: 1, message: t('validation.apiKey.scopes') }]}
        >
          <Checkbox.Group>
            <Space direction="vertical">
              {API_KEY_SCOPES.map((s) => (
                <Checkbox key={s} value={s}>
                  <strong>{t(`integrations.scope.${s}`)}</strong> — {t(`integrations.scopeHelp.${s}`)}
                </Checkbox>
              ))}
            </Space>
          </Checkbox.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}
