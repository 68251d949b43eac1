// POST /key/freeze — freeze one ekey: no server rights at once, the holder's phone learns it at its next sync.
import { z } from 'zod';
import { keyIdParam } from './ekey';

export const freezeKeyRequestSchema = z.object({ keyId: keyIdParam() });
export const freezeKeyResponseSchema = z.null();
