// The caller's applications of the TTLock-compatible API (issue 25): an existing TTLock integration (Home Assistant,
// homebridge, a script) works against this server with an application's client id and secret. Name, client id (to
// copy), callback URL, people signed in, made and last used; register one (client id and secret shown once, with how
// to use them), change its name or callback URL, make a new secret (shown once), revoke one (it ends at once).
import { Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { OpenApp } from '@lockconsole/shared/integrations/open-app';
import type { MadeOpenApp } from '../api/integrationsApi';
import { useOpenApps, useRevokeOpenApp, useRotateOpenAppSecret } from '../hooks/useOpenApps';
import { DeliveryLog } from './DeliveryLog';
import { OpenAppForm } from './OpenAppForm';
import { ShownOnce } from './ShownOnce';
import { emptyOrFailed } from '../../../components/table/emptyOrFailed';

const when = (ms: number | null) => (ms ? dayjs(ms).format('YYYY-MM-DD HH:mm') : null);

export function OpenApps() {
  const { t } = useTranslation();
  const apps = useOpenApps();
  const rotate = useRotateOpenAppSecret();
  const revoke = useRevokeOpenApp();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<OpenApp | null>(null);
  const [made, setMade] = useState<MadeOpenApp | null>(null);
  const [rotated, setRotated] = useState<{ name: string; clientSecret: string } | null>(null);
  // The record callback's delivery log is the webhook log of its endpoint (the same queue and retries).
  const [log, setLog] = useState<OpenApp | null>(null);
  const openForm = (app: OpenApp | null) => {
    setEditing(app);
    setFormOpen(true);
  };
  return (
    <>
      <Typography.Paragraph type="secondary">{t('integrations.apps.intro')}</Typography.Paragraph>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm(null)} style={{ marginBottom: 12 }}>
        {t('integrations.apps.create')}
      </Button>
      <Table<OpenApp>
        rowKey="appId"
        size="middle"
        loading={apps.isPending}
        dataSource={apps.data?.list ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: emptyOrFailed(apps, t('integrations.apps.empty')) }}
        columns={[
          { key: 'name', title: t('integrations.keys.name'), render: (_, a) => <strong>{a.name}</strong> },
          {
            key: 'clientId',
            title: t('integrations.apps.clientId'),
            render: (_, a) => (
              <Typography.Text
                code
                copyable={{ text: a.clientId, tooltips: [t('integrations.apps.copyClientId', { name: a.name })] }}
              >
                {a.clientId}
              </Typography.Text>
            ),
          },
          {
            key: 'callbackUrl',
            title: t('integrations.apps.callbackUrl'),
            render: (_, a) =>
              a.callbackUrl ? (
                <Space direction="vertical" size={2}>
                  <Typography.Text code>{a.callbackUrl}</Typography.Text>
                  {a.callbackPaused && <Tag color="red">{t('integrations.apps.callbackPaused')}</Tag>}
                </Space>
              ) : (
                <Typography.Text type="secondary">{t('integrations.apps.noCallback')}</Typography.Text>
              ),
          },
          { key: 'signedIn', title: t('integrations.apps.signedIn'), render: (_, a) => a.activeTokens },
          { key: 'created', title: t('integrations.apps.created'), render: (_, a) => when(a.createdAt) },
          {
            key: 'used',
            title: t('integrations.apps.lastUsed'),
            render: (_, a) =>
              when(a.lastUsedAt) ?? (
                <Typography.Text type="secondary">{t('integrations.apps.neverUsed')}</Typography.Text>
              ),
          },
          {
            key: 'actions',
            title: '',
            render: (_, a) => (
              <Space wrap>
                {a.callbackWebhookId !== null && (
                  <Button size="small" onClick={() => setLog(a)}>
                    {t('integrations.webhooks.log')}
                  </Button>
                )}
                <Button
                  size="small"
                  aria-label={t('integrations.apps.editLabel', { name: a.name })}
                  onClick={() => openForm(a)}
                >
                  {t('integrations.apps.edit')}
                </Button>
                <Popconfirm
                  title={t('integrations.apps.rotateConfirm', { name: a.name })}
                  okText={t('integrations.apps.rotate')}
                  cancelText={t('integrations.keys.cancel')}
                  onConfirm={() =>
                    rotate.mutate(a.appId, {
                      onSuccess: (r) => setRotated({ name: a.name, clientSecret: r.clientSecret }),
                    })
                  }
                >
                  <Button size="small" aria-label={t('integrations.apps.rotateLabel', { name: a.name })}>
                    {t('integrations.apps.rotate')}
                  </Button>
                </Popconfirm>
                <Popconfirm
                  title={t('integrations.apps.revokeConfirm', { name: a.name })}
                  okText={t('integrations.keys.revoke')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('integrations.keys.cancel')}
                  onConfirm={() => revoke.mutate(a.appId)}
                >
                  <Button danger size="small" aria-label={t('integrations.apps.revokeLabel', { name: a.name })}>
                    {t('integrations.keys.revoke')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <DeliveryLog
        webhook={
          log && log.callbackWebhookId !== null
            ? { webhookId: log.callbackWebhookId, url: log.callbackUrl ?? '' }
            : null
        }
        onClose={() => setLog(null)}
      />
      <OpenAppForm
        open={formOpen}
        app={editing}
        onClose={() => setFormOpen(false)}
        onMade={(a) => {
          setFormOpen(false);
          setMade(a);
        }}
      />
      <ShownOnce
        title={t('integrations.apps.madeTitle', { name: made?.name ?? '' })}
        warning={t('integrations.apps.secretOnce')}
        label={t('integrations.apps.clientSecret')}
        value={made?.clientSecret ?? null}
        testId="open-app-secret"
        onClose={() => setMade(null)}
      >
        <Typography.Paragraph>{t('integrations.apps.howTo', { origin: window.location.origin })}</Typography.Paragraph>
        <Typography.Text strong>{t('integrations.apps.clientId')}</Typography.Text>
        <Typography.Paragraph copyable={{ text: made?.clientId ?? '' }} code data-testid="open-app-client-id">
          {made?.clientId}
        </Typography.Paragraph>
      </ShownOnce>
      <ShownOnce
        title={t('integrations.apps.rotatedTitle', { name: rotated?.name ?? '' })}
        warning={t('integrations.apps.rotatedOnce')}
        label={t('integrations.apps.clientSecret')}
        value={rotated?.clientSecret ?? null}
        testId="open-app-new-secret"
        onClose={() => setRotated(null)}
      />
    </>
  );
}
