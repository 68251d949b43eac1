// GET /site/getCompanyInfo — branding of the host the console was loaded from (spec §1, §7).
import type { SiteInfo } from '@lockconsole/shared/site/site-info';
import { apiGet } from '../../../lib/api/client';

export const getCompanyInfo = (domainName: string) =>
  apiGet<SiteInfo>('/site/getCompanyInfo', { domainName }, { silent: true });
