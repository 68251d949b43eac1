// Applies a brand to the document (spec §1): favicon, theme colour (kept in local storage) as CSS variables.
// --brand-strong is the brand colour darkened until white text on it reaches WCAG AA contrast (4.5:1).
import { DEFAULT_BRAND_COLOR } from '@lockconsole/shared/branding/site-defaults';
import type { SiteInfo } from '@lockconsole/shared/site/site-info';
import { localStore } from '../../lib/session/storage';

const HEX = /^#[0-9a-f]{6}$/i;

export const brandColor = (site: SiteInfo | null): string => {
  if (site && HEX.test(site.color)) return site.color;
  const stored = localStore.getThemeColor();
  return stored && HEX.test(stored) ? stored : DEFAULT_BRAND_COLOR;
};

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const luminance = (rgb: number[]) => {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** Contrast ratio of white text on `hex`. */
export const contrastWithWhite = (hex: string) => 1.05 / (luminance(channels(hex)) + 0.05);

/** The brand colour, darkened in small steps until white text on it is readable (≥ 4.5:1). */
export function accessibleShade(hex: string, min = 4.5): string {
  let rgb = channels(HEX.test(hex) ? hex : DEFAULT_BRAND_COLOR);
  for (let i = 0; i < 40 && 1.05 / (luminance(rgb) + 0.05) < min; i++) rgb = rgb.map((c) => Math.floor(c * 0.94));
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Brand feature toggles (spec §1): on unless the brand switches them off. */
export const isFeatureEnabled = (site: SiteInfo | null, feature: string): boolean => site?.features[feature] ?? true;

export function applyThemeColor(color: string): void {
  const style = document.documentElement.style;
  style.setProperty('--brand-color', color);
  // 5:1 rather than the bare 4.5: white texts on it (header buttons) keep AA after rounding and antialiasing.
  style.setProperty('--brand-strong', accessibleShade(color, 5));
}

export function applyBranding(site: SiteInfo): void {
  if (HEX.test(site.color)) localStore.setThemeColor(site.color);
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (link && site.favIconUrl) link.href = site.favIconUrl;
  applyThemeColor(brandColor(site));
}
