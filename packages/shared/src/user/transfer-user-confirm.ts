// POST /user/transferUserConfirm — looks up the recipient of a lock or gateway transfer.
import { z } from 'zod';
import { accountSchema, countryCodeSchema, optional, requireCountryCode } from './account-fields';

export const transferUserConfirmRequestSchema = z
  .object({ account: accountSchema, countryCode: optional(countryCodeSchema) })
  .superRefine(requireCountryCode);
export const transferUserConfirmResponseSchema = z.object({
  uid: z.number().int().positive(),
  nickname: z.string(),
  /** The recipient's account as the caller typed it, normalized (lower-case e-mail or "+61 412345678"). */
  account: z.string(),
});
export type TransferUserConfirmRequest = z.input<typeof transferUserConfirmRequestSchema>;
export type TransferUserConfirmResponse = z.infer<typeof transferUserConfirmResponseSchema>;
