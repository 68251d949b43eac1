// Wires the accounts services from the adapters and the services they lean on (sessions, sites, verification).
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { SessionService } from '../sessions/session.service';
import type { SitesService } from '../sites/sites.service';
import type { VerificationModule } from '../verification/verification.module';
import { createAccountCodesService } from './account-codes.service';
import { createAccountIdentityService } from './account-identity.service';
import { createAccountsRepo } from './accounts.repo';
import { createAccountsService, type AccountLinks } from './accounts.service';
import { createAuthService } from './auth.service';
import type { LoginThrottle } from './login-throttle';
import { createPasswordHasher } from './password-hasher';
import { createPasswordService } from './password.service';

export function createAccountsModule(deps: {
  db: Db;
  clock: Clock;
  sessions: SessionService;
  sites: SitesService;
  verification: VerificationModule;
  throttle: LoginThrottle;
  links: AccountLinks;
  /** After a new account exists (e.g. ekeys claim the keys waiting for it). */
  onRegistered?: (userId: number, normalizedAccount: string) => Promise<unknown>;
  /** After a signed-in account binds or changes to a new e-mail or mobile (same use as onRegistered). */
  onIdentifierAdded?: (userId: number, normalizedAccount: string) => Promise<unknown>;
  /** After an account was deleted (e.g. the ekeys it held are deleted and taken back on the locks). */
  onUnregistered?: (userId: number) => Promise<unknown>;
  /** Test-only cheaper argon2 parameters; production passes nothing. */
  passwordHash?: { memoryCost: number; timeCost: number };
}) {
  const { db, clock, sessions, sites, throttle, links } = deps;
  const { codes, slider } = deps.verification;
  const repo = createAccountsRepo(db);
  const hasher = createPasswordHasher(deps.passwordHash);
  const passwords = createPasswordService({ repo, hasher, throttle, sessions, clock });
  return {
    auth: createAuthService({ repo, hasher, throttle, codes, sessions, sites, clock, onRegistered: deps.onRegistered }),
    passwords,
    identity: createAccountIdentityService({
      repo,
      passwords,
      codes,
      sessions,
      sites,
      clock,
      links,
      onIdentifierAdded: deps.onIdentifierAdded,
      onUnregistered: deps.onUnregistered,
    }),
    codes: createAccountCodesService({ repo, codes, slider, sites }),
    profile: createAccountsService({ repo, links, passwords, sites, clock }),
  };
}

export type AccountsModule = ReturnType<typeof createAccountsModule>;
