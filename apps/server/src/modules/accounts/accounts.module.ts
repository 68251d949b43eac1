// Wires the accounts services from the adapters and the services they lean on (sessions, sites, verification).
import type { Db } from '../../db/client';
import type { DomainEvents } from '../../events/domain-events';
import type { Clock } from '../../platform/clock';
import type { Messenger } from '../../messaging/messenger';
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
  /** Where `account.registered`, `account.identifierAdded` and `account.deleted` are announced. */
  events: DomainEvents;
  /** Tells an account's owner when wrong passwords pile up (#28.2). */
  messenger: Messenger;
  /** Test-only cheaper argon2 parameters; production passes nothing. */
  passwordHash?: { memoryCost: number; timeCost: number };
}) {
  const { db, clock, sessions, sites, throttle, links } = deps;
  const { codes, slider } = deps.verification;
  const repo = createAccountsRepo(db);
  const hasher = createPasswordHasher(deps.passwordHash);
  const passwords = createPasswordService({ repo, hasher, throttle, sessions, clock });
  return {
    auth: createAuthService({
      repo,
      hasher,
      throttle,
      codes,
      sessions,
      sites,
      clock,
      events: deps.events,
      messenger: deps.messenger,
    }),
    passwords,
    identity: createAccountIdentityService({
      repo,
      passwords,
      codes,
      sessions,
      sites,
      clock,
      links,
      events: deps.events,
    }),
    codes: createAccountCodesService({ repo, codes, slider, sites }),
    /** The TTLock token grant checks a password's md5 digest with it (modules/ttlock). */
    hasher,
    profile: createAccountsService({ repo, links, passwords, sites, clock }),
  };
}

export type AccountsModule = ReturnType<typeof createAccountsModule>;
