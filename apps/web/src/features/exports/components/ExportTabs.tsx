// The two console export pages, unlock records and lock users, as tabs (the side menu's "Exports" opens the first).
import { Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

export const EXPORT_RECORDS_PATH = '/console/exportRecord';
export const EXPORT_LOCK_USERS_PATH = '/console/exportLockUser';

export function ExportTabs({ active }: { active: typeof EXPORT_RECORDS_PATH | typeof EXPORT_LOCK_USERS_PATH }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => void navigate(key)}
      items={[
        { key: EXPORT_RECORDS_PATH, label: t('exports.tabs.records') },
        { key: EXPORT_LOCK_USERS_PATH, label: t('exports.tabs.lockUsers') },
      ]}
    />
  );
}
