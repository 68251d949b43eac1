// POST /key/authorize — make an ekey's holder an authorized admin of the lock (owner only).
import { z } from 'zod';
import { keyIdParam } from './ekey';

export const authorizeKeyRequestSchema = z.object({ keyId: keyIdParam() });
export const authorizeKeyResponseSchema = z.null();
