// A long-text page (privacy policy, user terms): title, last-updated line and sections from the catalog.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from './brand/BrandMark';
import { CopyrightLine } from './brand/CopyrightLine';
import { appState } from '../lib/session/appState';
import { useStore } from '../lib/store';

type Section = { heading: string; body: string[] };

export function DocPage({ ns }: { ns: 'legal.privacy' | 'legal.terms' }) {
  const { t } = useTranslation();
  const brand = useStore(appState, (s) => s.site?.name) ?? '';
  const sections = t(`${ns}.sections`, { returnObjects: true, brand }) as Section[] | string;
  return (
    <div className="doc-page">
      <header style={{ marginBottom: 24 }}>
        <BrandMark />
      </header>
      <main>
        <h1>{t(`${ns}.title`)}</h1>
        <p>{t(`${ns}.intro`, { brand })}</p>
        {Array.isArray(sections) &&
          sections.map((s) => (
            <section key={s.heading}>
              <h2>{s.heading}</h2>
              {s.body.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </section>
          ))}
        <p>
          <Link to="/login">{t('common.backToLogin')}</Link>
        </p>
      </main>
      <footer>
        <CopyrightLine />
      </footer>
    </div>
  );
}
