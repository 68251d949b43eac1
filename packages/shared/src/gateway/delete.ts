// POST /gateway/delete — removes one of the caller's gateways: its credentials stop working, its pending
// operations fail, its locks lose it as a path. The gateway must be activated again to come back.
import { z } from 'zod';
import { positiveInt } from '../schemas/common';

export const deleteGatewayRequestSchema = z.object({ gatewayId: positiveInt() });
export const deleteGatewayResponseSchema = z.null();
