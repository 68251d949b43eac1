// The user menu of the top bar: who is signed in, account info, log out.
import { UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MenuButton } from '../../../components/ui/MenuButton';
import { appState } from '../../../lib/session/appState';
import { useStore } from '../../../lib/store';
import { useLogout } from '../hooks/useLogout';

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useStore(appState, (s) => s.user);
  const doLogout = useLogout();
  if (!user) return null;
  const name = user.nickname || user.userId;
  return (
    <MenuButton
      className="header-menu"
      label={t('nav.userMenu', { name })}
      testId="user-menu"
      items={[
        { key: 'info', label: t('nav.menu.accountInfo') },
        { divider: true },
        { key: 'logout', label: t('auth.logout.action') },
      ]}
      onChoose={(key) => (key === 'logout' ? void doLogout() : void navigate('/account/info'))}
    >
      <span className="header-avatar" aria-hidden="true">
        {user.headUrl ? <img src={user.headUrl} alt="" /> : <UserOutlined />}
      </span>
      <span className="header-button__text">{name}</span>
    </MenuButton>
  );
}
