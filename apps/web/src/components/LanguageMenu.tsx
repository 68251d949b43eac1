// Language switcher (spec §1): the languages the host offers, in their own names. Switches i18next, antd
// and dayjs together and keeps the choice in session storage.
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type Language } from '@lockconsole/shared/i18n/languages';
import { allowedLanguages } from '../lib/i18n/choose';
import { applyLanguage, languageState } from '../lib/i18n/language';
import { appState } from '../lib/session/appState';
import { useStore } from '../lib/store';
import { MenuButton } from './ui/MenuButton';

export function LanguageMenu({ inverse = false }: { inverse?: boolean }) {
  const { t } = useTranslation();
  const site = useStore(appState, (s) => s.site);
  const current = useStore(languageState, (s) => s.language);
  return (
    <MenuButton
      className={inverse ? 'header-menu' : undefined}
      label={t('common.language.choose', { language: LANGUAGE_NAMES[current] })}
      testId="language-menu"
      items={allowedLanguages(site).map((lang) => ({
        key: lang,
        lang,
        label: LANGUAGE_NAMES[lang],
        current: lang === current,
      }))}
      onChoose={(key) => void applyLanguage(key as Language)}
    >
      <GlobalOutlined aria-hidden="true" />
      <span className={inverse ? 'header-button__label' : undefined}>{LANGUAGE_NAMES[current]}</span>
    </MenuButton>
  );
}
