// POST /key/changePeriod — a new validity for one ekey; never beyond the changer's own validity (−3039).
import { z } from 'zod';
import { checkPeriodShape, keyIdParam, periodFields } from './ekey';

export const changeKeyPeriodRequestSchema = z
  .object({ keyId: keyIdParam(), ...periodFields })
  .superRefine((v, ctx) => checkPeriodShape(v, ctx));
export type ChangeKeyPeriodRequest = z.input<typeof changeKeyPeriodRequestSchema>;
export const changeKeyPeriodResponseSchema = z.null();
