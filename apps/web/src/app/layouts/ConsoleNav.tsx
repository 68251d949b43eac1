// The side menu of the console: entries per ability (consoleNav.ts), as the server states them
// (lib/session/consoleAbilities.ts); a change to the caller's locks or roles refreshes them.
import { Menu } from 'antd';
import {
  ApiOutlined,
  AppstoreOutlined,
  BellOutlined,
  CreditCardOutlined,
  ExportOutlined,
  HomeOutlined,
  IdcardOutlined,
  KeyOutlined,
  CrownOutlined,
  MailOutlined,
  MessageOutlined,
  ShopOutlined,
  ShoppingOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConsoleAbilities } from '../../lib/session/consoleAbilities';
import { navKeyOf, visibleNav } from './consoleNav';

const ICONS: Record<string, ReactNode> = {
  '/console/home': <HomeOutlined />,
  '/lockUser/home': <TeamOutlined />,
  '/card/manage': <CreditCardOutlined />,
  '/auth/home': <SafetyCertificateOutlined />,
  '/console/exportRecord': <ExportOutlined />,
  '/console/alerts': <BellOutlined />,
  '/group/home': <AppstoreOutlined />,
  '/plug/home': <ApiOutlined />,
  '/account/info': <IdcardOutlined />,
  '/account/integrations': <KeyOutlined />,
  '/account/service': <ShoppingOutlined />,
  '/account/vip': <CrownOutlined />,
  '/account/smsTmpl': <MessageOutlined />,
  '/hotel/rooms': <ShopOutlined />,
  '/account/emailTmpl': <MailOutlined />,
};

export function ConsoleNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const abilities = useConsoleAbilities();
  return (
    <Menu
      mode="inline"
      selectedKeys={[navKeyOf(pathname)]}
      items={visibleNav(abilities.data).map((n) => ({ key: n.key, icon: ICONS[n.key], label: t(n.labelKey) }))}
      onClick={({ key }) => void navigate(key)}
    />
  );
}
