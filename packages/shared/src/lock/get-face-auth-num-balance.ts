// GET /lock/getFaceAuthNumBalance — face-identify balance of a lock. Face recognition arrives with its own issue:
// 0 until then.
import { z } from 'zod';
import { lockIdParam } from './lock';

export const getFaceAuthNumBalanceRequestSchema = z.object({ lockId: lockIdParam() });
export const getFaceAuthNumBalanceResponseSchema = z.object({ faceAuthNum: z.number().int() });
