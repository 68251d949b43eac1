// The world of an account for the security suite: everything the factories allow, with marker strings to look for
// in answers, and a snapshot of the account's rows in every table it has rows in. Tests only.
import crypto from 'node:crypto';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { loginLinks, sessions, trustedDevices, users, verificationCodes } from '../db/schema/accounts';
import {
  ekeys,
  gatewayNearbyLocks,
  gatewayPairingCodes,
  gateways,
  lockGateways,
  lockRecords,
  locks,
  operations,
  ownerLockCounts,
} from '../db/schema/devices';
import { ekeyRevocations } from '../db/schema/ekey-revocations';
import { lockGroups } from '../db/schema/groups';
import { lockSettings } from '../db/schema/lock-settings';
import { passcodeShares, passcodes } from '../db/schema/passcodes';
import { credentials } from '../db/schema/credentials';
import { exportChunks, exportJobs } from '../db/schema/exports';
import { alertInbox, alertSettings, alerts } from '../db/schema/alerts';
import { apiKeys, webhookDeliveries, webhookEndpoints } from '../db/schema/integrations';
import { openApps, openTokens } from '../db/schema/open-apps';
import { messageTemplates } from '../db/schema/templates';
import { receivedCredentials, transferLocks, transfers } from '../db/schema/transfers';
import { orders, serviceBalances, serviceLedger } from '../db/schema/commerce';
import { newMac } from '../modules/locks/locks.test-kit';
import { makePasscodeLock } from '../modules/passcodes/passcodes.test-kit';
import { sha256Hex } from '../platform/clock';
import type { TestApp } from '../test/harness';
import { createUserWithSession } from '../test/factories';

const DAY = 86_400_000;

export type World = Awaited<ReturnType<typeof makeWorld>>;

/**
 * An account with everything the factories allow, each name a unique marker string: a lock (real secret) in a
 * group, its gateway (offline, so remote commands end at once with -3002) with a nearby lock and a pairing code, a
 * passcode shared by mail, an operation and a record, and keys of two other people (a friend, an authorized
 * admin) and one waiting for a newcomer.
 */
export async function makeWorld(t: TestApp) {
  const tag = crypto.randomBytes(5).toString('hex');
  const now = t.clock.now().getTime();
  const person = async (who: string) => {
    const p = await createUserWithSession(t.db, t.services.sessions, {
      email: `${who}.${tag}@example.com`,
      nickname: `${who}Nick${tag}`,
    });
    return p;
  };
  const owner = await person('victim');
  const phone = `555${crypto.randomInt(1_000_000, 9_999_999)}`;
  await t.db
    .update(users)
    .set({ mobile: `+1 ${phone}`, countryCode: '1' })
    .where(eq(users.id, owner.userId));
  const friend = await person('friend');
  const admin = await person('admin');
  const [group] = await t.db
    .insert(lockGroups)
    .values({ userId: owner.userId, name: `VictimGroup${tag}` })
    .returning();
  const [gw] = await t.db
    .insert(gateways)
    .values({
      userId: owner.userId,
      gatewayName: `VictimGateway${tag}`,
      gatewayMac: newMac('AA'),
      gatewayVersion: 2,
      networkName: `VictimWifi${tag}`,
      firmware: `VictimFirmware${tag}`,
      mqttPasswordHash: `VictimMqttHash${tag}`,
      signKey: `VictimSignKey${tag}`,
      // Offline: remote commands end at once (-3002) instead of waiting for a device.
      isOnline: false,
      lastSeenAt: new Date(now - DAY),
    })
    .returning();
  const pl = await makePasscodeLock(t.db, owner.userId);
  await t.db
    .update(locks)
    .set({ lockAlias: `VictimLock${tag}`, lockName: `VictimLockName${tag}`, groupId: group!.id })
    .where(eq(locks.id, pl.id));
  const [lock] = await t.db.select().from(locks).where(eq(locks.id, pl.id));
  await t.db.insert(lockGateways).values({ lockId: lock!.id, gatewayId: gw!.id, rssi: -60 });
  await t.db
    .update(ekeys)
    .set({ keyName: `VictimOwnerKey${tag}` })
    .where(and(eq(ekeys.lockId, lock!.id), eq(ekeys.userId, owner.userId)));
  const [ownerKey] = await t.db
    .select()
    .from(ekeys)
    .where(and(eq(ekeys.lockId, lock!.id), eq(ekeys.userId, owner.userId)));
  const key = (userId: number | null, o: Partial<typeof ekeys.$inferInsert>) =>
    t.db
      .insert(ekeys)
      .values({ lockId: lock!.id, userId, keyName: 'k', senderUserId: owner.userId, ...o })
      .returning()
      .then((r) => r[0]!);
  const friendKey = await key(friend.userId, { keyName: `FriendKey${tag}`, remarks: `FriendRemarks${tag}` });
  const adminKey = await key(admin.userId, { keyName: `AdminKey${tag}`, keyRight: 1 });
  const pendingKey = await key(null, {
    keyName: `PendingKey${tag}`,
    keyStatus: '110402',
    pendingReceiver: `pending.${tag}@example.com`,
  });
  const code = `7${crypto.randomInt(1_000_000, 9_999_999)}`;
  const [pc] = await t.db
    .insert(passcodes)
    .values({
      lockId: lock!.id,
      keyboardPwd: code,
      keyboardPwdName: `VictimCode${tag}`,
      keyboardPwdType: 6,
      keyboardPwdVersion: 4,
      startDate: new Date(now - DAY),
      firstUseBy: new Date(now + 365 * DAY),
      length: code.length,
      slot: 0,
      periodKey: `custom:${crypto.randomUUID()}`,
      senderUserId: owner.userId,
    })
    .returning();
  const cardNumber = `6${crypto.randomInt(1_000_000, 9_999_999)}`;
  const [card] = await t.db
    .insert(credentials)
    .values({
      lockId: lock!.id,
      kind: 'card',
      number: cardNumber,
      name: `VictimCard${tag}`,
      validityType: 1,
      startDate: new Date(0),
      senderUserId: owner.userId,
    })
    .returning();
  // A QR code, a key fob and a wireless keypad (issue 16), each named with a marker.
  const accessory = (kind: string, number: string, name: string, more: Partial<typeof credentials.$inferInsert>) =>
    t.db
      .insert(credentials)
      .values({ lockId: lock!.id, kind, number, name, validityType: 1, startDate: new Date(0), ...more })
      .returning()
      .then((r) => r[0]!);
  const qrcode = await accessory('qrcode', `5${crypto.randomInt(1_000_000, 9_999_999)}`, `VictimQr${tag}`, {
    refreshMinutes: 10,
    linkSecret: crypto.randomBytes(32).toString('base64url'),
    senderUserId: owner.userId,
  });
  const keyfobNumber = `RC_${tag.slice(0, 6)}`;
  const keyfob = await accessory('keyfob', keyfobNumber, `VictimFob${tag}`, {
    deviceMac: 'F1:00:00:00:00:01',
    senderUserId: owner.userId,
  });
  const bio = (kind: string, number: string) =>
    accessory(kind, number, `Victim${kind}${tag}`, { enrolSource: 'sensor', senderUserId: owner.userId });
  const fingerprint = await bio('fingerprint', '21');
  const face = await bio('face', '22');
  const palmVein = await bio('palmVein', '23');
  const keypadNumber = `KP_${tag.slice(0, 6)}`;
  const keypad = await accessory('keypad', keypadNumber, `VictimKeypad${tag}`, {
    deviceMac: 'F1:00:00:00:00:02',
    senderUserId: owner.userId,
  });
  await t.db.insert(passcodeShares).values({
    userId: owner.userId,
    passcodeId: pc!.id,
    channel: 'email',
    recipient: `share.${tag}@example.com`,
  });
  const [op] = await t.db
    .insert(operations)
    .values({
      userId: owner.userId,
      lockId: lock!.id,
      gatewayId: gw!.id,
      lockMac: lock!.lockMac,
      type: 'lock.unlock',
      state: 2,
      reqId: crypto.randomUUID(),
      nodeId: 'sweep',
      deadlineAt: new Date(now),
    })
    .returning();
  await t.db.insert(lockRecords).values({
    lockId: lock!.id,
    seq: 1,
    recordType: 4,
    success: true,
    keyboardPwd: code,
    keyId: friendKey.id,
    operatorUid: friend.userId,
    gatewayId: gw!.id,
    lockDate: new Date(now - 3_600_000),
    serverDate: new Date(now - 3_600_000),
  });
  // A finished export of the victim's records, its file stored (issue 18).
  const [exportJob] = await t.db
    .insert(exportJobs)
    .values({
      userId: owner.userId,
      kind: 'records',
      format: 'csv',
      lockIds: [lock!.id],
      ownerIds: [owner.userId],
      lockNames: [`VictimLock${tag}`],
      lang: 'en',
      timeZone: 'UTC',
      status: 'done',
      rowsTotal: 1,
      rowsDone: 1,
      bytes: 24,
      fileName: `VictimExport${tag}.csv`,
      linkSecret: `VictimExportSecret${tag}`,
      startDate: new Date(now - DAY),
      endDate: new Date(now),
      finishedAt: new Date(now),
    })
    .returning();
  await t.db
    .insert(exportChunks)
    .values({ jobId: exportJob!.id, seq: 0, data: Buffer.from(`VictimExportFile${tag}\n`) });
  // A tamper alarm of the victim's lock in the owner's and the admin's inbox, unread; the owner's alert settings.
  const [alert] = await t.db
    .insert(alerts)
    .values({
      kind: 'tamper',
      lockId: lock!.id,
      ownerId: owner.userId,
      dedupe: `world:${tag}`,
      params: { lock: `VictimLock${tag}` },
      occurredAt: new Date(now - 60_000),
    })
    .returning();
  await t.db.insert(alertInbox).values([
    { userId: owner.userId, alertId: alert!.id, sent: 'email' },
    { userId: admin.userId, alertId: alert!.id, sent: 'email' },
  ]);
  await t.db.insert(alertSettings).values({ userId: owner.userId, muted: ['lowBattery'], timeZone: 'Europe/Berlin' });
  // The owner's API key (issue 20): its id is named by /accessKey/revoke; the key itself never leaves.
  const apiKey = `lk_VictimApiKey${tag}`;
  const [victimKey] = await t.db
    .insert(apiKeys)
    .values({
      userId: owner.userId,
      name: `VictimKeyName${tag}`,
      scopes: ['read', 'locks'],
      prefix: apiKey.slice(0, 11),
      keyHash: sha256Hex(apiKey),
    })
    .returning();
  // The owner's TTLock-compatible application and the owner's sign-in to it (issue 25: /openApp/*).
  const [openApp] = await t.db
    .insert(openApps)
    .values({
      userId: owner.userId,
      name: `VictimApp${tag}`,
      clientId: `victimclient${tag}`.padEnd(32, '0').slice(0, 32),
      secretHash: sha256Hex(`VictimAppSecret${tag}`),
      callbackUrl: `https://8.8.8.8/VictimCallback${tag}`,
    })
    .returning();
  const [openToken] = await t.db
    .insert(openTokens)
    .values({
      appId: openApp!.id,
      userId: owner.userId,
      accessHash: sha256Hex(`VictimAccess${tag}`),
      refreshHash: sha256Hex(`VictimRefresh${tag}`),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  // A card number the owner received by a transfer (issue 19, type 6: /credential/*Received).
  const [received] = await t.db
    .insert(receivedCredentials)
    .values({
      userId: owner.userId,
      kind: 'card',
      name: `VictimReceived${tag}`,
      number: '4242424242',
      fromAccount: friend.email,
      receivedAt: new Date(),
    })
    .returning();
  // The owner's webhook endpoint and one failed delivery (named by /webhook/* and /webhook/replay).
  const [hook] = await t.db
    .insert(webhookEndpoints)
    .values({
      userId: owner.userId,
      url: `https://8.8.8.8/VictimHook${tag}`,
      eventTypes: ['alert.raised'],
      secret: `whsec_VictimHookSecret${tag}`,
    })
    .returning();
  const [delivery] = await t.db
    .insert(webhookDeliveries)
    .values({
      endpointId: hook!.id,
      eventId: `evt_victim_${tag}`,
      eventType: 'alert.raised',
      payload: { victim: `VictimPayload${tag}` },
      status: 'failed',
      nextAttemptAt: new Date(now),
    })
    .returning();
  // The owner's message template (named by /template/*, used by /keyboardPwd/share).
  const [template] = await t.db
    .insert(messageTemplates)
    .values({
      userId: owner.userId,
      name: `VictimTemplate${tag}`,
      templateType: 2,
      openMethod: 2,
      content: `VictimWording${tag} {room} {passcode}`,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    })
    .returning();
  // The owner's lock offered to the friend, waiting (named by /transfer/*).
  const [transfer] = await t.db
    .insert(transfers)
    .values({
      senderId: owner.userId,
      receiverId: friend.userId,
      receiverAccount: friend.email,
      senderAccount: owner.email,
      transferType: 1,
      status: 1,
      createdAt: new Date(now),
      expiresAt: new Date(now + 7 * 86_400_000),
    })
    .returning();
  await t.db
    .insert(transferLocks)
    .values({ transferId: transfer!.id, lockId: lock!.id, lockAlias: `VictimLock${tag}` });
  // The owner's unpaid order and units (named by /order/*; read by /service/*).
  const [order] = await t.db
    .insert(orders)
    .values({
      userId: owner.userId,
      orderNo: `LCVICTIMORDER${tag.toUpperCase().replace(/[^A-Z0-9]/g, '')}`,
      requestId: `VictimOrderRequest${tag}`,
      packageId: 1,
      serviceType: 1,
      count: 100,
      amount: 1000,
      currency: 1,
      payMethod: 1,
      status: 1,
      createdAt: new Date(now),
      expiresAt: new Date(now + DAY),
    })
    .returning();
  await t.db.insert(serviceBalances).values({ userId: owner.userId, serviceType: 4, balance: 777 });
  await t.db.insert(gatewayPairingCodes).values({
    codeHash: sha256Hex(`pairing-${tag}`),
    userId: owner.userId,
    gatewayName: `VictimPairing${tag}`,
    expiresAt: new Date(now + DAY),
  });
  await t.db.insert(gatewayNearbyLocks).values({
    gatewayId: gw!.id,
    lockMac: newMac('C4'),
    lockName: `VictimNearby${tag}`,
    rssi: -70,
    initialized: false,
  });
  // Marker strings: none may reach a stranger; a key holder sees only HOLDER_SEES of them.
  const markers: Record<string, string> = {
    victimEmail: owner.email,
    victimNickname: `victimNick${tag}`,
    victimPhone: phone,
    victimToken: owner.token,
    friendEmail: friend.email,
    friendNickname: `friendNick${tag}`,
    friendToken: friend.token,
    adminEmail: admin.email,
    adminNickname: `adminNick${tag}`,
    pendingReceiver: `pending.${tag}@example.com`,
    shareRecipient: `share.${tag}@example.com`,
    groupName: `VictimGroup${tag}`,
    gatewayName: `VictimGateway${tag}`,
    gatewayMac: gw!.gatewayMac,
    gatewayMacBare: gw!.gatewayMac.replace(/:/g, ''),
    networkName: `VictimWifi${tag}`,
    firmware: `VictimFirmware${tag}`,
    mqttPasswordHash: `VictimMqttHash${tag}`,
    signKey: `VictimSignKey${tag}`,
    pairingName: `VictimPairing${tag}`,
    nearbyLockName: `VictimNearby${tag}`,
    lockAlias: `VictimLock${tag}`,
    lockName: `VictimLockName${tag}`,
    lockMac: lock!.lockMac,
    lockMacBare: lock!.lockMac.replace(/:/g, ''),
    lockSecret: lock!.lockSecret,
    ownerKeyName: `VictimOwnerKey${tag}`,
    friendKeyName: `FriendKey${tag}`,
    friendRemarks: `FriendRemarks${tag}`,
    adminKeyName: `AdminKey${tag}`,
    pendingKeyName: `PendingKey${tag}`,
    passcode: code,
    passcodeName: `VictimCode${tag}`,
    cardNumber,
    cardName: `VictimCard${tag}`,
    qrcodeName: `VictimQr${tag}`,
    keyfobName: `VictimFob${tag}`,
    keypadName: `VictimKeypad${tag}`,
    fingerprintName: `Victimfingerprint${tag}`,
    faceName: `Victimface${tag}`,
    palmVeinName: `VictimpalmVein${tag}`,
    exportFileName: `VictimExport${tag}`,
    exportSecret: `VictimExportSecret${tag}`,
    apiKeyName: `VictimKeyName${tag}`,
    apiKey,
    webhookUrl: `VictimHook${tag}`,
    webhookSecret: `VictimHookSecret${tag}`,
    webhookPayload: `VictimPayload${tag}`,
    orderNo: order!.orderNo,
    templateName: `VictimTemplate${tag}`,
    templateWording: `VictimWording${tag}`,
    openAppName: `VictimApp${tag}`,
    openAppClientId: openApp!.clientId,
    openAppCallback: `VictimCallback${tag}`,
    receivedName: `VictimReceived${tag}`,
  };
  return {
    owner,
    friend,
    admin,
    people: [owner.userId, friend.userId, admin.userId],
    addresses: [owner.email, friend.email, admin.email, `pending.${tag}@example.com`, `share.${tag}@example.com`],
    lockId: lock!.id,
    lockMac: lock!.lockMac,
    gatewayId: gw!.id,
    gatewayMac: gw!.gatewayMac,
    groupId: group!.id,
    passcodeId: pc!.id,
    cardId: card!.id,
    cardNumber,
    qrcodeId: qrcode.id,
    keyfobId: keyfob.id,
    keyfobNumber,
    keypadId: keypad.id,
    keypadNumber,
    fingerprintId: fingerprint.id,
    faceId: face.id,
    palmVeinId: palmVein.id,
    operationId: op!.id,
    exportId: exportJob!.id,
    alertId: alert!.id,
    apiKeyId: victimKey!.id,
    webhookId: hook!.id,
    deliveryId: delivery!.id,
    orderId: order!.id,
    templateId: template!.id,
    transferId: transfer!.id,
    openAppId: openApp!.id,
    openTokenId: openToken!.id,
    receivedId: received!.id,
    phone,
    keys: { owner: ownerKey!.id, friend: friendKey.id, admin: adminKey.id, pending: pendingKey.id },
    markers,
  };
}

/** The world's rows, table by table, as JSON text (only the world's own: other accounts' rows may change). */
export async function snapshotWorld(t: TestApp, v: World): Promise<Record<string, string>> {
  const db = t.db;
  const lockIds = (await db.select({ id: locks.id }).from(locks).where(eq(locks.userId, v.owner.userId))).map(
    (r) => r.id,
  );
  const lockIn = lockIds.length ? lockIds : [0];
  const gatewayIds = (
    await db.select({ id: gateways.id }).from(gateways).where(eq(gateways.userId, v.owner.userId))
  ).map((r) => r.id);
  const gatewayIn = gatewayIds.length ? gatewayIds : [0];
  const codeIds = (await db.select({ id: passcodes.id }).from(passcodes).where(inArray(passcodes.lockId, lockIn))).map(
    (r) => r.id,
  );
  const people = v.people;
  const tables = {
    users: db.select().from(users).where(inArray(users.id, people)).orderBy(asc(users.id)),
    sessions: db.select().from(sessions).where(inArray(sessions.userId, people)).orderBy(asc(sessions.id)),
    loginLinks: db.select().from(loginLinks).where(inArray(loginLinks.userId, people)).orderBy(asc(loginLinks.id)),
    trustedDevices: db
      .select()
      .from(trustedDevices)
      .where(inArray(trustedDevices.userId, people))
      .orderBy(asc(trustedDevices.userId), asc(trustedDevices.deviceHash)),
    verificationCodes: db
      .select()
      .from(verificationCodes)
      .where(inArray(verificationCodes.account, v.addresses))
      .orderBy(asc(verificationCodes.id)),
    locks: db.select().from(locks).where(inArray(locks.id, lockIn)).orderBy(asc(locks.id)),
    ownerLockCounts: db.select().from(ownerLockCounts).where(eq(ownerLockCounts.userId, v.owner.userId)),
    lockSettings: db
      .select()
      .from(lockSettings)
      .where(inArray(lockSettings.lockId, lockIn))
      .orderBy(asc(lockSettings.lockId)),
    lockGateways: db
      .select()
      .from(lockGateways)
      .where(or(inArray(lockGateways.lockId, lockIn), inArray(lockGateways.gatewayId, gatewayIn)))
      .orderBy(asc(lockGateways.lockId), asc(lockGateways.gatewayId)),
    gateways: db.select().from(gateways).where(inArray(gateways.id, gatewayIn)).orderBy(asc(gateways.id)),
    gatewayPairingCodes: db
      .select()
      .from(gatewayPairingCodes)
      .where(eq(gatewayPairingCodes.userId, v.owner.userId))
      .orderBy(asc(gatewayPairingCodes.codeHash)),
    gatewayNearbyLocks: db
      .select()
      .from(gatewayNearbyLocks)
      .where(inArray(gatewayNearbyLocks.gatewayId, gatewayIn))
      .orderBy(asc(gatewayNearbyLocks.lockMac)),
    ekeys: db.select().from(ekeys).where(inArray(ekeys.lockId, lockIn)).orderBy(asc(ekeys.id)),
    ekeyRevocations: db
      .select()
      .from(ekeyRevocations)
      .where(inArray(ekeyRevocations.lockId, lockIn))
      .orderBy(asc(ekeyRevocations.id)),
    passcodes: db.select().from(passcodes).where(inArray(passcodes.lockId, lockIn)).orderBy(asc(passcodes.id)),
    credentials: db.select().from(credentials).where(inArray(credentials.lockId, lockIn)).orderBy(asc(credentials.id)),
    exportJobs: db.select().from(exportJobs).where(inArray(exportJobs.userId, people)).orderBy(asc(exportJobs.id)),
    alerts: db.select().from(alerts).where(inArray(alerts.ownerId, people)).orderBy(asc(alerts.id)),
    alertInbox: db
      .select()
      .from(alertInbox)
      .where(inArray(alertInbox.userId, people))
      .orderBy(asc(alertInbox.userId), asc(alertInbox.alertId)),
    alertSettings: db
      .select()
      .from(alertSettings)
      .where(inArray(alertSettings.userId, people))
      .orderBy(asc(alertSettings.userId)),
    apiKeys: db.select().from(apiKeys).where(inArray(apiKeys.userId, people)).orderBy(asc(apiKeys.id)),
    openApps: db.select().from(openApps).where(inArray(openApps.userId, people)).orderBy(asc(openApps.id)),
    openTokens: db.select().from(openTokens).where(inArray(openTokens.userId, people)).orderBy(asc(openTokens.id)),
    receivedCredentials: db
      .select()
      .from(receivedCredentials)
      .where(inArray(receivedCredentials.userId, people))
      .orderBy(asc(receivedCredentials.id)),
    orders: db.select().from(orders).where(inArray(orders.userId, people)).orderBy(asc(orders.id)),
    serviceBalances: db
      .select()
      .from(serviceBalances)
      .where(inArray(serviceBalances.userId, people))
      .orderBy(asc(serviceBalances.userId), asc(serviceBalances.serviceType)),
    serviceLedger: db
      .select()
      .from(serviceLedger)
      .where(inArray(serviceLedger.userId, people))
      .orderBy(asc(serviceLedger.id)),
    transfers: db
      .select()
      .from(transfers)
      .where(or(inArray(transfers.senderId, people), inArray(transfers.receiverId, people)))
      .orderBy(asc(transfers.id)),
    messageTemplates: db
      .select()
      .from(messageTemplates)
      .where(inArray(messageTemplates.userId, people))
      .orderBy(asc(messageTemplates.id)),
    webhookEndpoints: db
      .select()
      .from(webhookEndpoints)
      .where(inArray(webhookEndpoints.userId, people))
      .orderBy(asc(webhookEndpoints.id)),
    webhookDeliveries: db
      .select({ id: webhookDeliveries.id, endpointId: webhookDeliveries.endpointId, status: webhookDeliveries.status })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(inArray(webhookEndpoints.userId, people))
      .orderBy(asc(webhookDeliveries.id)),
    exportChunks: db
      .select({ jobId: exportChunks.jobId, seq: exportChunks.seq })
      .from(exportChunks)
      .where(
        inArray(
          exportChunks.jobId,
          db.select({ id: exportJobs.id }).from(exportJobs).where(inArray(exportJobs.userId, people)),
        ),
      )
      .orderBy(asc(exportChunks.jobId), asc(exportChunks.seq)),
    passcodeShares: db
      .select()
      .from(passcodeShares)
      .where(
        or(
          eq(passcodeShares.userId, v.owner.userId),
          inArray(passcodeShares.passcodeId, codeIds.length ? codeIds : [0]),
        ),
      )
      .orderBy(asc(passcodeShares.id)),
    operations: db
      .select()
      .from(operations)
      .where(or(inArray(operations.lockId, lockIn), eq(operations.userId, v.owner.userId)))
      .orderBy(asc(operations.id)),
    lockRecords: db.select().from(lockRecords).where(inArray(lockRecords.lockId, lockIn)).orderBy(asc(lockRecords.id)),
    lockGroups: db.select().from(lockGroups).where(eq(lockGroups.userId, v.owner.userId)).orderBy(asc(lockGroups.id)),
  };
  // In one statement, each table's rows as JSON text (the sweeps snapshot after every call: ~30 statements each
  // were most of their time). Only compared with another snapshot, never read.
  const entries = Object.entries(tables);
  const one = sql`select ${sql.join(
    entries.map(
      ([name, q]) => sql`(select coalesce(json_agg(x), '[]')::text from (${q.getSQL()}) x) as ${sql.identifier(name)}`,
    ),
    sql`, `,
  )}`;
  const [row] = ((await db.execute(one)) as unknown as { rows: Record<string, string>[] }).rows;
  return Object.fromEntries(entries.map(([name]) => [name, row![name]!]));
}

/** Names of the tables whose rows differ between two snapshots. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys(after).filter((k) => after[k] !== before[k]);

/** Marker names of the world found in `text` (case-insensitive), but those in `skip`. */
export function markersIn(w: World, text: string, skip: readonly string[] = []): string[] {
  const hay = text.toLowerCase();
  return Object.entries(w.markers)
    .filter(([name, value]) => !skip.includes(name) && value.length >= 6 && hay.includes(value.toLowerCase()))
    .map(([name]) => name);
}
