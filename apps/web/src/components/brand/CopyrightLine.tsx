// Copyright line: the brand's own, else the language pack's template with the brand name (spec §1).
import { useTranslation } from 'react-i18next';
import { appState } from '../../lib/session/appState';
import { useStore } from '../../lib/store';

export function CopyrightLine() {
  const { t } = useTranslation();
  const site = useStore(appState, (s) => s.site);
  if (!site) return null;
  const text = site.copyright || t('common.pack.copyright', { year: new Date().getFullYear(), brand: site.name });
  return <p className="copyright">{text}</p>;
}
