// Site info lookups (spec §7 "absolute GETs"). Public: the page needs them before anyone logs in.
import { getCompanyInfoRequestSchema, getCompanyInfoResponseSchema } from '@lockconsole/shared/site/get-company-info';
import {
  getPasscodeMinLengthRequestSchema,
  getPasscodeMinLengthResponseSchema,
} from '@lockconsole/shared/site/get-passcode-min-length';
import { defineRoute } from '../../http/route';
import type { SitesService } from './sites.service';

export const siteRoutes = (sites: SitesService) => [
  defineRoute({
    method: 'GET',
    path: '/site/getCompanyInfo',
    auth: 'public',
    tag: 'site',
    summary: 'Brand and site info for a host name (defaults to the Host header)',
    request: getCompanyInfoRequestSchema,
    response: getCompanyInfoResponseSchema,
    handler: (input, ctx) => sites.siteInfo(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/site/getPasscodeMinLength',
    auth: 'public',
    tag: 'site',
    summary: 'Minimum passcode length of the site (below 4 resets to 6)',
    request: getPasscodeMinLengthRequestSchema,
    response: getPasscodeMinLengthResponseSchema,
    handler: (input, ctx) => sites.passcodeRules(ctx, input),
  }),
];
