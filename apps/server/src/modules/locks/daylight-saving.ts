// Daylight-saving prompt (spec §4: enter, exit, don't remind): compares the offset the lock was told with its
// IANA zone's offset now, using Intl only. Pure; the caller passes the time.

/** UTC offset of `zone` at `atMs`, in ms (e.g. Europe/Berlin in July → 7 200 000). */
export function zoneOffsetMs(zone: string, atMs: number): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(
    new Date(atMs),
  );
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!m) return 0;
  const ms = (Number(m[2]) * 60 + Number(m[3])) * 60_000;
  return m[1] === '-' ? -ms : ms;
}

/** Timezone enumeration of spec §3 as a prompt: enter summer time 1, exit −1, nothing to do 0. */
export function dstPrompt(
  lockOffsetMs: number,
  zone: string | null,
  nowMs: number,
): { prompt: number; zoneOffset: number | null } {
  if (!zone) return { prompt: 0, zoneOffset: null };
  const now = zoneOffsetMs(zone, nowMs);
  const year = new Date(nowMs).getUTCFullYear();
  const jan = zoneOffsetMs(zone, Date.UTC(year, 0, 1));
  const jul = zoneOffsetMs(zone, Date.UTC(year, 6, 1));
  const standard = Math.min(jan, jul);
  const summer = Math.max(jan, jul);
  // Only a zone with daylight saving, and a lock on one of its two offsets, gets a prompt.
  if (standard === summer || (lockOffsetMs !== standard && lockOffsetMs !== summer) || lockOffsetMs === now) {
    return { prompt: 0, zoneOffset: now };
  }
  return { prompt: now > lockOffsetMs ? 1 : -1, zoneOffset: now };
}
