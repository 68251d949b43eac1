// GET /gateway/listNearbyLock — uninitialized locks any online gateway of the caller hears (best signal first),
// the candidates for "add lock".
import { z } from 'zod';
import { gatewayLockSchema } from './gateway';

export const listNearbyLockRequestSchema = z.object({});
export const listNearbyLockResponseSchema = z.object({
  list: z.array(gatewayLockSchema.extend({ gatewayId: z.number().int() })),
});
