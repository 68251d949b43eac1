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
