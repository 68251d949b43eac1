// The two brands that ship with the product. Seeded on start when absent; their rows can then be edited
// with `npm run brand` like any customer brand (a later start never overwrites an edited row).
import type { brands } from '../../db/schema/sites';

type NewBrand = typeof brands.$inferInsert;

export const BUILT_IN_BRANDS: NewBrand[] = [
  {
    siteId: 1,
    isDefault: true,
    builtIn: true,
    domains: ['localhost', '127.0.0.1'],
    name: 'LockHub',
    packageName: 'org.lockconsole.lockhub',
    logoUrl: '/brands/lockhub/logo.svg',
    favIconUrl: '/brands/lockhub/favicon.svg',
    backgroundUrl: '/brands/lockhub/background.svg',
    copyright: '© LockHub contributors',
    color: '#6898fc',
    accountType: 0,
    hasPaidFeature: true,
    passcodeMinLength: 6,
    languages: [],
    chineseOnly: false,
    features: {},
  },
  {
    siteId: 2,
    isDefault: false,
    builtIn: true,
    domains: ['portier.localhost'],
    name: 'Portier',
    packageName: 'org.lockconsole.portier',
    logoUrl: '/brands/portier/logo.svg',
    favIconUrl: '/brands/portier/favicon.svg',
    backgroundUrl: '/brands/portier/background.svg',
    copyright: '© Portier Access',
    color: '#13a89e',
    accountType: 2,
    hasPaidFeature: false,
    passcodeMinLength: 7,
    languages: ['en', 'cs', 'de', 'es', 'fr', 'pt', 'ru', 'tr', 'uk', 'ja', 'it'],
    chineseOnly: false,
    features: { map: false },
  },
];
