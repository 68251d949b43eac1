// From when a passed face verification still counts (pure): "once" — any since the face was kept; daily, weekly
// (from Monday) and monthly — since the start of the current day, week or month on the lock's own clock (its offset
// from UTC), so "daily" turns at the lock's midnight, not the server's.
import type { FaceAuthFrequency } from '@lockconsole/shared/biometric/face-auth';

const DAY = 86_400_000;

/** The earliest time a verification may have passed to count now; null: any time ("once"). */
export function verificationCountsSince(
  frequency: FaceAuthFrequency,
  nowMs: number,
  lockOffsetMs: number,
): number | null {
  if (frequency === 1) return null;
  const local = new Date(nowMs + lockOffsetMs);
  const dayStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  let start = dayStart;
  if (frequency === 3) start = dayStart - ((local.getUTCDay() + 6) % 7) * DAY;
  if (frequency === 4) start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1);
  return start - lockOffsetMs;
}

/** Until when a verification passed at `nowMs` counts; null for "once". */
export function verificationValidUntil(
  frequency: FaceAuthFrequency,
  nowMs: number,
  lockOffsetMs: number,
): number | null {
  if (frequency === 1) return null;
  const since = verificationCountsSince(frequency, nowMs, lockOffsetMs)!;
  const local = new Date(since + lockOffsetMs);
  if (frequency === 2) return since + DAY;
  if (frequency === 3) return since + 7 * DAY;
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - lockOffsetMs;
}
