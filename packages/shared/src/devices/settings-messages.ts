// Arguments and results of the lock settings commands (docs/protocol.md §Commands): auto-lock, passage mode,
// timezone offset, clock query and calibration, switches, state query. The server sends them, the simulator
// (and real gateways) parse them with these schemas.
import { z } from 'zod';

const ms = z.number().int().nonnegative();

export const autoLockArgsSchema = z.object({
  /** 0 = off, else 5–900. */
  seconds: z.number().int().min(0).max(900),
});

export const passageArgsSchema = z.object({
  enabled: z.boolean(),
  autoUnlock: z.boolean(),
  periods: z
    .array(
      z.object({
        allDay: z.boolean(),
        /** Minutes of the lock's local day. */
        startMinute: z.number().int().min(0).max(1440),
        endMinute: z.number().int().min(0).max(1440),
        /** Mon 1 … Sun 7. */
        weekDays: z.array(z.number().int().min(1).max(7)).min(1).max(7),
      }),
    )
    .max(5),
});

export const timezoneArgsSchema = z.object({
  /** Offset from UTC in ms. */
  timezoneRawOffset: z.number().int(),
  /** IANA zone (informational; the lock keeps only the offset). */
  timezoneId: z.string().max(64).optional(),
});

export const updateDateArgsSchema = z.object({ time: ms });

export const LOCK_SWITCHES = [
  'remoteUnlock',
  'unlockNotice',
  'doubleVerification',
  'attendance',
  'hotelMode',
  'roomStatus',
] as const;
export type LockSwitch = (typeof LOCK_SWITCHES)[number];

/** Switches on 1 / off 2; hotelMode on 1 / off 0; roomStatus check-in 1 / vacant 2. */
export const switchArgsSchema = z.object({ name: z.enum(LOCK_SWITCHES), value: z.number().int() });

export type AutoLockArgs = z.infer<typeof autoLockArgsSchema>;
export type PassageArgs = z.infer<typeof passageArgsSchema>;
export type TimezoneArgs = z.infer<typeof timezoneArgsSchema>;
export type SwitchArgs = z.infer<typeof switchArgsSchema>;
