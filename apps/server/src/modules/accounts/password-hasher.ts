// Password hashing adapter: argon2id (@node-rs/argon2). Production uses the OWASP parameters below; only tests
// inject cheaper ones (Adapters.tuning.passwordHash). Must not log or return passwords.
import { hash, verify } from '@node-rs/argon2';

/** OWASP password storage cheat sheet: argon2id, 19 MiB, 2 iterations, 1 lane. */
export const PRODUCTION_ARGON2 = { memoryCost: 19456, timeCost: 2 };
/** Algorithm.Argon2id of @node-rs/argon2 (a const enum, not importable under isolatedModules). */
const ARGON2ID = 2;

export type PasswordHasher = {
  hash: (password: string) => Promise<string>;
  verify: (stored: string, password: string) => Promise<boolean>;
  /** Spends the same time as a real check, for unknown accounts (no timing hint that an account exists). */
  dummyVerify: (password: string) => Promise<void>;
};

export function createPasswordHasher(
  tuning: { memoryCost: number; timeCost: number } = PRODUCTION_ARGON2,
): PasswordHasher {
  const options = { algorithm: ARGON2ID, memoryCost: tuning.memoryCost, timeCost: tuning.timeCost, parallelism: 1 };
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, options),
    verify: async (stored, password) => {
      try {
        return await verify(stored, password);
      } catch {
        return false;
      }
    },
    dummyVerify: async (password) => {
      dummy ??= hash('not-a-real-password-1', options);
      await verify(await dummy, password).catch(() => false);
    },
  };
}
