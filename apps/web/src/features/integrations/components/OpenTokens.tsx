// The applications the caller's account is signed in to (issue 25), whoever registered them: the application, when
// it signed in, until when, last use and from where; signing out of one ends that sign-in at once.
import { Button, Popconfirm, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { OpenToken } from '@lockconsole/shared/integrations/open-app';
import { useOpenTokens, useRevokeOpenToken } from '../hooks/useOpenApps';
import { emptyOrFailed } from '../../../components/table/emptyOrFailed';

const when = (ms: number | null) => (ms ? dayjs(ms).format('YYYY-MM-DD HH:mm') : null);

export function OpenTokens() {
  const { t } = useTranslation();
  const tokens = useOpenTokens();
  const signOut = useRevokeOpenToken();
  return (
    <section aria-labelledby="open-tokens-title" style={{ marginTop: 32 }}>
      <Typography.Title level={2} id="open-tokens-title" style={{ fontSize: 18 }}>
        {t('integrations.tokens.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('integrations.tokens.intro')}</Typography.Paragraph>
      <Table<OpenToken>
        rowKey="tokenId"
        size="middle"
        loading={tokens.isPending}
        dataSource={tokens.data?.list ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: emptyOrFailed(tokens, t('integrations.tokens.empty')) }}
        columns={[
          {
            key: 'app',
            title: t('integrations.tokens.app'),
            render: (_, k) => (
              <>
                <strong>{k.appName}</strong>
                <br />
                <Typography.Text type="secondary" code>
                  {k.clientId}
                </Typography.Text>
              </>
            ),
          },
          { key: 'signedIn', title: t('integrations.tokens.signedIn'), render: (_, k) => when(k.createdAt) },
          { key: 'expires', title: t('integrations.tokens.expires'), render: (_, k) => when(k.expiresAt) },
          {
            key: 'used',
            title: t('integrations.apps.lastUsed'),
            render: (_, k) =>
              k.lastUsedAt ? (
                `${when(k.lastUsedAt)} · ${k.lastUsedIp ?? ''}`
              ) : (
                <Typography.Text type="secondary">{t('integrations.apps.neverUsed')}</Typography.Text>
              ),
          },
          {
            key: 'signOut',
            title: '',
            width: 120,
            render: (_, k) => (
              <Popconfirm
                title={t('integrations.tokens.signOutConfirm', { name: k.appName })}
                okText={t('integrations.tokens.signOut')}
                cancelText={t('integrations.keys.cancel')}
                onConfirm={() => signOut.mutate(k.tokenId)}
              >
                <Button size="small" aria-label={t('integrations.tokens.signOutLabel', { name: k.appName })}>
                  {t('integrations.tokens.signOut')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </section>
  );
}
