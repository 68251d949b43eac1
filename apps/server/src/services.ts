// Builds every service from the adapters. The only place that wires modules together.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Messenger } from './messaging/messenger';
import type { Clock, Random } from './platform/clock';
import { createSessionService } from './modules/sessions/session.service';
import { createSitesService } from './modules/sites/sites.service';
import { createAccountsModule } from './modules/accounts/accounts.module';
import { createLoginThrottle } from './modules/accounts/login-throttle';
import { createVerificationModule } from './modules/verification/verification.module';

export type Adapters = {
  config: Config;
  db: Db;
  clock: Clock;
  random: Random;
  messenger: Messenger;
  log: FastifyBaseLogger;
  /** Test-only tuning (e.g. cheaper password hashing); production passes nothing. */
  tuning?: { passwordHash?: { memoryCost: number; timeCost: number } };
};

export function createServices(a: Adapters) {
  const sessions = createSessionService(a);
  const sites = createSitesService(a);
  const throttle = createLoginThrottle(a);
  const verification = createVerificationModule({ ...a, onIpReset: throttle.clearIp });
  const accounts = createAccountsModule({
    ...a,
    sessions,
    sites,
    verification,
    throttle,
    passwordHash: a.tuning?.passwordHash,
  });
  return { sessions, sites, verification, accounts };
}

export type Services = ReturnType<typeof createServices>;
