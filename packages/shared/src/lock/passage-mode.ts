// Passage mode (spec §3/§5, lock-platform-facts.md): on 1 / off 2, up to 5 periods {allDay, startTime, endTime,
// weekDays} in minutes of the lock's local day, week days Mon 1 … Sun 7, plus auto-unlock when a period starts.
import { z } from 'zod';

export const MAX_PASSAGE_PERIODS = 5;

export const passagePeriodSchema = z
  .object({
    /** All day: on 1, off 2. */
    allDay: z.union([z.literal(1), z.literal(2)], { message: 'validation.oneOf' }),
    /** Minutes after local midnight, 0–1439; ignored when allDay is 1. */
    startTime: z.number({ message: 'validation.number' }).int('validation.integer').min(0).max(1439).default(0),
    /** Minutes after local midnight, 1–1440; ignored when allDay is 1. */
    endTime: z.number({ message: 'validation.number' }).int('validation.integer').min(1).max(1440).default(1440),
    weekDays: z
      .array(z.number().int().min(1, 'validation.lock.weekDays').max(7, 'validation.lock.weekDays'), {
        message: 'validation.lock.weekDays',
      })
      .min(1, 'validation.lock.weekDays')
      .max(7, 'validation.lock.weekDays')
      .refine((d) => new Set(d).size === d.length, 'validation.lock.weekDays'),
  })
  .refine((p) => p.allDay === 1 || p.startTime < p.endTime, {
    message: 'validation.lock.passageTime',
    path: ['endTime'],
  });
export type PassagePeriod = z.infer<typeof passagePeriodSchema>;

export const passageModeConfigSchema = z.object({
  /** on 1, off 2. */
  passageMode: z.number().int(),
  cyclicConfig: z.array(passagePeriodSchema),
  /** Auto-unlock when a period starts: on 1, off 2. */
  autoUnlock: z.number().int(),
});
export type PassageModeConfig = z.infer<typeof passageModeConfigSchema>;

export const PASSAGE_OFF: PassageModeConfig = { passageMode: 2, cyclicConfig: [], autoUnlock: 2 };
