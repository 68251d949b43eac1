// GET /gateway/listLock — locks a gateway of the caller hears (initialized or not), with signal.
import { z } from 'zod';
import { positiveInt } from '../schemas/common';
import { gatewayLockSchema } from './gateway';

export const listGatewayLockRequestSchema = z.object({ gatewayId: positiveInt() });
export const listGatewayLockResponseSchema = z.object({ list: z.array(gatewayLockSchema) });
