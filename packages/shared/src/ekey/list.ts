// GET /key/list — the caller's own ekeys (whoever sent them), newest first, paged.
import { z } from 'zod';
import { paging } from '../schemas/common';
import { pageSchema } from '../http/envelope';
import { ekeyItemSchema } from './ekey';

export const listMyKeyRequestSchema = z.object({ ...paging });
export const listMyKeyResponseSchema = pageSchema(ekeyItemSchema);
