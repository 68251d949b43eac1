// Parameter preparation of spec §7: a `date` on every call, nulls dropped, objects as JSON strings.
/** Request parameters as the endpoint schemas' input types describe them. */
export type Params = Record<string, unknown>;

export function prepareParams(params: Params, now: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) {
    if (v === null || v === undefined) continue;
    out[k] = typeof v === 'object' ? JSON.stringify(v) : String(v);
  }
  out.date = String(now);
  return out;
}

let lastDate = 0;
/**
 * The `date` of the next call: the clock in ms, and never the same twice, because the server takes a signed write
 * once only (a second one with the same parameters and date is a replay, 10014; docs/api.md).
 */
export function nextDate(now = Date.now()): number {
  lastDate = Math.max(now, lastDate + 1);
  return lastDate;
}
