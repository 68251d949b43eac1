// Auto-lock input (spec §5: an integer from 5 to 900 seconds) checked with the shared schema. 0 means "off"
// and has its own button, so typing it is refused like any other out-of-range value.
import { autoLockSecondsSchema } from '@lockconsole/shared/lock/set-auto-lock-time';

export function parseAutoLock(text: string): { seconds: number } | { problem: string } {
  const raw = text.trim();
  const parsed = autoLockSecondsSchema.safeParse(raw === '' ? Number.NaN : raw);
  if (!parsed.success || parsed.data === 0) return { problem: 'validation.lock.autoLockTime' };
  return { seconds: parsed.data };
}
