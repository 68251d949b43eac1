// Time and randomness adapters, so services never call Date.now() or crypto directly and tests can steer them.
import crypto from 'node:crypto';

export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move forward. */
export function manualClock(start = new Date()): Clock & { advance: (ms: number) => void; set: (d: Date) => void } {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance: (ms) => {
      t += ms;
    },
    set: (d) => {
      t = d.getTime();
    },
  };
}

export type Random = {
  /** URL-safe opaque token of `bytes` random bytes. */
  token: (bytes?: number) => string;
  /** Uniform integer in [min, max). */
  int: (min: number, max: number) => number;
  /** Zero-padded decimal code of `digits` digits. */
  digits: (digits: number) => string;
};

export const systemRandom: Random = {
  token: (bytes = 32) => crypto.randomBytes(bytes).toString('base64url'),
  int: (min, max) => crypto.randomInt(min, max),
  digits: (n) => String(crypto.randomInt(0, 10 ** n)).padStart(n, '0'),
};

export const sha256Hex = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
