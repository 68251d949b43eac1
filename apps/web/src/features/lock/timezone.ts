// Time zone offsets as the lock stores them (ms from UTC, −12 h … +14 h in 15-minute steps) and the zones the
// browser knows. Their labels and the lock's local time: @lockconsole/lockcore/lock-time.
const QUARTER = 15 * 60_000;
export const MIN_OFFSET = -12 * 3_600_000;
export const MAX_OFFSET = 14 * 3_600_000;

/** Every offset the API accepts. */
export function offsetOptions(): number[] {
  const out: number[] = [];
  for (let ms = MIN_OFFSET; ms <= MAX_OFFSET; ms += QUARTER) out.push(ms);
  return out;
}

/** The UTC offset of an IANA zone at a moment (ms), from Intl only. */
export function zoneOffsetAt(zone: string, atMs: number): number | null {
  try {
    const name =
      new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
        .formatToParts(new Date(atMs))
        .find((p) => p.type === 'timeZoneName')?.value ?? '';
    if (name === 'GMT') return 0;
    const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    if (!m) return null;
    const ms = (Number(m[2]) * 60 + Number(m[3])) * 60_000;
    return m[1] === '-' ? -ms : ms;
  } catch {
    return null;
  }
}

/** IANA zones the browser knows (empty where Intl cannot list them). */
export function zoneIds(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (k: string) => string[] };
  try {
    return intl.supportedValuesOf?.('timeZone') ?? [];
  } catch {
    return [];
  }
}
