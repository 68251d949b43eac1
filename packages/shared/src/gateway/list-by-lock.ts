// GET /gateway/listByLock — the gateways that hear one of the caller's locks, best signal first.
import { z } from 'zod';
import { positiveInt } from '../schemas/common';

export const listGatewayByLockRequestSchema = z.object({ lockId: positiveInt() });
export const listGatewayByLockResponseSchema = z.object({
  list: z.array(
    z.object({
      gatewayId: z.number().int(),
      gatewayName: z.string(),
      gatewayMac: z.string(),
      isOnline: z.number().int(),
      rssi: z.number().int(),
      signal: z.number().int(),
      updatedAt: z.number().int(),
    }),
  ),
});
