// Loads site info and the minimum passcode length once per page load (guard step 3) and applies the brand.
import { effectivePasscodeMinLength } from '@lockconsole/shared/branding/site-defaults';
import type { SiteInfo } from '@lockconsole/shared/site/site-info';
import { appState } from '../../lib/session/appState';
import { getCompanyInfo } from './api/getCompanyInfo';
import { getPasscodeMinLength } from './api/getPasscodeMinLength';
import { applyBranding } from './branding';

let pending: Promise<SiteInfo> | null = null;

export function loadSite(): Promise<SiteInfo> {
  pending ??= (async () => {
    const host = window.location.hostname;
    const [site, min] = await Promise.all([getCompanyInfo(host), getPasscodeMinLength(host).catch(() => null)]);
    appState.set({ site, passcodeMinLength: effectivePasscodeMinLength(min?.passcodeMinLength) });
    applyBranding(site);
    return site;
  })();
  pending.catch(() => {
    pending = null;
  });
  return pending;
}
