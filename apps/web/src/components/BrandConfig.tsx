// antd theme and locale for the parts of the console built with antd. The brand colour becomes colorPrimary darkened
// until white text on it and it as text on white reach WCAG AA (buttons, links, the selected menu entry), and
// secondary texts are dark enough to read (#26.6: accessibility 100 under any brand colour).
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { accessibleShade, brandColor } from '../features/site/branding';
import { languageState } from '../lib/i18n/language';
import { appState } from '../lib/session/appState';
import { useStore } from '../lib/store';

/** On white: rgba(0,0,0,.62) is 5.9:1, .6 is 5.7:1 (antd's .45 and .25 are 3.4:1 and 1.9:1). */
const tokensFor = (brand: string) => ({
  colorPrimary: accessibleShade(brand, 4.8),
  // Links follow the info colour in antd (#1677ff, 4.1:1), not the primary one.
  colorLink: accessibleShade(brand, 4.8),
  colorTextSecondary: 'rgba(0, 0, 0, 0.62)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  // Danger buttons and error texts: antd's #ff4d4f is 3.3:1 on white, this red 5.6:1.
  colorError: '#c62828',
});

/** A person who asked their system for less motion gets antd without its slide and fade animations. */
const reducedMotion = () =>
  typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

const themeFor = (brand: string) => ({
  token: { ...tokensFor(brand), motion: !reducedMotion() },
  // The selected menu entry: the brand colour, darker, on a light grey (not on a tint of itself).
  components: {
    Menu: { itemSelectedColor: accessibleShade(brand, 5.2), itemSelectedBg: '#f0f2f5' },
    // An unchecked switch shows its white label on this grey (antd's .25 is 1.6:1; .58 is 4.8:1).
    Switch: { colorTextQuaternary: 'rgba(0, 0, 0, 0.58)', colorTextTertiary: 'rgba(0, 0, 0, 0.7)' },
    // A table's "nothing here" text is a message to read, not a disabled control (antd's .25 is 1.9:1).
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
  },
  cssVar: { key: 'lc' },
});

export function BrandConfig({ children }: { children: ReactNode }) {
  const site = useStore(appState, (s) => s.site);
  const locale = useStore(languageState, (s) => s.antdLocale);
  return (
    <ConfigProvider locale={locale} theme={themeFor(brandColor(site))}>
      {children}
    </ConfigProvider>
  );
}
