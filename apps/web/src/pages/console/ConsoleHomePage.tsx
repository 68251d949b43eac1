// /console/home: the console's home for the current group. Locks arrive with the lock issue; until then it
// says honestly that there are none to show.
import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { appState } from '../../lib/session/appState';
import { useStore } from '../../lib/store';

export function ConsoleHomePage() {
  const { t } = useTranslation();
  const user = useStore(appState, (s) => s.user);
  const groups = useStore(appState, (s) => s.groups) ?? [];
  const groupId = useStore(appState, (s) => s.currentGroupId);
  const group = groups.find((g) => g.groupId === groupId);
  const groupName =
    groupId === -1 || !group ? t('nav.groups.all') : group.groupId <= 0 ? t('nav.groups.notGrouped') : group.groupName;
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {t('console.home.greeting', { name: user?.nickname || user?.userId || '' })}
      </Typography.Title>
      <Typography.Paragraph type="secondary" data-testid="current-group">
        {t('console.home.currentGroup', { group: groupName })}
      </Typography.Paragraph>
      <Empty
        description={
          <>
            <strong>{t('console.home.emptyTitle')}</strong>
            <br />
            {t('console.home.emptyText')}
          </>
        }
      />
    </>
  );
}
