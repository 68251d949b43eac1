// The side menu of the console: entries per ability (consoleNav.ts), as the server states them
// (lib/session/consoleAbilities.ts); a change to the caller's locks or roles refreshes them. Links (a new tab
// works) in a menu: ArrowUp/ArrowDown/Home/End move between the entries.
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
import type { KeyboardEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
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

function moveFocus(e: KeyboardEvent<HTMLUListElement>) {
  const links = Array.from(e.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]'));
  const at = links.indexOf(document.activeElement as HTMLElement);
  const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: links.length - 1 }[e.key];
  if (to === undefined) return;
  e.preventDefault();
  links[(to + links.length) % links.length]?.focus();
}

export function ConsoleNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const abilities = useConsoleAbilities();
  const current = navKeyOf(pathname);
  const entries = visibleNav(abilities.data, abilities.isPending);
  // One tab stop for the menu (its current entry, else the first); the arrow keys move within it.
  const stop = entries.some((n) => n.key === current) ? current : entries[0]?.key;
  return (
    <ul
      role="menu"
      aria-orientation="vertical"
      aria-label={t('nav.main')}
      className="console-nav"
      onKeyDown={moveFocus}
    >
      {entries.map((n) => (
        <li key={n.key} role="none">
          <Link
            to={n.key}
            role="menuitem"
            tabIndex={n.key === stop ? 0 : -1}
            aria-current={n.key === current ? 'page' : undefined}
            className={n.key === current ? 'console-nav__item console-nav__item--current' : 'console-nav__item'}
          >
            <span className="console-nav__icon" aria-hidden="true">
              {ICONS[n.key]}
            </span>
            {t(n.labelKey)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
