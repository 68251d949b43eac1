// POST /key/unlockByLink — PUBLIC: unlock through the lock's gateway with an unlock link's token; answers like
// /lock/unlock. Rate-limited per token and per IP.
import { z } from 'zod';
import { operationSchema } from '../operation/operation';
import { unlockLinkTokenParam } from './unlock-link-info';

export const unlockByLinkRequestSchema = z.object({ token: unlockLinkTokenParam() });
export const unlockByLinkResponseSchema = operationSchema;
