// Bodies of the device messages (docs/protocol.md), one zod schema per topic kind. The hub validates every
// incoming body with them; the simulator builds its bodies from the same types.
import { z } from 'zod';
import { COMMANDS, GATEWAY_VERSIONS } from './enums';

const ms = z.number().int().nonnegative();
/** Bluetooth MAC, upper case, colon separated. */
export const macSchema = z
  .string()
  .regex(/^[0-9A-F]{2}(:[0-9A-F]{2}){5}$/, 'validation.mac')
  .transform((s) => s.toUpperCase());
export const macParamSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(/^[0-9A-F]{2}(:[0-9A-F]{2}){5}$/, 'validation.mac'));

export const statusBodySchema = z.object({
  online: z.boolean(),
  ts: ms,
  version: z.union(GATEWAY_VERSIONS.map((v) => z.literal(v))).optional(),
  networkName: z.string().max(64).optional(),
  firmware: z.string().max(64).optional(),
});

export const heartbeatBodySchema = z.object({ ts: ms, uptime: z.number().nonnegative().optional() });

export const scanBodySchema = z.object({
  ts: ms,
  locks: z
    .array(
      z.object({
        mac: macSchema,
        rssi: z.number().int().min(-127).max(0),
        initialized: z.boolean(),
        name: z.string().max(64).optional(),
        model: z.string().max(64).optional(),
      }),
    )
    .max(200),
});

export const stateBodySchema = z.object({
  ts: ms,
  mac: macSchema,
  lockStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  battery: z.number().int().min(0).max(100),
  /** What the door sensor reads, from a lock that has one (issue 29). */
  doorOpen: z.boolean().optional(),
});

export const recordSchema = z.object({
  seq: z.number().int().positive(),
  type: z.number().int(),
  success: z.boolean(),
  /** Lock time of the event (the lock's own clock), ms. */
  lockTime: ms,
  /** Passcode, card number, fingerprint number… that was presented. */
  credential: z.string().max(64).optional(),
  /** Ekey of a remote (app/gateway) operation. */
  keyId: z.number().int().positive().optional(),
  /** Account that asked for a remote operation. */
  operator: z.number().int().positive().optional(),
  battery: z.number().int().min(0).max(100).optional(),
  /** Battery of the accessory that made the event (a key fob's press), in percent. */
  accessoryBattery: z.number().int().min(0).max(100).optional(),
});
export const recordsBodySchema = z.object({ mac: macSchema, records: z.array(recordSchema).min(1).max(100) });

export const resultBodySchema = z.object({
  reqId: z.string().min(1).max(64),
  ok: z.boolean(),
  code: z.number().int(),
  reason: z.string().max(200).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});

export const commandBodySchema = z.object({
  reqId: z.string().min(1).max(64),
  cmd: z.enum(COMMANDS),
  mac: macSchema,
  ts: ms,
  args: z.record(z.string(), z.unknown()),
});

export const ackBodySchema = z.object({ mac: macSchema, seq: z.number().int().nonnegative() });

/** Arguments of lock.init: what the lock is told when it joins an account. */
export const initArgsSchema = z.object({
  lockId: z.number().int().positive(),
  /** Per-lock secret (base64url, 32 bytes) for offline passcodes. */
  secret: z.string().min(16),
  adminUid: z.number().int().positive(),
  time: ms,
  timezoneRawOffset: z.number().int(),
});
export const initResultSchema = z.object({
  firmware: z.string().optional(),
  model: z.string().optional(),
  battery: z.number().int().min(0).max(100).optional(),
  lockStatus: z.number().int().optional(),
  nextSeq: z.number().int().optional(),
  /** The lock has a door sensor (issue 29). */
  doorSensor: z.boolean().optional(),
  /** The lock is a parking lock: a barrier raised and lowered instead of a bolt (issue 29). */
  parkingLock: z.boolean().optional(),
  /**
   * A hotel device that is not a door (issue 19): a lift controller (its "unlock" lets the card's floors be chosen)
   * or a power switch (the room's power with the card in its slot). Absent: a door (or parking) lock.
   */
  deviceKind: z
    .string()
    .optional()
    .transform((k) => (k === 'lift' || k === 'powerSwitch' ? k : undefined)),
});
export const remoteArgsSchema = z.object({ operator: z.number().int().positive(), keyId: z.number().int().optional() });

export type StatusBody = z.infer<typeof statusBodySchema>;
export type HeartbeatBody = z.infer<typeof heartbeatBodySchema>;
export type ScanBody = z.infer<typeof scanBodySchema>;
export type StateBody = z.infer<typeof stateBodySchema>;
export type LockRecordMessage = z.infer<typeof recordSchema>;
export type RecordsBody = z.infer<typeof recordsBodySchema>;
export type ResultBody = z.infer<typeof resultBodySchema>;
export type CommandBody = z.infer<typeof commandBodySchema>;
export type AckBody = z.infer<typeof ackBodySchema>;
export type InitArgs = z.infer<typeof initArgsSchema>;

/**
 * `progress`: a lock working on a command that needs a person (enrolling a fingerprint, a palm vein, a face) reports
 * each step: `done` of `total` presses so far; `hint` a short machine word for the page ("lift", "again", "poor").
 */
export const progressBodySchema = z.object({
  reqId: z.string().min(1).max(64),
  mac: macSchema,
  done: z.number().int().min(0).max(20),
  total: z.number().int().min(1).max(20),
  hint: z.enum(['press', 'lift', 'again', 'poor']).optional(),
});
export type ProgressBody = z.infer<typeof progressBodySchema>;

export const UP_BODY_SCHEMAS = {
  status: statusBodySchema,
  heartbeat: heartbeatBodySchema,
  scan: scanBodySchema,
  state: stateBodySchema,
  records: recordsBodySchema,
  result: resultBodySchema,
  progress: progressBodySchema,
} as const;
