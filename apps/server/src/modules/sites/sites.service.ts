// Brand resolution by host name and the site-info presenter (spec §1, §3). Must not read request objects:
// callers pass the host.
import { effectivePasscodeMinLength, type SiteInfo } from '@lockconsole/shared/site/site-info';
import type { PublicContext } from '../../http/context';
import type { Db } from '../../db/client';
import { BUILT_IN_BRANDS } from './built-in-brands';
import { createSitesRepo, type BrandRow } from './sites.repo';

export function presentSiteInfo(b: BrandRow): SiteInfo {
  return {
    siteId: b.siteId,
    name: b.name,
    packageName: b.packageName,
    logoUrl: b.logoUrl,
    copyright: b.copyright,
    color: /^#[0-9a-f]{6}$/i.test(b.color) ? b.color : '#6898fc',
    backgroundUrl: b.backgroundUrl,
    hasPaidFeature: b.hasPaidFeature,
    favIconUrl: b.favIconUrl,
    accountType: ([0, 1, 2].includes(b.accountType) ? b.accountType : 0) as 0 | 1 | 2,
    isUpdated: b.updatedAt.getTime() > 0,
    languages: b.languages,
    chineseOnly: b.chineseOnly,
    features: b.features,
  };
}

export const normalizeHost = (host: string | undefined) =>
  (host ?? '')
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '');

export type SitesService = ReturnType<typeof createSitesService>;

export function createSitesService(deps: { db: Db }) {
  const repo = createSitesRepo(deps.db);

  async function resolveByHost(host: string | undefined): Promise<BrandRow> {
    const h = normalizeHost(host);
    const brand = (h && (await repo.findByDomain(h))) || (await repo.findDefault());
    if (!brand) throw new Error('No default brand: run the server once to seed built-in brands');
    return brand;
  }

  async function passcodeMinLength(host: string | undefined): Promise<number> {
    return effectivePasscodeMinLength((await resolveByHost(host)).passcodeMinLength);
  }

  return {
    repo,
    resolveByHost,
    async ensureBuiltInBrands() {
      for (const b of BUILT_IN_BRANDS) await repo.insertIfAbsent(b);
    },
    /** The brand of `domainName`, else of the host the browser used. */
    async siteInfo(ctx: PublicContext, input: { domainName?: string }): Promise<SiteInfo> {
      return presentSiteInfo(await resolveByHost(input.domainName || ctx.host));
    },
    async passcodeRules(ctx: PublicContext, input: { domainName?: string }) {
      return { passcodeMinLength: await passcodeMinLength(input.domainName || ctx.host) };
    },
    passcodeMinLength,
  };
}
