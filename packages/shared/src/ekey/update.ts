// POST /key/update — rename an ekey, change its remarks or its remote unlock permission (server only).
import { z } from 'zod';
import { oneOfInt, optional } from '../user/account-fields';
import { keyIdParam, keyNameParam, remarksParam } from './ekey';

export const updateKeyRequestSchema = z.object({
  keyId: keyIdParam(),
  keyName: optional(keyNameParam()),
  /** An empty string clears the remarks. */
  remarks: remarksParam().optional(),
  remoteEnable: optional(oneOfInt([1, 2])),
});
export type UpdateKeyRequest = z.input<typeof updateKeyRequestSchema>;
export const updateKeyResponseSchema = z.null();
