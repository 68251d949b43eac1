// Builds every service from the adapters. The only place that wires modules together.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Messenger } from './messaging/messenger';
import type { Clock, Random } from './platform/clock';
import { createSessionService } from './modules/sessions/session.service';
import { createSitesService } from './modules/sites/sites.service';

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
  return { sessions, sites };
}

export type Services = ReturnType<typeof createServices>;
