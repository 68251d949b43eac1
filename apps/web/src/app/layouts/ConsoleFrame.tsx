// The console frame (spec §2): top bar with brand, group selector, alerts bell, language and user menu; side navigation;
// the page below with its home-page loading state. Plain React and CSS (#26): the frame paints before any antd code
// loads; pages built with antd get antd's theme and locale around them (app/antdScope.ts).
import { useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/brand/BrandMark';
import { CopyrightLine } from '../../components/brand/CopyrightLine';
import { LanguageMenu } from '../../components/LanguageMenu';
import { Spinner } from '../../components/ui/Spinner';
import { UserMenu } from '../../features/auth/components/UserMenu';
import { GroupSelector } from '../../features/groups/components/GroupSelector';
import { AlertBell } from '../../features/alerts/components/AlertBell';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLoadingKind } from '../guard/loadingState';
import { AntdScope } from '../antdScope';
import { queryClient } from '../queryClient';
import type { RouteHandle } from '../routeMeta';
import { ConsoleNav } from './ConsoleNav';
import './console.css';

export function ConsoleFrame() {
  const { t } = useTranslation();
  const kind = useLoadingKind();
  const meta = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.meta;
  const { pathname } = useLocation();
  // Narrow screens: the side navigation opens over the page from the top bar's menu button, and closes on a choice.
  const [navFor, setNavFor] = useState<string | null>(null);
  const navOpen = navFor === pathname;
  const page = <Outlet />;
  return (
    <QueryClientProvider client={queryClient}>
      <div className="console-frame">
        <header className="console-frame__header">
          <div className="console-frame__brand">
            <button
              type="button"
              className="console-frame__nav-toggle header-icon-button"
              aria-expanded={navOpen}
              aria-controls="console-nav"
              aria-label={t('nav.menuToggle')}
              onClick={() => {
                setNavFor(navOpen ? null : pathname);
                // Opened: the menu's current (or first) entry takes the focus.
                if (!navOpen)
                  requestAnimationFrame(() =>
                    document.querySelector<HTMLElement>('#console-nav [role="menuitem"][tabindex="0"]')?.focus(),
                  );
              }}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
            <BrandMark inverse />
          </div>
          <div className="console-frame__tools">
            <GroupSelector />
            <AlertBell />
            <LanguageMenu inverse />
            <UserMenu />
          </div>
        </header>
        <div className="console-frame__body">
          <nav
            id="console-nav"
            aria-label={t('nav.main')}
            className={navOpen ? 'console-frame__sider console-frame__sider--open' : 'console-frame__sider'}
            // Over the page (narrow screens): a choice or Escape closes it.
            onClick={(e) => {
              if ((e.target as HTMLElement).closest('a')) setNavFor(null);
            }}
            onKeyDown={(e) => {
              if (e.key !== 'Escape' || !navOpen) return;
              setNavFor(null);
              document.querySelector<HTMLElement>('.console-frame__nav-toggle')?.focus();
            }}
          >
            <ConsoleNav />
          </nav>
          <div className="console-frame__content">
            <div className="console-frame__loading-area" aria-busy={kind === 'home'}>
              <main className="console-frame__main">{meta?.antd === false ? page : <AntdScope>{page}</AntdScope>}</main>
              {kind === 'home' && (
                <div className="console-frame__loading">
                  <Spinner />
                  <span className="visually-hidden">{t('common.loading')}</span>
                </div>
              )}
            </div>
            <footer className="console-frame__footer">
              <CopyrightLine />
            </footer>
          </div>
        </div>
      </div>
    </QueryClientProvider>
  );
}
