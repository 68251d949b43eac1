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
import { createDevices } from './devices/devices.module';
import { createLocalBus, type EventBus } from './realtime/event-bus';
import { createGatewaysService } from './modules/gateways/gateways.service';
import { createLockRemoteService } from './modules/devices/lock-remote.service';
import { createOperationsService } from './modules/devices/operations.service';
import { createLockRecordsService } from './modules/devices/lock-records.service';
import { createPermissionsService } from './modules/permissions/permissions.service';
import { createGroupsRepo } from './modules/groups/groups.repo';
import { createGroupsService } from './modules/groups/groups.service';
import { createLocksRepo } from './modules/locks/locks.repo';
import { createLocksService } from './modules/locks/locks.service';
import { createLockSettingsService } from './modules/locks/lock-settings.service';
import { createLockExportsService } from './modules/locks/lock-exports.service';
import { lockSettingHooks } from './modules/locks/lock-commands';
import { createGatewayAdminRepo } from './modules/gateways/gateway-admin.repo';
import { createPasscodesRepo } from './modules/passcodes/passcodes.repo';
import { createPasscodesService } from './modules/passcodes/passcodes.service';

export type Adapters = {
  config: Config;
  db: Db;
  clock: Clock;
  random: Random;
  messenger: Messenger;
  log: FastifyBaseLogger;
  /** Test-only tuning (e.g. cheaper password hashing); production passes nothing. */
  tuning?: { passwordHash?: { memoryCost: number; timeCost: number } };
  /** Real-time fan-out across API nodes (devices → browsers); an in-process bus when absent (one node). */
  bus?: EventBus;
};

export function createServices(a: Adapters) {
  const sessions = createSessionService(a);
  const sites = createSitesService(a);
  const throttle = createLoginThrottle(a);
  const verification = createVerificationModule({ ...a, onIpReset: throttle.clearIp });
  const permissions = createPermissionsService(a);
  const groupsRepo = createGroupsRepo(a.db);
  const groups = createGroupsService({ repo: groupsRepo, clock: a.clock });
  const locksRepo = createLocksRepo(a.db);
  const gatewayAdmin = createGatewayAdminRepo(a.db);
  const accounts = createAccountsModule({
    ...a,
    sessions,
    sites,
    verification,
    throttle,
    links: { groupCounts: groups.counts, hasGateway: gatewayAdmin.hasAny, ownsLocks: locksRepo.ownsAny },
    passwordHash: a.tuning?.passwordHash,
  });
  const bus = a.bus ?? createLocalBus();
  const devices = createDevices(a, bus, lockSettingHooks({ repo: locksRepo, clock: a.clock, bus }));
  const gateways = createGatewaysService(a, devices);
  const lockRemote = createLockRemoteService(devices);
  const operations = createOperationsService(devices);
  const lockRecords = createLockRecordsService(a.db);
  const locks = createLocksService({ repo: locksRepo, groups: groupsRepo, permissions, clock: a.clock });
  const lockSettings = createLockSettingsService({ devices, repo: locksRepo, clock: a.clock });
  const lockExports = createLockExportsService({
    repo: locksRepo,
    confirmRecipient: (ctx, input) => accounts.profile.transferUserConfirm(ctx, input),
  });
  const passcodes = createPasscodesService({
    repo: createPasscodesRepo(a.db),
    clock: a.clock,
    siteMinLength: (host) => sites.passcodeMinLength(host),
  });
  return {
    sessions,
    sites,
    verification,
    accounts,
    devices,
    gateways,
    lockRemote,
    operations,
    lockRecords,
    permissions,
    groups,
    locks,
    lockSettings,
    lockExports,
    passcodes,
  };
}

export type Services = ReturnType<typeof createServices>;
