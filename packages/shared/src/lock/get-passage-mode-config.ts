// GET /lock/getPassageModeConfig — the passage mode the lock last confirmed.
import { z } from 'zod';
import { lockIdParam } from './lock';
import { passageModeConfigSchema } from './passage-mode';

export const getPassageModeConfigRequestSchema = z.object({ lockId: lockIdParam() });
export const getPassageModeConfigResponseSchema = passageModeConfigSchema;
