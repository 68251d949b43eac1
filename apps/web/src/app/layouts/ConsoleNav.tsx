// The side menu of the console: entries per role (consoleNav.ts). The roles come from the caller's lock list
// (lib/locks), so adding, transferring or being authorized over a lock updates the menu.
import { Menu } from 'antd';
import {
  ApiOutlined,
  AppstoreOutlined,
  HomeOutlined,
  IdcardOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ALL_LOCKS, useLocks } from '../../lib/locks/locksQuery';
import { consoleRoles, navKeyOf, visibleNav } from './consoleNav';

const ICONS: Record<string, ReactNode> = {
  '/console/home': <HomeOutlined />,
  '/lockUser/home': <TeamOutlined />,
  '/auth/home': <SafetyCertificateOutlined />,
  '/group/home': <AppstoreOutlined />,
  '/plug/home': <ApiOutlined />,
  '/account/info': <IdcardOutlined />,
};

export function ConsoleNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const locks = useLocks(ALL_LOCKS, { staleTime: 30_000 });
  const roles = consoleRoles(locks.data?.list ?? []);
  return (
    <Menu
      mode="inline"
      selectedKeys={[navKeyOf(pathname)]}
      items={visibleNav(roles).map((n) => ({ key: n.key, icon: ICONS[n.key], label: t(n.labelKey) }))}
      onClick={({ key }) => void navigate(key)}
    />
  );
}
