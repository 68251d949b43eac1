// GET /gateway/detail — one of the caller's gateways.
import { z } from 'zod';
import { positiveInt } from '../schemas/common';
import { gatewaySchema } from './gateway';

export const gatewayDetailRequestSchema = z.object({ gatewayId: positiveInt() });
export const gatewayDetailResponseSchema = gatewaySchema;
