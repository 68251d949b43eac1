// Language choice on the public pages (spec §1): a native select of the languages the host offers, in their
// own names. Switches i18next, antd and dayjs together and keeps the choice in session storage.
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type Language } from '@lockconsole/shared/i18n/languages';
import { allowedLanguages } from '../lib/i18n/choose';
import { applyLanguage, languageState } from '../lib/i18n/language';
import { appState } from '../lib/session/appState';
import { useStore } from '../lib/store';

export function LanguageSelect() {
  const { t } = useTranslation();
  const site = useStore(appState, (s) => s.site);
  const current = useStore(languageState, (s) => s.language);
  return (
    <select
      className="native-select language-select"
      aria-label={t('common.language.choose', { language: LANGUAGE_NAMES[current] })}
      value={current}
      onChange={(e) => void applyLanguage(e.target.value as Language)}
      data-testid="language-select"
    >
      {allowedLanguages(site).map((lang) => (
        <option key={lang} value={lang} lang={lang}>
          {LANGUAGE_NAMES[lang]}
        </option>
      ))}
    </select>
  );
}
