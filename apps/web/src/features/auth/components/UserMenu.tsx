// The user menu of the top bar: who is signed in, account info, log out.
import { Avatar, Button, Dropdown } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
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
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'info', label: t('nav.menu.accountInfo') },
          { type: 'divider' },
          { key: 'logout', label: t('auth.logout.action') },
        ],
        onClick: ({ key }) => (key === 'logout' ? void doLogout() : void navigate('/account/info')),
      }}
    >
      <Button type="text" className="header-button" aria-label={t('nav.userMenu', { name })} data-testid="user-menu">
        <Avatar size="small" src={user.headUrl || undefined} icon={<UserOutlined />} alt="" />
        <span className="header-button__text">{name}</span>
      </Button>
    </Dropdown>
  );
}
