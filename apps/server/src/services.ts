// Builds every service from the adapters. The only place that wires modules together.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { EXPORT_KEEP_MS } from '@lockconsole/shared/export/export';
import type { Db } from './db/client';
import type { Messenger } from './messaging/messenger';
import type { Clock, Random } from './platform/clock';
import { createSessionService } from './modules/sessions/session.service';
import { createSitesService } from './modules/sites/sites.service';
import { createAccountsModule } from './modules/accounts/accounts.module';
import { createLoginThrottle } from './modules/accounts/login-throttle';
import { createVerificationModule } from './modules/verification/verification.module';
import { createDeviceHub } from './devices/device-hub';
import { createDomainEvents } from './events/domain-events';
import { followCredentialUse } from './modules/credential-use/credential-use';
import { createLocalBus, type EventBus } from './realtime/event-bus';
import { withLockAudience } from './realtime/lock-audience';
import { createGatewaysService } from './modules/gateways/gateways.service';
import { createGatewaysRepo } from './modules/gateways/gateways.repo';
import { createGatewayLocksRepo } from './modules/gateways/gateway-locks.repo';
import { createLockPairing } from './modules/gateways/lock-pairing';
import { createGatewayMoveGuard } from './modules/gateways/gateway-move-guard';
import { createAccountsRepo } from './modules/accounts/accounts.repo';
import { createLockRemoteService } from './modules/locks/lock-remote.service';
import { createFaceAuthRepo } from './modules/face-auth/face-auth.repo';
import { createFaceAuthService } from './modules/face-auth/face-auth.service';
import { createOperationsService } from './modules/operations/operations.service';
import { createLockRecordsService } from './modules/records/records.service';
import { createRecordsRepo } from './modules/records/records.repo';
import { createPermissionsService } from './modules/permissions/permissions.service';
import { createGroupsRepo } from './modules/groups/groups.repo';
import { createGroupsService } from './modules/groups/groups.service';
import { createTemplatesRepo } from './modules/templates/templates.repo';
import { createTemplatesService } from './modules/templates/templates.service';
import { createTransfersRepo } from './modules/transfers/transfers.repo';
import { createHotelRepo } from './modules/hotel/hotel.repo';
import { createHotelService } from './modules/hotel/hotel.service';
import { createMapRepo } from './modules/map/map.repo';
import { createMapService } from './modules/map/map.service';
import { createCityIndex } from './modules/map/city-index';
import { createTransfersService } from './modules/transfers/transfers.service';
import { createLocksRepo } from './modules/locks/locks.repo';
import { createLockListRepo } from './modules/locks/lock-list.repo';
import { createLocksService } from './modules/locks/locks.service';
import { createLockSettingsService } from './modules/locks/lock-settings.service';
import { createLockExportsService } from './modules/locks/lock-exports.service';
import { followLockSettings } from './modules/locks/lock-commands';
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
import { createCredentialsRepo } from './modules/credentials/credentials.repo';
import { createCredentialSync } from './modules/credentials/credential-sync';
import { createCredentialReadBack } from './modules/credentials/credential-read-back';
import { createCardsService } from './modules/cards/cards.service';
import { createAccessoryScan, listenForAccessoryBattery } from './modules/keyfobs/accessories';
import { createKeyfobsService } from './modules/keyfobs/keyfobs.service';
import { createKeypadsService } from './modules/keyfobs/keypads.service';
import { createLinkAttemptsRepo } from './modules/link-attempts/link-attempts.repo';
import { createQrcodesService } from './modules/qrcodes/qrcodes.service';
import { createBiometricService } from './modules/biometrics/biometrics.service';
import { createFacePhotoService } from './modules/biometrics/faces.service';
import { createFacePhotoChecker } from './modules/faces/face-photo-check';
import { createFingerprintReaderService } from './modules/biometrics/fingerprint-reader.service';
import { biometricKey, createSealer } from './platform/sealer';
import { createEkeyRevocation } from './modules/ekey-revocations/ekey-revocation';
import { createEkeyRevocationsRepo } from './modules/ekey-revocations/ekey-revocations.repo';
import { createExportsRepo } from './modules/exports/exports.repo';
import { createExportRunner } from './modules/exports/export-runner';
import { createExportsService } from './modules/exports/exports.service';
import type { ExportReaders } from './modules/exports/export-sources';
import { createExportMail } from './modules/exports/export-mail';
import { createAlertsRepo } from './modules/alerts/alerts.repo';
import { createAlertsService } from './modules/alerts/alerts.service';
import { createAlertDelivery } from './modules/alerts/alert-delivery';
import { followAlertSources } from './modules/alerts/alert-sources';
import { createApiKeysRepo } from './modules/integrations/api-keys.repo';
import { createOpenAppsRepo } from './modules/ttlock/open-apps.repo';
import { createCredentialTransfersRepo } from './modules/transfers/credential-transfers.repo';
import { createReceivedCredentialsService } from './modules/transfers/received-credentials.service';
import { createOpenAppsService } from './modules/ttlock/open-apps.service';
import { createOpenTokens } from './modules/ttlock/open-tokens';
import { createOpenAppCallbacks } from './modules/ttlock/open-app-callbacks';
import { createApiKeysService } from './modules/integrations/api-keys.service';
import { createAuditRepo } from './modules/integrations/audit.repo';
import { createAuditService } from './modules/integrations/audit.service';
import { createWebhooksRepo } from './modules/webhooks/webhooks.repo';
import { createQuietAccounts } from './modules/webhooks/quiet-accounts';
import { createWebhooksService } from './modules/webhooks/webhooks.service';
import { createWebhookRunner } from './modules/webhooks/webhook-runner';
import { followWebhookSources } from './modules/webhooks/webhook-sources';
import { createOrdersRepo } from './modules/commerce/orders.repo';
import { createLedgerRepo } from './modules/commerce/ledger.repo';
import { createMeter } from './modules/commerce/meter';
import { createPremiumGate } from './modules/commerce/premium-gate';
import { createPremiumReminder } from './modules/commerce/premium-reminder';
import { SERVICE_TYPE } from '@lockconsole/shared/commerce/commerce';
import { createCommerceService } from './modules/commerce/commerce.service';
import { createPaymentsService } from './modules/commerce/payments.service';
import { paymentGatewayOf } from './modules/commerce/providers/configured';
import { createPremiumService } from './modules/commerce/premium.service';
import { createRetention } from './ops/retention';
import { createRecordPartitions } from './db/record-partitions';

export type Adapters = {
  config: Config;
  db: Db;
  clock: Clock;
  random: Random;
  messenger: Messenger;
  log: FastifyBaseLogger;
  /** Test-only tuning (e.g. cheaper password hashing); production passes nothing. */
  tuning?: { passwordHash?: { memoryCost: number; timeCost: number }; exportMailAfterMs?: number };
  /** Real-time fan-out across API nodes (devices → browsers); an in-process bus when absent (one node). */
  bus?: EventBus;
};

export function createServices(a: Adapters) {
  const permissions = createPermissionsService(a);
  // Lock events reach every account that manages the lock (owner and authorized admins), not only their cause.
  const bus = withLockAudience(a.bus ?? createLocalBus(), permissions.managersOf, a.log);
  const events = createDomainEvents({ bus, nodeId: a.config.nodeId, log: a.log });
  const sessions = createSessionService({ ...a, events });
  const sites = createSitesService(a);
  const throttle = createLoginThrottle(a);
  const verification = createVerificationModule({
    ...a,
    onIpReset: throttle.clearIp,
    codeResendMs: a.config.codeResendMs,
  });
  const groupsRepo = createGroupsRepo(a.db);
  // Premium functions (issue 17) are gated in the modules that own them.
  const premiumGate = createPremiumGate({ db: a.db, clock: a.clock });
  const groups = createGroupsService({ repo: groupsRepo, clock: a.clock, premium: premiumGate });
  const templates = createTemplatesService({ repo: createTemplatesRepo(a.db), clock: a.clock, premium: premiumGate });
  const locksRepo = createLocksRepo(a.db);
  const gatewaysRepo = createGatewaysRepo(a.db);
  const gatewayLocks = createGatewayLocksRepo(a.db);
  const recordsRepo = createRecordsRepo(a.db);
  const accountsRepo = createAccountsRepo(a.db);
  // Paid services' units (issue 17): read by the face balance answers, used by the commerce service below.
  const ledgerRepo = createLedgerRepo(a.db);
  const faceUnits = (userId: number) => ledgerRepo.balanceOf(userId, SERVICE_TYPE.faceIdentify);
  const meter = createMeter({ db: a.db, ledger: ledgerRepo, clock: a.clock });
  const faceAuthRepo = createFaceAuthRepo(a.db);
  const accounts = createAccountsModule({
    ...a,
    sessions,
    sites,
    verification,
    throttle,
    events,
    links: {
      groupCounts: groups.counts,
      hasGateway: gatewaysRepo.hasAny,
      ownsLocks: locksRepo.ownsAny,
      faceUnits,
      faceFrequency: async (userId, lockId) => {
        await permissions.require(userId, [lockId], 'view');
        return (await faceAuthRepo.settings(lockId)).frequency;
      },
    },
    passwordHash: a.tuning?.passwordHash,
  });
  const deviceHub = createDeviceHub({
    ...a,
    bus,
    events,
    gateways: gatewaysRepo,
    gatewayLocks,
    locks: locksRepo,
    records: recordsRepo,
    managersOf: permissions.managersOf,
  });
  const devices = deviceHub.port;
  followLockSettings({ events, repo: locksRepo, clock: a.clock, bus });
  // Records tell which once/clear codes and once ekeys were used on the lock (it judges them offline).
  followCredentialUse({ db: a.db, bus, events });
  const passcodesRepo = createPasscodesRepo(a.db);
  const passcodeSyncRepo = createPasscodeSyncRepo(a.db);
  const passcodeSync = createPasscodeSync({ devices, events, repo: passcodeSyncRepo, clock: a.clock, bus });
  // Frozen, deleted, replaced or narrowed keys are taken back on the lock itself through a gateway.
  const ekeyRevocation = createEkeyRevocation({
    devices,
    events,
    repo: createEkeyRevocationsRepo(a.db),
    clock: a.clock,
    log: a.log,
    retryAfterMs: 3 * a.config.devices.opTimeoutMs,
    retryEveryMs: a.config.devices.opTimeoutMs,
  });
  const moveGuard = createGatewayMoveGuard({
    bus,
    messenger: a.messenger,
    log: a.log,
    contactOf: async (userId) => accountsRepo.findById(userId),
  });
  const gateways = createGatewaysService({ ...a, devices, bus, repo: gatewaysRepo, links: gatewayLocks, moveGuard });
  const lockPairing = createLockPairing({ ...a, devices, events, links: gatewayLocks, locks: locksRepo });
  // Biometric data at rest and the face check (issue 15); face verification of key holders gates remote openings.
  const sealer = createSealer(biometricKey(a.config));
  const faceChecker = createFacePhotoChecker();
  const faceAuth = createFaceAuthService({
    repo: faceAuthRepo,
    checker: faceChecker,
    meter,
    sealer,
    clock: a.clock,
    faceUnits,
  });
  const lockRemote = createLockRemoteService({
    devices,
    premium: premiumGate,
    faceGate: (access, userId, o) => faceAuth.requireVerified(access, userId, o),
  });
  const ekeys = createEkeysModule({
    ...a,
    events,
    permissions,
    lockRemote,
    revocation: ekeyRevocation,
    publicUrl: a.config.publicUrl,
    siteName: async (host) => (await sites.resolveByHost(host)).name,
    meter,
    templates,
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
  const operations = createOperationsService({ devices });
  const credentialsRepo = createCredentialsRepo(a.db);
  const lockRecords = createLockRecordsService(recordsRepo, {
    card: (lockId, numbers) => credentialsRepo.namesOf(lockId, 'card', numbers),
    qrcode: (lockId, numbers) => credentialsRepo.namesOf(lockId, 'qrcode', numbers),
    keyfob: (lockId, numbers) => credentialsRepo.namesOf(lockId, 'keyfob', numbers),
    fingerprint: (lockId, numbers) => credentialsRepo.namesOf(lockId, 'fingerprint', numbers),
    face: (lockId, numbers) => credentialsRepo.namesOf(lockId, 'face', numbers),
    palmVein: (lockId, numbers) => credentialsRepo.namesOf(lockId, 'palmVein', numbers),
    passcode: (lockId, codes) => passcodesRepo.namesOf(lockId, codes),
  });
  const locks = createLocksService({
    locksWithCredential: (kind, number) => credentialsRepo.lockIdsWith(kind, number),
    repo: locksRepo,
    listRepo: createLockListRepo(a.db),
    gatewaysOf: gatewayLocks.gatewaysOf,
    groups: groupsRepo,
    permissions,
    clock: a.clock,
    faceUnits,
  });
  const lockSettings = createLockSettingsService({ devices, repo: locksRepo, clock: a.clock });
  const lockExports = createLockExportsService({ repo: locksRepo });
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
    meter,
    templates,
  });
  const credentialSync = createCredentialSync({ devices, events, repo: credentialsRepo, clock: a.clock, bus });
  const cards = createCardsService({
    repo: credentialsRepo,
    sync: credentialSync,
    clock: a.clock,
    permissions,
    readBack: createCredentialReadBack({ repo: credentialsRepo, devices, sync: credentialSync, clock: a.clock }),
  });
  const accessoryScan = createAccessoryScan({ devices });
  const keyfobs = createKeyfobsService({
    repo: credentialsRepo,
    sync: credentialSync,
    clock: a.clock,
    scan: accessoryScan,
  });
  const keypads = createKeypadsService({
    repo: credentialsRepo,
    sync: credentialSync,
    clock: a.clock,
    scan: accessoryScan,
  });
  listenForAccessoryBattery({ events, repo: credentialsRepo, sync: credentialSync });
  const qrcodes = createQrcodesService({
    repo: credentialsRepo,
    attempts: createLinkAttemptsRepo(a.db),
    lockOf: (lockId) => locksRepo.find(lockId),
    clock: a.clock,
    random: a.random,
    publicUrl: a.config.publicUrl,
  });
  const biometricDeps = { repo: credentialsRepo, sync: credentialSync, clock: a.clock, random: a.random, sealer };
  const fingerprints = createBiometricService('fingerprint', biometricDeps);
  const faces = createBiometricService('face', biometricDeps);
  const palmVeins = createBiometricService('palmVein', biometricDeps);
  const facePhotos = createFacePhotoService({ faces, checker: faceChecker, meter });
  // Fingerprint data and card numbers given to a person (issue 19, transfer types 5 and 6).
  const credentialTransfersRepo = createCredentialTransfersRepo(a.db);
  const receivedCredentials = createReceivedCredentialsService({ repo: credentialTransfersRepo });
  const fingerprintReader = createFingerprintReaderService({
    received: receivedCredentials.fingerprint,
    fingerprints,
    permissions,
    sealer,
    clock: a.clock,
    meter,
  });
  const exportsRepo = createExportsRepo(a.db);
  const exportReaders: ExportReaders = {
    countRecords: lockRecords.countForExport,
    recordBatch: lockRecords.exportBatch,
    userKeys: lockUsers.exportKeys,
  };
  const exportRunner = createExportRunner({
    repo: exportsRepo,
    readers: exportReaders,
    bus,
    clock: a.clock,
    log: a.log,
    announce: createExportMail({
      messenger: a.messenger,
      contactOf: accountsRepo.findById,
      publicUrl: a.config.publicUrl,
    }),
    options: {
      nodeId: a.config.nodeId,
      concurrency: a.config.exports.concurrency,
      staleMs: 60_000,
      keepMs: EXPORT_KEEP_MS,
      maxRows: a.config.exports.maxRows,
      mailAfterMs: a.tuning?.exportMailAfterMs ?? 10_000,
      sweepEveryMs: 5_000,
    },
  });
  const exportsService = createExportsService({
    repo: exportsRepo,
    readers: exportReaders,
    runner: exportRunner,
    clock: a.clock,
    nameOf: async (userId) => {
      const u = await accountsRepo.findById(userId);
      return u ? u.nickname || u.email || u.mobile || '' : '';
    },
    limits: { maxRows: a.config.exports.maxRows, maxActive: a.config.exports.maxActive, keepMs: EXPORT_KEEP_MS },
    premium: premiumGate,
  });
  // Alerts (issue 29): what locks report that their managers must hear at once.
  const alerts = createAlertsService({
    repo: createAlertsRepo(a.db),
    locks: locksRepo,
    managersOf: permissions.managersOf,
    contactOf: accountsRepo.findById,
    deliver: createAlertDelivery({ messenger: a.messenger }),
    bus,
    events,
    clock: a.clock,
    log: a.log,
    sweepEveryMs: a.config.alertSweepMs,
  });
  followAlertSources({ events, alerts, locks: locksRepo });
  // Integrations (issue 20): API keys and the audit log of every write.
  const apiKeys = createApiKeysService({
    repo: createApiKeysRepo(a.db),
    clock: a.clock,
    random: a.random,
    ratePerMinute: a.config.apiKeyRatePerMin,
  });
  const audit = createAuditService({ repo: createAuditRepo(a.db) });
  const webhooksRepo = createWebhooksRepo(a.db);
  // Accounts with nothing to deliver device events to, remembered per node; every node forgets one on a change.
  const quietAccounts = createQuietAccounts({ events, clock: a.clock });
  const integrationsChanged = (userId: number) => events.emit('integrations.changed', { userId });
  const webhookRunner = createWebhookRunner({
    repo: webhooksRepo,
    clock: a.clock,
    messenger: a.messenger,
    contactOf: accountsRepo.findById,
    allowPrivate: a.config.webhooks.allowPrivate,
    pollMs: a.config.webhooks.pollMs,
    log: a.log,
  });
  const webhooks = createWebhooksService({
    repo: webhooksRepo,
    clock: a.clock,
    random: a.random,
    allowPrivate: a.config.webhooks.allowPrivate,
    wake: webhookRunner.wake,
    quiet: quietAccounts,
    changed: integrationsChanged,
  });
  followWebhookSources({ events, webhooks });
  // The TTLock-compatible API (issue 25): applications, their tokens; a password change or reset ends the tokens.
  const openAppsRepo = createOpenAppsRepo(a.db);
  const openAppCallbacks = createOpenAppCallbacks({
    repo: openAppsRepo,
    webhooks: webhooksRepo,
    wake: webhookRunner.wake,
    clock: a.clock,
    random: a.random,
    changed: integrationsChanged,
  });
  openAppCallbacks.follow(events, quietAccounts);
  const openApps = createOpenAppsService({
    repo: openAppsRepo,
    clock: a.clock,
    random: a.random,
    allowPrivate: a.config.webhooks.allowPrivate,
    callbacks: openAppCallbacks,
  });
  const openTokens = createOpenTokens({
    repo: openAppsRepo,
    accounts: accountsRepo,
    hasher: accounts.hasher,
    throttle,
    clock: a.clock,
    random: a.random,
    ratePerMinute: a.config.apiKeyRatePerMin,
    changed: integrationsChanged,
  });
  sessions.onRevokeAll(async (userId, reason) => {
    if (reason !== 'logout') await openTokens.endAllOf(userId);
  });
  // Paid services (issue 17).
  const ordersRepo = createOrdersRepo(a.db);
  const premium = createPremiumService({ db: a.db, orders: ordersRepo, clock: a.clock, gate: premiumGate });
  const payGateway = paymentGatewayOf(a.config.payments.providers, () => a.clock.now());
  const commerce = createCommerceService({
    orders: ordersRepo,
    ledger: ledgerRepo,
    clock: a.clock,
    sandbox: a.config.payments.sandbox,
    gateway: payGateway,
    onCancelled: (order) => payments.closeAtProvider(order),
    premium,
  });
  const payments = createPaymentsService({
    orders: ordersRepo,
    ledger: ledgerRepo,
    clock: a.clock,
    sandboxKey: a.config.payments.sandboxSecret,
    log: a.log,
    premium,
    gateway: payGateway,
    publicUrl: a.config.publicUrl,
    pollEveryMs: a.config.payments.pollMs,
  });

  // "Premium ends soon", once per paid year (every node sweeps; one claims each account).
  const premiumReminder = createPremiumReminder({
    db: a.db,
    clock: a.clock,
    messenger: a.messenger,
    publicUrl: a.config.publicUrl,
    log: a.log,
  });
  devices.every({ name: 'premium reminders', everyMs: 3_600_000, run: async () => void (await premiumReminder.run()) });
  // Lock transfers (issue 19): offers nobody answered expire (every node sweeps; the change is conditional).
  const transfers = createTransfersService({
    repo: createTransfersRepo(a.db),
    credentials: credentialTransfersRepo,
    clock: a.clock,
    log: a.log,
    messenger: a.messenger,
    revocation: ekeyRevocation,
    siteName: async (host) => (await sites.resolveByHost(host)).name,
    confirmRecipient: (ctx, input) => accounts.profile.transferUserConfirm(ctx, input),
    verifyCode: (accounts, type, code, source) => verification.codes.verify(accounts, type, code, source),
  });
  // Hotel rooms (issue 19): stays with their passcode; the lock's room status follows through the gateway.
  const hotel = createHotelService({
    repo: createHotelRepo(a.db),
    clock: a.clock,
    hotelModeOf: async (lockId) => (await locksRepo.settings(lockId))?.hotelMode ?? 0,
    issuePasscode: (ctx, input) => passcodes.issue(ctx, input),
    removePasscode: (ctx, input) => passcodeWrites.remove(ctx, input),
    setRoomStatus: (ctx, status) => lockSettings.updateSetting(ctx, { type: 6, value: status }),
    encodeCard: (ctx, input) => cards.encode(ctx, input),
    cardHeld: (lockId, cardNumber) => cards.held(lockId, cardNumber),
    forgetCard: (ctx, input) => cards.forgetRoomCard(ctx, input),
  });
  // The public map (issue 19): counts by place per brand, the live feed, the locks' cities.
  const map = createMapService({
    repo: createMapRepo(a.db),
    cities: createCityIndex(),
    clock: a.clock,
    events,
    log: a.log,
    minHouseholds: a.config.mapMinHouseholds,
    siteOfHost: async (host) => {
      const b = await sites.resolveByHost(host);
      return { siteId: b.siteId, map: b.features.map !== false };
    },
  });
  devices.every({ name: 'transfer expiry', everyMs: 600_000, run: async () => void (await transfers.expireOverdue()) });
  const { recordsKeepMonths, ...keep } = a.config.retention;
  const retention = createRetention({
    db: a.db,
    clock: a.clock,
    log: a.log,
    ...keep,
    records: createRecordPartitions({ db: a.db, clock: a.clock, keepMonths: recordsKeepMonths }),
  });
  return {
    transfers,
    receivedCredentials,
    hotel,
    map,
    faceAuth,
    /** Draining after SIGTERM (main.ts): /api/ready answers 503 (ops/health.ts). */
    lifecycle: { draining: false },
    commerce,
    premium,
    premiumReminder,
    payments,
    ordersRepo,
    alerts,
    apiKeys,
    audit,
    webhooks,
    webhookRunner,
    openApps,
    openTokens,
    retention,
    exports: exportsService,
    exportRunner,
    exportsRepo,
    ekeys,
    cards,
    qrcodes,
    fingerprints,
    faces,
    palmVeins,
    facePhotos,
    sealer,
    faceChecker,
    fingerprintReader,
    keyfobs,
    keypads,
    lockUsers,
    authAdmins,
    sessions,
    sites,
    verification,
    accounts,
    events,
    bus,
    deviceHub,
    gateways,
    lockPairing,
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
    templates,
  };
}

export type Services = ReturnType<typeof createServices>;
