// Auto-lock's rule (spec §5: whole seconds 5–900, or 0 for off), without zod: the lock page checks what is typed
// before antd or zod load (#26). The request schema (set-auto-lock-time.ts) refines with the same function.
export const AUTO_LOCK_MIN = 5;
export const AUTO_LOCK_MAX = 900;

export const isAutoLockSeconds = (n: number) =>
  n === 0 || (Number.isInteger(n) && n >= AUTO_LOCK_MIN && n <= AUTO_LOCK_MAX);
