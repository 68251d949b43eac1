// Providers around the router: antd theme (brand colour) and locale, and the toast holder.
import { useEffect, type ReactNode } from 'react';
import { ConfigProvider, message } from 'antd';
import { brandColor } from '../features/site/branding';
import { languageState } from '../lib/i18n/language';
import { appState } from '../lib/session/appState';
import { useStore } from '../lib/store';
import { bindToast } from '../lib/toast';

function Toasts() {
  const [api, holder] = message.useMessage({ maxCount: 3 });
  useEffect(() => bindToast(api), [api]);
  return holder;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const site = useStore(appState, (s) => s.site);
  const locale = useStore(languageState, (s) => s.antdLocale);
  return (
    <ConfigProvider locale={locale} theme={{ token: { colorPrimary: brandColor(site) }, cssVar: { key: 'lc' } }}>
      <Toasts />
      {children}
    </ConfigProvider>
  );
}
