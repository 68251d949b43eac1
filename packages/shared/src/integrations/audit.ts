// The audit log (issue 20): every write made by a person or an API key — who, with which key, what, on which lock,
// from which address, and how it ended. An account reads the writes it made and the writes anyone made on its locks.
import { z } from 'zod';
import { flag, paging, positiveInt, timeParam } from '../schemas/common';
import { pageSchema } from '../http/envelope';

export const AUDIT_VIA = { console: 1, apiKey: 2 } as const;

export const auditEntrySchema = z.object({
  auditId: z.number().int(),
  at: z.number().int(),
  /** The API path of the action, e.g. "/lock/unlock". */
  action: z.string(),
  actorId: z.number().int(),
  /** The person's name or account (e-mail or phone). */
  actorName: z.string(),
  /** 1 in the console (a session), 2 through an API key. */
  via: z.number().int(),
  apiKeyId: z.number().int().nullable(),
  apiKeyName: z.string().nullable(),
  lockId: z.number().int().nullable(),
  lockAlias: z.string().nullable(),
  /** The ids the request named (keyId, cardId, …). */
  targets: z.record(z.string(), z.union([z.number(), z.array(z.number())])),
  ip: z.string(),
  /** The answer's error code: 0 done. */
  errorCode: z.number().int(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /audit/list — newest first; filters combine. */
export const listAuditRequestSchema = z.object({
  ...paging,
  lockId: positiveInt().optional(),
  apiKeyId: positiveInt().optional(),
  /** Only writes through API keys (true) or only in the console (false). */
  viaKey: flag().optional(),
  /** Only failed (true) or only done (false) writes. */
  failed: flag().optional(),
  /** An action path, or its start ("/lock/" for every lock action). */
  action: z
    .string()
    .trim()
    .max(60, 'validation.tooLong')
    .regex(/^\/[A-Za-z/]*$/, 'validation.invalid')
    .optional(),
  startDate: timeParam().optional(),
  endDate: timeParam().optional(),
});
export const listAuditResponseSchema = pageSchema(auditEntrySchema);
