// Auto-lock input (spec §5: an integer from 5 to 900 seconds) checked with the shared rule (the request schema refines
// with it; this module stays free of zod for the plain lock page, #26). 0 means "off" and has its own button, so typing
// it is refused like any other out-of-range value.
import { isAutoLockSeconds } from '@lockconsole/shared/lock/auto-lock-rule';

export function parseAutoLock(text: string): { seconds: number } | { problem: string } {
  const raw = text.trim();
  const n = raw === '' ? Number.NaN : Number(raw);
  if (!isAutoLockSeconds(n) || n === 0) return { problem: 'validation.lock.autoLockTime' };
  return { seconds: n };
}
