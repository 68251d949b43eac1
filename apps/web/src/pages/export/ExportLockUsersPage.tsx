// /console/exportLockUser and /lockUser/export (issue 18): the lock users of the caller's own locks (spec §6), one
// row per ekey, as xlsx or CSV; the export log below. From the lock users page it leads back there; in the console's
// export area it sits beside the unlock record export.
import { Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OwnLocksExport } from '../../features/exports/components/OwnLocksExport';
import { EXPORT_LOCK_USERS_PATH, ExportTabs } from '../../features/exports/components/ExportTabs';

export function ExportLockUsersPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const fromLockUsers = pathname.startsWith('/lockUser/');
  return (
    <>
      {fromLockUsers && (
        <Link to="/lockUser/home">
          <ArrowLeftOutlined /> {t('lockUsers.title')}
        </Link>
      )}
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: fromLockUsers ? 12 : undefined }}>
        {t('exports.title.lockUsers')}
      </Typography.Title>
      {!fromLockUsers && <ExportTabs active={EXPORT_LOCK_USERS_PATH} />}
      <Typography.Paragraph type="secondary">{t('exports.intro.lockUsers')}</Typography.Paragraph>
      <OwnLocksExport kind="lockUsers" />
    </>
  );
}
