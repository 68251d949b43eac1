// GET /lock/detail — everything spec §3 lists for a lock, for any role on it (auth {lock: 'view'}).
import { z } from 'zod';
import { lockGatewaySchema, lockIdParam, lockListItemSchema } from './lock';
import { passageModeConfigSchema } from './passage-mode';

export const lockDetailRequestSchema = z.object({ lockId: lockIdParam() });

export const daylightSavingSchema = z.object({
  /** Timezone enumeration of spec §3 as a prompt: enter summer time 1, exit (back to winter) −1, none 0. */
  prompt: z.number().int(),
  /** The zone's current UTC offset in ms (null when the lock has no zone). */
  zoneOffset: z.number().int().nullable(),
  /** remind 1, don't remind 2. */
  remind: z.number().int(),
});

export const lockDetailSchema = lockListItemSchema.extend({
  lockNumber: z.string(),
  model: z.string(),
  firmwareRevision: z.string(),
  /** The lock's offset from UTC in ms, as the lock was last told. */
  timezoneRawOffset: z.number().int(),
  timezoneId: z.string().nullable(),
  /** Passcode version (spec §3): not allowed 0 (added with an old app: no passcodes), v2 2, v3 3, v4 4. */
  keyboardPwdVersion: z.number().int(),
  daylightSaving: daylightSavingSchema,
  /** The lock's clock now, estimated from the last reading (null: never read). */
  lockDate: z.number().int().nullable(),
  clockCheckedAt: z.number().int().nullable(),
  /** Auto-lock time in seconds; 0 = off. */
  autoLockTime: z.number().int(),
  passageMode: passageModeConfigSchema,
  unlockNoticeSwitch: z.number().int(),
  doubleVerificationSwitch: z.number().int(),
  attendanceSwitch: z.number().int(),
  /** on 1, off 0. */
  hotelMode: z.number().int(),
  /** check-in 1, vacant 2. */
  roomStatus: z.number().int(),
  faceAuthNum: z.number().int(),
  /** Since when the door reads as it does (null: unknown); an alert when it stays open this long (s; 0 = never). */
  doorStateAt: z.number().int().nullable(),
  doorAlertSeconds: z.number().int(),
  createdAt: z.number().int(),
  gateways: z.array(lockGatewaySchema),
});
export type LockDetail = z.infer<typeof lockDetailSchema>;
export const lockDetailResponseSchema = lockDetailSchema;
