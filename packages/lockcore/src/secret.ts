// The per-lock secret set at initialization. The server generates it, stores it, and sends it in the lock.init
// command; the lock keeps it. Offline passcodes (issue 7) are derived from it by the algorithm in
// packages/lockcore/src/passcode/ — the only place that may interpret these bytes.

export const LOCK_SECRET_BYTES = 32;

/** base64url of `bytes` (from a CSPRNG supplied by the caller). */
export function encodeLockSecret(bytes: Uint8Array): string {
  if (bytes.length !== LOCK_SECRET_BYTES) throw new Error(`lock secret must be ${LOCK_SECRET_BYTES} bytes`);
  const abc = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = i + 1 >= bytes.length ? 2 : i + 2 >= bytes.length ? 3 : 4;
    for (let c = 0; c < chars; c++) out += abc[(n >> (18 - 6 * c)) & 63];
  }
  return out;
}

export const isLockSecret = (s: string) => /^[A-Za-z0-9_-]{43}$/.test(s);
