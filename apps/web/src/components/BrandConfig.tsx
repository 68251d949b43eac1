// antd theme (brand colour as colorPrimary) and locale for the parts of the console built with antd.
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { brandColor } from '../features/site/branding';
import { languageState } from '../lib/i18n/language';
import { appState } from '../lib/session/appState';
import { useStore } from '../lib/store';

export function BrandConfig({ children }: { children: ReactNode }) {
  const site = useStore(appState, (s) => s.site);
  const locale = useStore(languageState, (s) => s.antdLocale);
  return (
    <ConfigProvider locale={locale} theme={{ token: { colorPrimary: brandColor(site) }, cssVar: { key: 'lc' } }}>
      {children}
    </ConfigProvider>
  );
}
