// Entry: pick the language (spec §1), load its catalogs, then start the router. Site info is requested at
// once so the host's language list can filter the choice; the guard reuses the same request.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import { preloadPageCode, startEarly } from './app/guard/earlyStart';
import { applyThemeColor, brandColor } from './features/site/branding';
import { loadSite } from './features/site/loadSite';
import { chooseLanguage } from './lib/i18n/choose';
import { i18n, initI18n } from './lib/i18n/i18n';
import { applyLanguage } from './lib/i18n/language';
import { consumeLogoutMarker } from './lib/session/cookies';
import { sessionStore } from './lib/session/storage';
import { toast } from './lib/toast';
import './styles.css';

async function start() {
  applyThemeColor(brandColor(null));
  // Site info first: the page's code (tens of files) would otherwise hold the browser's six connections before it.
  const siteInfo = loadSite().catch(() => null);
  preloadPageCode(window.location);
  const site = await siteInfo;
  const lang = chooseLanguage({
    query: new URLSearchParams(window.location.search).get('language'),
    stored: sessionStore.getLanguage(),
    browser: navigator.languages,
    site,
  });
  // The first page's data is asked for while the catalogs load (app/guard/earlyStart.ts).
  await initI18n(lang, () => startEarly(window.location));
  await applyLanguage(lang);
  // Spec §4: a logout seen as a redirect to the site root left a marker for this start.
  if (consumeLogoutMarker()) toast.info(i18n.t('common.session.expiredNotice'));

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>,
  );
}

void start();
