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
import { createCredentialUse } from './modules/credential-use/credential-use';
import { createLocalBus, type EventBus } from './realtime/event-bus';
import { withLockAudience } from './realtime/lock-audience';
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
import { createEkeysModule } from './modules/ekeys/ekeys.module';
import { presentEkey } from './modules/ekeys/ekey.presenter';
import { createLockUsersRepo } from './modules/lock-users/lock-users.repo';
import { createLockUsersService } from './modules/lock-users/lock-users.service';
import { createAuthAdminsRepo } from './modules/auth-admins/auth-admins.repo';
import { createAuthAdminsService } from './modules/auth-admins/auth-admins.service';
import { createPasscodeSyncRepo } from './modules/passcodes/passcode-sync.repo';
import { createPasscodeSync } from './modules/passcodes/passcode-sync';
import { createPasscodeWritesService } from './modules/passcodes/passcode-writes.service';
import { createPasscodeShareService } from './modules/passcodes/passcode-share.service';
import { createEkeyRevocation } from './modules/ekey-revocations/ekey-revocation';
import { createEkeyRevocationsRepo } from './modules/ekey-revocations/ekey-revocations.repo';

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
    // Keys sent to an account before it existed wait for it (issue 6); read lazily: ekeys are built below.
    onRegistered: (userId, normalizedAccount) => ekeys.ekeys.claimPending(userId, normalizedAccount),
    onIdentifierAdded: (userId, normalizedAccount) => ekeys.ekeys.claimPending(userId, normalizedAccount),
    onUnregistered: (userId) => ekeys.ekeys.holderGone(userId),
  });
  // Lock events reach every account that manages the lock (owner and authorized admins), not only their cause.
  const bus = withLockAudience(a.bus ?? createLocalBus(), permissions.managersOf, a.log);
  const passcodesRepo = createPasscodesRepo(a.db);
  const passcodeSyncRepo = createPasscodeSyncRepo(a.db);
  // Passcode pushes need the devices, and the devices need the passcode hooks: the devices are read lazily.
  const passcodeSync = createPasscodeSync({ devices: () => devices, repo: passcodeSyncRepo, clock: a.clock, bus });
  // Frozen, deleted, replaced or narrowed keys are taken back on the lock itself through a gateway.
  const ekeyRevocation = createEkeyRevocation({
    devices: () => devices,
    repo: createEkeyRevocationsRepo(a.db),
    clock: a.clock,
    log: a.log,
    retryAfterMs: 3 * a.config.devices.opTimeoutMs,
  });
  const devices = createDevices(a, bus, {
    hooks: {
      ...lockSettingHooks({ repo: locksRepo, clock: a.clock, bus }),
      ...passcodeSync.successHooks,
      ...ekeyRevocation.successHooks,
    },
    failureHooks: { ...passcodeSync.failureHooks, ...ekeyRevocation.failureHooks },
    // Records tell which once/clear codes and once ekeys were used on the lock (it judges them offline).
    onRecords: createCredentialUse({ db: a.db, bus }),
    onGatewayOnline: ekeyRevocation.gatewayOnline,
    periodic: [{ name: 'ekey revocation retry', everyMs: a.config.devices.opTimeoutMs, run: ekeyRevocation.retry }],
  });
  const gateways = createGatewaysService(a, devices);
  const lockRemote = createLockRemoteService(devices);
  const ekeys = createEkeysModule({
    ...a,
    permissions,
    lockRemote,
    revocation: ekeyRevocation,
    publicUrl: a.config.publicUrl,
    siteName: async (host) => (await sites.resolveByHost(host)).name,
  });
  const lockUsers = createLockUsersService({
    repo: createLockUsersRepo(a.db),
    clock: a.clock,
    revocation: ekeyRevocation,
    // Lock users' keys are listed exactly like the ekeys module lists keys.
    items: async (q) => {
      const { rows, total } = await ekeys.repo.listItems(q);
      const now = a.clock.now().getTime();
      return { list: rows.map((r) => presentEkey(r, now, q.t)), total };
    },
  });
  const authAdmins = createAuthAdminsService({
    repo: createAuthAdminsRepo(a.db),
    permissions,
    clock: a.clock,
    sendKey: ekeys.ekeys.placeKey,
    notifyKeys: ekeys.ekeys.notify,
  });
  const operations = createOperationsService(devices);
  const lockRecords = createLockRecordsService(a.db);
  const locks = createLocksService({ repo: locksRepo, groups: groupsRepo, permissions, clock: a.clock });
  const lockSettings = createLockSettingsService({ devices, repo: locksRepo, clock: a.clock });
  const lockExports = createLockExportsService({
    repo: locksRepo,
    confirmRecipient: (ctx, input) => accounts.profile.transferUserConfirm(ctx, input),
  });
  const passcodeWrites = createPasscodeWritesService({
    repo: passcodesRepo,
    syncRepo: passcodeSyncRepo,
    sync: passcodeSync,
    clock: a.clock,
    random: a.random,
    siteMinLength: (host) => sites.passcodeMinLength(host),
  });
  const passcodes = createPasscodesService({
    repo: passcodesRepo,
    clock: a.clock,
    siteMinLength: (host) => sites.passcodeMinLength(host),
    rateGuard: passcodeWrites.rateGuard,
  });
  const passcodeShare = createPasscodeShareService({
    repo: passcodesRepo,
    syncRepo: passcodeSyncRepo,
    clock: a.clock,
    messenger: a.messenger,
    siteName: async (host) => (await sites.resolveByHost(host)).name,
  });
  return {
    ekeys,
    lockUsers,
    authAdmins,
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
    passcodeWrites,
    passcodeShare,
  };
}

export type Services = ReturnType<typeof createServices>;
