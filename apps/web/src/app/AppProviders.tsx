// Providers around the router: TanStack Query, antd theme (brand colour) and locale, antd App for toasts.
import { useEffect, useState, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { brandColor } from '../features/site/branding';
import { languageState } from '../lib/i18n/language';
import { appState } from '../lib/session/appState';
import { useStore } from '../lib/store';
import { bindToast } from '../lib/toast';

function ToastBinder() {
  const { message } = AntApp.useApp();
  useEffect(() => bindToast(message), [message]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  const site = useStore(appState, (s) => s.site);
  const locale = useStore(languageState, (s) => s.antdLocale);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale} theme={{ token: { colorPrimary: brandColor(site) }, cssVar: { key: 'lc' } }}>
        <AntApp message={{ maxCount: 3 }}>
          <ToastBinder />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
