// Applies a brand to the document (spec §1): favicon and the theme colour kept in local storage.
import { DEFAULT_BRAND_COLOR } from '@lockconsole/shared/branding/site-defaults';
import type { SiteInfo } from '@lockconsole/shared/site/site-info';
import { localStore } from '../../lib/session/storage';

const HEX = /^#[0-9a-f]{6}$/i;

export const brandColor = (site: SiteInfo | null): string => {
  if (site && HEX.test(site.color)) return site.color;
  const stored = localStore.getThemeColor();
  return stored && HEX.test(stored) ? stored : DEFAULT_BRAND_COLOR;
};

export function applyBranding(site: SiteInfo): void {
  if (HEX.test(site.color)) localStore.setThemeColor(site.color);
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (link && site.favIconUrl) link.href = site.favIconUrl;
  document.documentElement.style.setProperty('--brand-color', brandColor(site));
}
