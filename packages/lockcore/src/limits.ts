// Capacities and ranges a lock enforces (lock-platform-facts.md, spec §5/§9).

export const MAX_CUSTOM_PASSCODES = 250;
export const MAX_CARDS = 1000;
export const CUSTOM_PASSCODE_MIN = 4;
export const CUSTOM_PASSCODE_MAX = 9;
export const AUTO_LOCK_MIN_S = 5;
export const AUTO_LOCK_MAX_S = 900;
export const MAX_PASSAGE_PERIODS = 5;

/** 4–9 digits (the site minimum may raise the lower bound). */
export const isPasscodeFormat = (code: string, minLength = CUSTOM_PASSCODE_MIN) =>
  new RegExp(`^[0-9]{${Math.max(minLength, CUSTOM_PASSCODE_MIN)},${CUSTOM_PASSCODE_MAX}}$`).test(code);

/** 0 = auto-lock off; otherwise whole seconds 5–900. */
export const isAutoLockTime = (s: number) =>
  Number.isInteger(s) && (s === 0 || (s >= AUTO_LOCK_MIN_S && s <= AUTO_LOCK_MAX_S));

/**
 * Keypad lockout (docs/protocol.md): this many wrong codes on the keypad within `windowMs` lock it for `lockMs`; the
 * lock writes one "system locked" record (48) when it locks and refuses every code, right or wrong, until then.
 */
export const KEYPAD_LOCKOUT = { wrongCodes: 5, windowMs: 5 * 60_000, lockMs: 5 * 60_000 } as const;

/** Battery level (percent) below which the lock counts as low: an owner is told once per crossing. */
export const LOW_BATTERY_PERCENT = 20;
