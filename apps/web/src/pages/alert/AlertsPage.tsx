// /console/alerts (issue 29): the caller's alerts and what reaches them by message.
import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AlertList } from '../../features/alerts/components/AlertList';
import { AlertSettingsForm } from '../../features/alerts/components/AlertSettingsForm';

export function AlertsPage() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {t('alerts.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('alerts.intro')}</Typography.Paragraph>
      <Tabs
        items={[
          { key: 'list', label: t('alerts.title'), children: <AlertList /> },
          { key: 'settings', label: t('alerts.settings.title'), children: <AlertSettingsForm /> },
        ]}
      />
    </>
  );
}
