// /account/info.
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AccountInfoList } from '../../features/account/components/AccountInfoList';
import { appState } from '../../lib/session/appState';
import { useStore } from '../../lib/store';

export function AccountInfoPage() {
  const { t } = useTranslation();
  const user = useStore(appState, (s) => s.user);
  const accountType = useStore(appState, (s) => s.site?.accountType ?? 0);
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {t('account.title')}
      </Typography.Title>
      {user && <AccountInfoList user={user} accountType={accountType} />}
    </>
  );
}
