// Password hashing adapter: argon2id (@node-rs/argon2). Production uses the OWASP parameters below; only tests
// inject cheaper ones (Adapters.tuning.passwordHash). Must not log or return passwords.
//
// What is hashed is the password's lower-case md5 hex, not the password (stored as `md5$<argon2id string>`): TTLock
// clients sign in with that digest (issue 25, docs/security.md "Passwords and the TTLock token grant"), and this way
// one stored hash checks both the console's password and a client's digest. Hashes stored before (a bare argon2id
// of the password) still verify; the console's sign-in replaces them (`needsUpgrade`).
import { createHash } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP password storage cheat sheet: argon2id, 19 MiB, 2 iterations, 1 lane. */
export const PRODUCTION_ARGON2 = { memoryCost: 19456, timeCost: 2 };
/** Algorithm.Argon2id of @node-rs/argon2 (a const enum, not importable under isolatedModules). */
const ARGON2ID = 2;

export type PasswordHasher = {
  hash: (password: string) => Promise<string>;
  verify: (stored: string, password: string) => Promise<boolean>;
  /** Checks the password's lower-case md5 hex (a TTLock client's sign-in); false for a hash of the old scheme. */
  verifyDigest: (stored: string, md5Hex: string) => Promise<boolean>;
  /** A hash of the old scheme: replaced at the next sign-in with the password. */
  needsUpgrade: (stored: string) => boolean;
  /** Spends the same time as a real check, for unknown accounts (no timing hint that an account exists). */
  dummyVerify: (password: string) => Promise<void>;
};

const DIGEST_SCHEME = 'md5$';
export const md5Hex = (password: string) => createHash('md5').update(password, 'utf8').digest('hex');

export function createPasswordHasher(
  tuning: { memoryCost: number; timeCost: number } = PRODUCTION_ARGON2,
): PasswordHasher {
  const options = { algorithm: ARGON2ID, memoryCost: tuning.memoryCost, timeCost: tuning.timeCost, parallelism: 1 };
  let dummy: Promise<string> | undefined;
  const check = async (stored: string, secret: string) => {
    try {
      return await verify(stored, secret);
    } catch {
      return false;
    }
  };
  return {
    hash: async (password) => DIGEST_SCHEME + (await hash(md5Hex(password), options)),
    verify: (stored, password) =>
      stored.startsWith(DIGEST_SCHEME)
        ? check(stored.slice(DIGEST_SCHEME.length), md5Hex(password))
        : check(stored, password),
    verifyDigest: async (stored, digest) =>
      stored.startsWith(DIGEST_SCHEME) ? check(stored.slice(DIGEST_SCHEME.length), digest) : false,
    needsUpgrade: (stored) => !stored.startsWith(DIGEST_SCHEME),
    dummyVerify: async (password) => {
      dummy ??= hash('not-a-real-password-1', options);
      await verify(await dummy, md5Hex(password)).catch(() => false);
    },
  };
}
