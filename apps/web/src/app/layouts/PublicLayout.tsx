// Layout of the public pages: the brand's background, logo, language switch, and copyright (spec §1).
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/brand/BrandMark';
import { CopyrightLine } from '../../components/brand/CopyrightLine';
import { LanguageSelect } from '../../components/LanguageSelect';
import { appState } from '../../lib/session/appState';
import { useStore } from '../../lib/store';

export function PublicLayout() {
  const { t } = useTranslation();
  const background = useStore(appState, (s) => s.site?.backgroundUrl);
  return (
    <div className="public-layout" style={background ? { backgroundImage: `url("${background}")` } : undefined}>
      <header className="public-layout__header">
        <BrandMark inverse />
        <LanguageSelect />
      </header>
      <main className="public-layout__main">
        <div className="public-card">
          <Outlet />
        </div>
      </main>
      <footer className="public-layout__footer">
        <nav aria-label={t('common.legalLinks')}>
          <Link to="/privacy">{t('nav.title.privacy')}</Link>
          <span aria-hidden="true"> · </span>
          <Link to="/terms">{t('nav.title.terms')}</Link>
        </nav>
        <CopyrightLine />
      </footer>
    </div>
  );
}
