// Page title = route title + site name (spec §2), following language and brand changes.
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { appState } from '../lib/session/appState';
import { useStore } from '../lib/store';
import type { RouteHandle } from './routeMeta';

export function TitleSync() {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const siteName = useStore(appState, (s) => s.site?.name);
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const titleKey = handle?.meta.titleKey;
  useEffect(() => {
    if (!titleKey) {
      document.title = siteName ? t('common.pack.webName', { brand: siteName }) : '';
      return;
    }
    const page = t(titleKey);
    document.title = siteName ? t('common.documentTitle', { page, site: siteName }) : page;
  }, [titleKey, siteName, t, i18n.language]);
  return null;
}
