// The console frame (spec §2): top bar with brand, group selector, alerts bell, language and user menu; side navigation;
// the page below with its home-page loading state.
import { Layout, Spin } from 'antd';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/brand/BrandMark';
import { CopyrightLine } from '../../components/brand/CopyrightLine';
import { LanguageMenu } from '../../components/LanguageMenu';
import { UserMenu } from '../../features/auth/components/UserMenu';
import { GroupSelector } from '../../features/groups/components/GroupSelector';
import { AlertBell } from '../../features/alerts/components/AlertBell';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrandConfig } from '../../components/BrandConfig';
import { useLoadingKind } from '../guard/loadingState';
import { queryClient } from '../queryClient';
import { ConsoleNav } from './ConsoleNav';
import './console.css';

export function ConsoleFrame() {
  const { t } = useTranslation();
  const kind = useLoadingKind();
  return (
    <QueryClientProvider client={queryClient}>
      <BrandConfig>
        <Layout className="console-frame">
          <Layout.Header className="console-frame__header">
            <BrandMark inverse />
            <div className="console-frame__tools">
              <GroupSelector />
              <AlertBell />
              <LanguageMenu inverse />
              <UserMenu />
            </div>
          </Layout.Header>
          <Layout>
            <Layout.Sider width={220} breakpoint="lg" collapsedWidth={0} theme="light" className="console-frame__sider">
              <nav aria-label={t('nav.main')}>
                <ConsoleNav />
              </nav>
            </Layout.Sider>
            <Layout.Content className="console-frame__content">
              <Spin spinning={kind === 'home'} aria-busy={kind === 'home'}>
                <main className="console-frame__main">
                  <Outlet />
                </main>
              </Spin>
              <footer className="console-frame__footer">
                <CopyrightLine />
              </footer>
            </Layout.Content>
          </Layout>
        </Layout>
      </BrandConfig>
    </QueryClientProvider>
  );
}
