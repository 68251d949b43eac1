// POST /lock/changeTimezoneRawOffset — the lock's offset from UTC (ms, −12 h … +14 h in 15-minute steps) and
// optionally its IANA zone (kept by the server for the daylight-saving prompt).
import { z } from 'zod';
import { lockIdParam } from './lock';
import { settingOperationResponseSchema } from './setting-operation';

const QUARTER_HOUR = 15 * 60 * 1000;

export const isTimeZoneId = (id: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: id });
    return true;
  } catch {
    return false;
  }
};

export const changeTimezoneRawOffsetRequestSchema = z.object({
  lockId: lockIdParam(),
  timezoneRawOffset: z.coerce
    .number({ message: 'validation.lock.timezoneOffset' })
    .int('validation.lock.timezoneOffset')
    .min(-12 * 3600_000, 'validation.lock.timezoneOffset')
    .max(14 * 3600_000, 'validation.lock.timezoneOffset')
    .refine((ms) => ms % QUARTER_HOUR === 0, 'validation.lock.timezoneOffset'),
  timezoneId: z.string().trim().max(64).refine(isTimeZoneId, 'validation.lock.timezoneId').optional(),
});
export const changeTimezoneRawOffsetResponseSchema = settingOperationResponseSchema;
