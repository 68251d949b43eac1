// What a /v3 call of the TTLock facade works with (issue 25): the merged parameters, and the product's own routes to
// call — each through the same checks as in the console (modules/ttlock/ttlock.route.ts builds it). Small helpers for
// the contract's shapes: paging clamped, write types, integer booleans, "done" answers.
import { ttFail } from './ttlock-errors';

export type Params = Record<string, string>;
// The product's answers are typed by their own schemas; the facade reads a few fields of each.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = any;

export type V3Env = {
  p: Params;
  /** Calls the product's route at `path` (e.g. "/lock/detail") as the token's person; a failure throws its errcode. */
  call: (path: string, input: Record<string, unknown>) => Promise<Answer>;
  /** Waits until the lock has confirmed an operation started by a call (a passcode push); throws its cause. */
  awaitOp: (operationId: number | null | undefined) => Promise<void>;
};

export type V3Call = (env: V3Env) => Promise<Record<string, unknown>>;

/** The answer of a write that the lock confirmed. */
export const DONE = { errcode: 0, errmsg: 'none error message', description: '' } as const;

/** Only what was sent (an absent parameter stays absent, so the product's defaults apply). */
export function pick(p: Params, names: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const n of names) if (p[n] !== undefined && p[n] !== '') out[n] = p[n]!;
  return out;
}

/** Paging as clients send it: pageNo from 1, pageSize clamped to what the call allows (never refused). */
export function paging(p: Params, max: number, dflt = 20) {
  const no = Number(p.pageNo);
  const size = Number(p.pageSize);
  return {
    pageNo: Number.isSafeInteger(no) && no >= 1 ? no : 1,
    pageSize: Number.isSafeInteger(size) && size >= 1 ? Math.min(size, max) : Math.min(dflt, max),
  };
}

/**
 * `addType` / `changeType` / `deleteType` / `type`: 2 (or absent) = do it now through the gateway. 1 = "already done on
 * the lock over Bluetooth, only record it": this server has no Bluetooth app to have done it, and recording a change
 * the lock may not have would make the list lie — refused with the contract's "not supported".
 */
export function throughGateway(p: Params, name: string) {
  const v = p[name];
  if (v === undefined || v === '' || v === '2') return;
  if (v === '1')
    throw ttFail('unsupported', `${name}=1 (done over Bluetooth) is not supported here: send ${name}=2 (gateway)`);
  throw ttFail('badParameter', `${name} must be 1 or 2`);
}

/** A product page in the contract's shape, each item mapped. */
export const page = (a: Answer, map: (x: Answer) => Record<string, unknown>) => ({
  list: (a.list as Answer[]).map(map),
  pageNo: a.pageNo,
  pageSize: a.pageSize,
  pages: a.pages,
  total: a.total,
});

/** A product date of "no end" as the contract says it: 0. */
export const msOrZero = (v: number | null | undefined) => (typeof v === 'number' && v > 0 ? v : 0);

/** A JSON list in a form value ("[1, 2, 3]"), or the contract's −3. */
export function jsonList(p: Params, name: string): unknown[] {
  const raw = p[name];
  if (raw === undefined || raw === '') return [];
  try {
    const v: unknown = JSON.parse(raw);
    if (Array.isArray(v)) return v;
  } catch {
    // answered below
  }
  throw ttFail('badParameter', `${name} must be a JSON array`);
}

/** `startDate` / `endDate` when they are real times (clients send 0 for "none"). */
export function dates(p: Params): Record<string, string> {
  const out: Record<string, string> = {};
  for (const n of ['startDate', 'endDate']) if (Number(p[n]) > 0) out[n] = p[n]!;
  return out;
}

/** A key's period: start and end (timed) or neither (permanent) — one alone would silently grant more. */
export function bothOrNone(period: Record<string, string>): Record<string, string> {
  if (Boolean(period.startDate) !== Boolean(period.endDate))
    throw ttFail('badParameter', 'send both startDate and endDate, or neither for a permanent key');
  return period;
}
