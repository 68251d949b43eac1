// One language pack per language (spec §1): code, default country code, locale for Intl, dayjs date
// locale and the antd locale, both loaded lazily. The brand copyright and web-name strings live in the
// `common` catalog (common.pack.*) so translators see them with the rest.
import type { Locale } from 'antd/es/locale';
import type { Language } from '@lockconsole/shared/i18n/languages';

export type LanguagePack = {
  code: Language;
  /** Calling code preselected in pickers (spec §1, §9: +61). */
  defaultCountryCode: string;
  /** BCP 47 tag for Intl (region names, numbers). */
  locale: string;
  /** dayjs locale name. */
  dateLocale: string;
  /** undefined: antd's built-in English. */
  loadAntd: () => Promise<Locale | undefined>;
  loadDayjs: () => Promise<unknown>;
};

const pick = (m: { default: Locale }) => m.default;
const none = () => Promise.resolve(undefined);

export const PACKS: Record<Language, LanguagePack> = {
  en: { code: 'en', defaultCountryCode: '61', locale: 'en', dateLocale: 'en', loadAntd: none, loadDayjs: none },
  cs: {
    code: 'cs',
    defaultCountryCode: '61',
    locale: 'cs',
    dateLocale: 'cs',
    loadAntd: () => import('antd/es/locale/cs_CZ').then(pick),
    loadDayjs: () => import('dayjs/locale/cs'),
  },
  de: {
    code: 'de',
    defaultCountryCode: '61',
    locale: 'de',
    dateLocale: 'de',
    loadAntd: () => import('antd/es/locale/de_DE').then(pick),
    loadDayjs: () => import('dayjs/locale/de'),
  },
  es: {
    code: 'es',
    defaultCountryCode: '61',
    locale: 'es',
    dateLocale: 'es',
    loadAntd: () => import('antd/es/locale/es_ES').then(pick),
    loadDayjs: () => import('dayjs/locale/es'),
  },
  fr: {
    code: 'fr',
    defaultCountryCode: '61',
    locale: 'fr',
    dateLocale: 'fr',
    loadAntd: () => import('antd/es/locale/fr_FR').then(pick),
    loadDayjs: () => import('dayjs/locale/fr'),
  },
  // The pt catalog is Brazilian Portuguese: Brazilian dates, numbers and antd texts go with it.
  pt: {
    code: 'pt',
    defaultCountryCode: '61',
    locale: 'pt-BR',
    dateLocale: 'pt-br',
    loadAntd: () => import('antd/es/locale/pt_BR').then(pick),
    loadDayjs: () => import('dayjs/locale/pt-br'),
  },
  ru: {
    code: 'ru',
    defaultCountryCode: '61',
    locale: 'ru',
    dateLocale: 'ru',
    loadAntd: () => import('antd/es/locale/ru_RU').then(pick),
    loadDayjs: () => import('dayjs/locale/ru'),
  },
  tr: {
    code: 'tr',
    defaultCountryCode: '61',
    locale: 'tr',
    dateLocale: 'tr',
    loadAntd: () => import('antd/es/locale/tr_TR').then(pick),
    loadDayjs: () => import('dayjs/locale/tr'),
  },
  uk: {
    code: 'uk',
    defaultCountryCode: '61',
    locale: 'uk',
    dateLocale: 'uk',
    loadAntd: () => import('antd/es/locale/uk_UA').then(pick),
    loadDayjs: () => import('dayjs/locale/uk'),
  },
  'zh-CN': {
    code: 'zh-CN',
    defaultCountryCode: '61',
    locale: 'zh-CN',
    dateLocale: 'zh-cn',
    loadAntd: () => import('antd/es/locale/zh_CN').then(pick),
    loadDayjs: () => import('dayjs/locale/zh-cn'),
  },
  'zh-TW': {
    code: 'zh-TW',
    defaultCountryCode: '61',
    locale: 'zh-TW',
    dateLocale: 'zh-tw',
    loadAntd: () => import('antd/es/locale/zh_TW').then(pick),
    loadDayjs: () => import('dayjs/locale/zh-tw'),
  },
  'zh-HK': {
    code: 'zh-HK',
    defaultCountryCode: '61',
    locale: 'zh-HK',
    dateLocale: 'zh-hk',
    loadAntd: () => import('antd/es/locale/zh_HK').then(pick),
    loadDayjs: () => import('dayjs/locale/zh-hk'),
  },
  ja: {
    code: 'ja',
    defaultCountryCode: '61',
    locale: 'ja',
    dateLocale: 'ja',
    loadAntd: () => import('antd/es/locale/ja_JP').then(pick),
    loadDayjs: () => import('dayjs/locale/ja'),
  },
  it: {
    code: 'it',
    defaultCountryCode: '61',
    locale: 'it',
    dateLocale: 'it',
    loadAntd: () => import('antd/es/locale/it_IT').then(pick),
    loadDayjs: () => import('dayjs/locale/it'),
  },
};
