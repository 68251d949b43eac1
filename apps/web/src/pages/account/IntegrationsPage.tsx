// /account/integrations (issue 20): the caller's API keys, webhooks, applications of the TTLock-compatible API with the
// account's sign-ins to applications (issue 25), and the audit log (docs/integrations.md).
import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiKeys } from '../../features/integrations/components/ApiKeys';
import { AuditLog } from '../../features/integrations/components/AuditLog';
import { OpenApps } from '../../features/integrations/components/OpenApps';
import { OpenTokens } from '../../features/integrations/components/OpenTokens';
import { Webhooks } from '../../features/integrations/components/Webhooks';

export function IntegrationsPage() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {t('integrations.title')}
      </Typography.Title>
      <Tabs
        items={[
          { key: 'keys', label: t('integrations.keys.title'), children: <ApiKeys /> },
          { key: 'webhooks', label: t('integrations.webhooks.title'), children: <Webhooks /> },
          {
            key: 'apps',
            label: t('integrations.apps.title'),
            children: (
              <>
                <OpenApps />
                <OpenTokens />
              </>
            ),
          },
          { key: 'audit', label: t('integrations.audit.title'), children: <AuditLog /> },
        ]}
      />
    </>
  );
}
