// Ekeys as the console shows them (spec §3): status codes, key and validity types, cycle days (Sun 1 … Sat 7),
// the list item, and the request building blocks shared by the /key/* and /lock/listKey schemas. The time rules
// that need "now" and the lock's zone are in validation/period-rules.ts (server and forms apply them).
import { z } from 'zod';
import { int, jsonString, positiveInt, timeParam } from '../schemas/common';
import { accountSchema, countryCodeSchema, oneOfInt, optional } from '../user/account-fields';
import { accountKind } from '../validation/account';
import { VALIDITY_TYPE } from './ekey-values';

export {
  CYCLE_DAY,
  KEY_STATUS,
  KEY_TYPE,
  ONCE_KEY_MS,
  REMOTE_ENABLE,
  VALIDITY_TYPE,
  type KeyStatus,
  type ValidityType,
} from './ekey-values';

export const keyIdParam = () => positiveInt();

export const keyNameParam = () =>
  z.string({ message: 'validation.required' }).trim().min(1, 'validation.ekey.name').max(50, 'validation.ekey.name');

export const remarksParam = () => z.string().trim().max(200, 'validation.remark.format');

/** Millisecond instant of a key period (0 or absent = not given). */
export const keyDateParam = () => timeParam().optional();

/** A JSON array of distinct cycle days, Sun 1 … Sat 7. */
export const cycleDaysParam = () =>
  jsonString(
    z
      .array(int().min(1, 'validation.ekey.cycleDays').max(7, 'validation.ekey.cycleDays'), {
        message: 'validation.ekey.cycleDays',
      })
      .min(1, 'validation.ekey.cycleDays')
      .max(7, 'validation.ekey.cycleDays')
      .refine((d) => new Set(d).size === d.length, 'validation.ekey.cycleDays'),
  );

const minuteParam = () => int().min(0, 'validation.ekey.cycleWindow').max(1440, 'validation.ekey.cycleWindow');

/** The period of a key as requested (send, sendBatch, changePeriod). */
export const periodFields = {
  validityType: oneOfInt([1, 2, 3, 4]),
  /** ms; absent = now (limited, once, cycle). Ignored for permanent keys. */
  startDate: keyDateParam(),
  /** ms; limited and cycle keys need it. */
  endDate: keyDateParam(),
  /** Cycle keys: JSON array of days (Sun 1 … Sat 7) and the daily window in the lock's local minutes. */
  cycleDays: optional(cycleDaysParam()),
  cycleStartMinute: optional(minuteParam()),
  cycleEndMinute: optional(minuteParam()),
};

/** The period fields of /key/send, /key/sendBatch and /key/changePeriod as requested (after parsing). */
export type KeyPeriodRequest = {
  validityType: number;
  startDate?: number;
  endDate?: number;
  cycleDays?: number[];
  cycleStartMinute?: number;
  cycleEndMinute?: number;
};

/**
 * Object-level checks of a requested period that need neither "now" nor the lock (the rest: period-rules.ts):
 * limited/cycle need an end, cycle needs days and a window with start < end, start before end when both given.
 */
export const checkPeriodShape = (v: KeyPeriodRequest, ctx: z.RefinementCtx) => {
  const needsEnd = v.validityType === VALIDITY_TYPE.limited || v.validityType === VALIDITY_TYPE.cycle;
  if (needsEnd && !v.endDate)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.period.endRequired' });
  else if (needsEnd && v.startDate && v.endDate && v.startDate >= v.endDate)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.period.startAfterEnd' });
  if (v.validityType !== VALIDITY_TYPE.cycle) return;
  if (!v.cycleDays) ctx.addIssue({ code: 'custom', path: ['cycleDays'], message: 'validation.ekey.cycleDays' });
  const s = v.cycleStartMinute;
  const e = v.cycleEndMinute;
  if (s === undefined || e === undefined || s >= e)
    ctx.addIssue({ code: 'custom', path: ['cycleEndMinute'], message: 'validation.ekey.cycleWindow' });
};

/** The receiving account: an e-mail, or a mobile with its country code. */
export const receiverFields = {
  receiverUsername: accountSchema,
  /** Calling code ("61") when receiverUsername is a mobile. */
  countryCode: optional(countryCodeSchema),
  /** 1: send even when no account has that name yet (the key waits, 110402, until it registers). */
  createUser: optional(oneOfInt([0, 1])).default(0),
};

export const checkReceiver = (v: { receiverUsername?: string; countryCode?: string }, ctx: z.RefinementCtx) => {
  if (v.receiverUsername && accountKind(v.receiverUsername) === 'mobile' && !v.countryCode)
    ctx.addIssue({ code: 'custom', path: ['countryCode'], message: 'validation.account.countryCode' });
};

/** What the sender grants besides the period. */
export const grantFields = {
  keyName: keyNameParam(),
  /** Authorized admin 1 (owner only), else 0. */
  keyRight: optional(oneOfInt([0, 1])).default(0),
  /** Remote unlock: allow 1, not allow 2. */
  remoteEnable: optional(oneOfInt([1, 2])).default(2),
  remarks: optional(remarksParam()),
};

export const ekeyItemSchema = z.object({
  keyId: z.number().int(),
  lockId: z.number().int(),
  lockAlias: z.string(),
  /** The holder's account id; null while the key waits for the account to register. */
  uid: z.number().int().nullable(),
  /** The holder's account: mobile with country code or e-mail. */
  username: z.string(),
  nickname: z.string(),
  keyName: z.string(),
  /** Status string code (spec §3); overdue is computed from endDate. */
  keyStatus: z.string(),
  /** normal 1, cycle 4. */
  keyType: z.number().int(),
  /** permanent 1, limited 2, once 3, cycle 4. */
  validityType: z.number().int(),
  /** ms; 0/0 = permanent. */
  startDate: z.number().int(),
  endDate: z.number().int(),
  /** Sun 1 … Sat 7; empty unless cycle. */
  cycleDays: z.array(z.number().int()),
  /** Daily window in the lock's local minutes (cycle keys), else null. */
  cycleStartMinute: z.number().int().nullable(),
  cycleEndMinute: z.number().int().nullable(),
  /** Authorized admin 1, else 0. */
  keyRight: z.number().int(),
  /** allow 1, not allow 2. */
  remoteEnable: z.number().int(),
  senderUid: z.number().int().nullable(),
  senderUsername: z.string(),
  /** Send time, ms. */
  date: z.number().int(),
  remarks: z.string(),
  /** Whether the lock itself was told to refuse the key's earlier credentials (LOCK_REVOKE_STATE). */
  lockRevokeState: z.number().int(),
  /**
   * While the lock has not been told yet (lockRevokeState 1) and an attempt failed: the error code of the last
   * attempt and its message in the caller's language (e.g. −4056 the lock's memory is full); else null.
   */
  lockRevokeErrorCode: z.number().int().nullable(),
  lockRevokeReason: z.string().nullable(),
});
export type EkeyItem = z.infer<typeof ekeyItemSchema>;

export { LOCK_REVOKE_STATE } from './ekey-values';

/** One lock's outcome in a batch (sendBatch, auth/create): errorCode 0 with keyId on success. */
export const ekeyBatchResultSchema = z.object({
  lockId: z.number().int(),
  lockAlias: z.string(),
  keyId: z.number().int().nullable(),
  errorCode: z.number().int(),
  errorMsg: z.string(),
});
export type EkeyBatchResult = z.infer<typeof ekeyBatchResultSchema>;
