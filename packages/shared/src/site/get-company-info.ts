import { z } from 'zod';
import { siteInfoSchema } from './site-info';

export const getCompanyInfoRequestSchema = z.object({
  domainName: z.string().trim().max(253, 'validation.tooLong').optional(),
});
export const getCompanyInfoResponseSchema = siteInfoSchema;
