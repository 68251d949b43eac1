// Language switcher (spec §1): the languages the host offers, in their own names. Switches i18next, antd
// and dayjs together and keeps the choice in session storage.
import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type Language } from '@lockconsole/shared/i18n/languages';
import { allowedLanguages } from '../lib/i18n/choose';
import { applyLanguage, languageState } from '../lib/i18n/language';
import { appState } from '../lib/session/appState';
import { useStore } from '../lib/store';

export function LanguageMenu({ inverse = false }: { inverse?: boolean }) {
  const { t } = useTranslation();
  const site = useStore(appState, (s) => s.site);
  const current = useStore(languageState, (s) => s.language);
  const items = allowedLanguages(site).map((lang) => ({
    key: lang,
    label: <span lang={lang}>{LANGUAGE_NAMES[lang]}</span>,
  }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        selectable: true,
        selectedKeys: [current],
        onClick: ({ key }) => void applyLanguage(key as Language),
      }}
    >
      <Button
        type="text"
        className={inverse ? 'header-button' : undefined}
        icon={<GlobalOutlined />}
        aria-label={t('common.language.choose', { language: LANGUAGE_NAMES[current] })}
        data-testid="language-menu"
      >
        <span className={inverse ? 'header-button__label' : undefined}>{LANGUAGE_NAMES[current]}</span>
      </Button>
    </Dropdown>
  );
}
