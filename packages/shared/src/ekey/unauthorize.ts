// POST /key/unauthorize — take authorized-admin rights back from an ekey's holder (owner only).
import { z } from 'zod';
import { keyIdParam } from './ekey';

export const unauthorizeKeyRequestSchema = z.object({ keyId: keyIdParam() });
export const unauthorizeKeyResponseSchema = z.null();
