// POST /lock/configPassageMode — passage mode through the gateway: `passageMode` on 1 / off 2, `cyclicConfig`
// (JSON) 1–5 periods when on, `autoUnlock` on 1 / off 2.
import { z } from 'zod';
import { int, jsonString } from '../schemas/common';
import { lockIdParam } from './lock';
import { MAX_PASSAGE_PERIODS, passagePeriodSchema } from './passage-mode';
import { settingOperationResponseSchema } from './setting-operation';

export const configPassageModeRequestSchema = z
  .object({
    lockId: lockIdParam(),
    passageMode: int().refine((v) => v === 1 || v === 2, 'validation.oneOf'),
    cyclicConfig: jsonString(
      z.array(passagePeriodSchema).max(MAX_PASSAGE_PERIODS, 'validation.lock.passagePeriods'),
    ).default([]),
    autoUnlock: int()
      .refine((v) => v === 1 || v === 2, 'validation.oneOf')
      .default(2),
  })
  .refine((v) => v.passageMode === 2 || v.cyclicConfig.length > 0, {
    message: 'validation.lock.passagePeriods',
    path: ['cyclicConfig'],
  });
export const configPassageModeResponseSchema = settingOperationResponseSchema;
