// POST /key/unfreeze — unfreeze one frozen (or freezing) ekey.
import { z } from 'zod';
import { keyIdParam } from './ekey';

export const unfreezeKeyRequestSchema = z.object({ keyId: keyIdParam() });
export const unfreezeKeyResponseSchema = z.null();
