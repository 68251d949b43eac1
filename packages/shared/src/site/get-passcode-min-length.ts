import { z } from 'zod';

export const getPasscodeMinLengthRequestSchema = z.object({
  domainName: z.string().trim().max(253, 'validation.tooLong').optional(),
});
export const getPasscodeMinLengthResponseSchema = z.object({ passcodeMinLength: z.number().int().min(4).max(9) });
