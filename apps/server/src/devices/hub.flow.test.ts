// Issue 4 "done when", the happy path and the refusals, against each broker: pair a gateway, add a lock, remote
// unlock and lock, records from the keypad (idempotent re-delivery), real-time push, and a foreign gateway /
// foreign account refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import mqtt from 'mqtt';
import { OP_STATE, LOCK_STATUS } from '@lockconsole/shared/devices/enums';
import { seal } from '@lockconsole/shared/devices/envelope';
import { topicOf } from '@lockconsole/shared/devices/topics';
import { RECORD_TYPE } from '@lockconsole/lockcore/records';
import { SimGateway } from '@lockconsole/simulator/sim-gateway';
import { SimLock } from '@lockconsole/simulator/sim-lock';
import { ekeys, gateways, lockRecords, locks, operations } from '../db/schema/devices';
import { ERROR } from '@lockconsole/shared/errors/codes';
import { BROKERS } from '../test/devices/brokers';
import { eventually, startDeviceStack, type DeviceStack } from '../test/devices/device-stack';

type Op = { operationId: number; state: number; lockId: number | null; errorCode: number; reason: string | null };

describe.each(BROKERS)('device hub over the %s broker', (broker) => {
  let s: DeviceStack;
  let owner: { userId: number; token: string };
  let other: { userId: number; token: string };
  let gw: SimGateway;
  let gw2: SimGateway;
  const lock = new SimLock({ mac: 'C1:00:00:00:00:01', driftPpm: 50 });
  let lockId: number;

  beforeAll(async () => {
    s = await startDeviceStack({ broker });
    owner = await s.user();
    other = await s.user();
    gw = new SimGateway({ mac: 'AA:00:00:00:00:01', version: 2, scanMs: 500 });
    gw2 = new SimGateway({ mac: 'AA:00:00:00:00:02', version: 4, scanMs: 500 });
    gw.addLock(lock, -60);
    gw2.addLock(lock, -82);
  });
  afterAll(async () => {
    lock.close();
    await s?.close();
  });

  it('pairs gateways with a one-time code; they show online with their version', async () => {
    const creds = await s.pairGateway(owner.token, gw);
    expect(creds.mqtt.username).toBe(String(creds.gatewayId));
    await s.pairGateway(owner.token, gw2);
    const list = await eventually(
      async () => {
        const r = await s.call<{ list: { isOnline: number; gatewayVersion: number; gatewayMac: string }[] }>(
          'GET',
          '/gateway/list',
          {},
          owner.token,
        );
        return r.data.list.length === 2 && r.data.list.every((g) => g.isOnline === 1) && r.data.list;
      },
      5000,
      'gateways online',
    );
    expect(list.map((g) => g.gatewayVersion).sort()).toEqual([2, 4]);
    // The code was single use.
    const again = await fetch(`${s.serverUrl}/api/gateway/activate`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        pairingCode: 'ABCD-EFGH',
        gatewayMac: 'AA:00:00:00:00:09',
        gatewayVersion: '2',
        date: String(Date.now()),
      }),
    }).then((r) => r.json() as Promise<{ errorCode: number }>);
    expect(again.errorCode).toBe(ERROR.pairingCodeInvalid.code);
    // Another account does not see them.
    const foreign = await s.call<{ list: unknown[] }>('GET', '/gateway/list', {}, other.token);
    expect(foreign.data.list).toEqual([]);
  });

  it('adds a nearby lock through the best-signal gateway; the owner gets the admin ekey', async () => {
    const nearby = await eventually(
      async () => {
        const r = await s.call<{ list: { lockMac: string; gatewayId: number; signal: number }[] }>(
          'GET',
          '/gateway/listNearbyLock',
          {},
          owner.token,
        );
        // Both gateways hear the lock; the list names the one with the better signal once both scans are in (the
        // weaker gateway's scan alone, first under load, listed it for a moment and failed this test once).
        return r.data.list.find((l) => l.lockMac === lock.mac && l.gatewayId === gw.gatewayId);
      },
      10_000,
      'lock seen through the best-signal gateway',
    );
    expect(nearby.gatewayId).toBe(gw.gatewayId);
    expect(nearby.signal).toBe(3);
    const r = await s.call<Op>(
      'POST',
      '/gateway/initLock',
      { lockMac: lock.mac, lockAlias: 'Front door' },
      owner.token,
    );
    expect(r.errorCode, r.errorMsg).toBe(0);
    expect(r.data.state).toBe(OP_STATE.success);
    lockId = r.data.lockId!;
    expect(lock.initialized).toBe(true);
    expect(lock.lockId).toBe(lockId);
    const [row] = await s.db.select().from(locks).where(eq(locks.id, lockId));
    expect(row!.userId).toBe(owner.userId);
    expect(row!.lockAlias).toBe('Front door');
    // The lock received the secret the server stored (it travelled masked).
    expect(lock.secret).toBe(row!.lockSecret);
    // … and only there: the command that carried it no longer holds it once it ended.
    const [init] = await s.db.select().from(operations).where(eq(operations.id, r.data.operationId));
    expect(init!.args).toMatchObject({ lockId });
    expect(init!.args).not.toHaveProperty('secret');
    const keys = await s.db.select().from(ekeys).where(eq(ekeys.lockId, lockId));
    expect(keys).toMatchObject([{ userId: owner.userId, isOwner: true, keyRight: 1 }]);
    // Adding it twice is refused.
    const twice = await s.call('POST', '/gateway/initLock', { lockMac: lock.mac }, owner.token);
    expect(twice.errorCode).toBe(ERROR.lockAlreadyAdded.code);
  });

  it('unlocks and locks remotely; state and records reach the server, pushed over SSE', async () => {
    const ac = new AbortController();
    const res = await fetch(`${s.serverUrl}/api/events`, { headers: { accesstoken: owner.token }, signal: ac.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    let text = '';
    const pump = (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        text += new TextDecoder().decode(value);
      }
    })();

    const un = await s.call<Op>('POST', '/lock/unlock', { lockId }, owner.token);
    expect(un.errorCode, un.errorMsg).toBe(0);
    expect(un.data.state).toBe(OP_STATE.success);
    expect(lock.lockStatus).toBe(LOCK_STATUS.unlocked);
    const lk = await s.call<Op>('POST', '/lock/lock', { lockId }, owner.token);
    expect(lk.data.state).toBe(OP_STATE.success);
    expect(lock.lockStatus).toBe(LOCK_STATUS.locked);

    const recs = await eventually(
      async () => {
        const r = await s.call<{ list: { recordType: number; operatorUid: number; success: number }[] }>(
          'GET',
          '/lockRecord/list',
          { lockId },
          owner.token,
        );
        return r.data.list.length >= 2 && r.data.list;
      },
      5000,
      'records',
    );
    expect(recs.map((r) => r.recordType).sort()).toEqual([RECORD_TYPE.gateway, RECORD_TYPE.gatewayLock].sort());
    expect(recs.every((r) => r.operatorUid === owner.userId && r.success === 1)).toBe(true);
    await eventually(
      async () => {
        const [row] = await s.db.select().from(locks).where(eq(locks.id, lockId));
        return row!.lockStatus === LOCK_STATUS.locked && row!.electricQuantity === 100;
      },
      3000,
      'lock state',
    );

    await eventually(async () => text.includes('event: records') && text.includes('"state":2'), 10_000, 'SSE');
    expect(text).toContain('event: operation');
    ac.abort();
    await pump;
    // Polling gives the same.
    const polled = await s.call<Op>('GET', '/operation/get', { operationId: un.data.operationId }, owner.token);
    expect(polled.data.state).toBe(OP_STATE.success);
  });

  it('keypad, card and button produce records; a re-delivered batch gives one row per (lock, seq)', async () => {
    lock.addPasscode('246810');
    lock.addCard('3344556677');
    expect(lock.enterPasscode('246810')).toBe(true);
    // A wrong code the lock refuses whatever its secret: shorter than any code (a 6-digit guess is accepted as an
    // offline code about 1 time in 4,000, docs/passcodes.md).
    expect(lock.enterPasscode('13579')).toBe(false);
    lock.pressButton();
    expect(lock.presentCard('3344556677')).toBe(true);
    const count = async () => (await s.db.select().from(lockRecords).where(eq(lockRecords.lockId, lockId))).length;
    await eventually(async () => (await count()) === 6, 5000, 'six records');
    await gw.redeliver(lock.mac, 6);
    await gw2.redeliver(lock.mac, 6);
    await new Promise((r) => setTimeout(r, 600));
    expect(await count()).toBe(6);
    const r = await s.call<{ list: { recordType: number; success: number; keyboardPwd: string }[] }>(
      'GET',
      '/lockRecord/list',
      { lockId, recordType: RECORD_TYPE.passcode },
      owner.token,
    );
    expect(r.data.list.map((x) => [x.success, x.keyboardPwd]).sort()).toEqual([
      [0, '13579'],
      [1, '246810'],
    ]);
  });

  it('a foreign account cannot see or use the lock, its gateways or its operations', async () => {
    expect((await s.call('POST', '/lock/unlock', { lockId }, other.token)).errorCode).toBe(ERROR.noPermission.code);
    expect((await s.call('GET', '/lockRecord/list', { lockId }, other.token)).errorCode).toBe(ERROR.noPermission.code);
    expect((await s.call('GET', '/gateway/listByLock', { lockId }, other.token)).errorCode).toBe(
      ERROR.noPermission.code,
    );
    const gwId = gw.gatewayId!;
    expect((await s.call('GET', '/gateway/listLock', { gatewayId: gwId }, other.token)).errorCode).toBe(
      ERROR.gatewayNotFound.code,
    );
    const ops = await s.call<{ list: Op[] }>('GET', '/operation/list', {}, owner.token);
    const opId = ops.data.list[0]!.operationId;
    expect((await s.call('GET', '/operation/get', { operationId: opId }, other.token)).errorCode).toBe(
      ERROR.notFound.code,
    );
    expect((await s.call<{ list: Op[] }>('GET', '/operation/list', {}, other.token)).data.list).toEqual([]);
    expect((await s.call('GET', '/gateway/listNearbyLock', {}, other.token)).data).toEqual({ list: [] });
    // And without a session at all.
    expect((await s.call('POST', '/lock/unlock', { lockId })).errorCode).toBe(ERROR.notLoggedIn.code);
    expect((await fetch(`${s.serverUrl}/api/events`)).status).toBe(401);
  });

  it('refuses a gateway publishing on another gateway’s topics', async () => {
    const before = await s.db.select().from(lockRecords).where(eq(lockRecords.lockId, lockId));
    const forged = {
      mac: lock.mac,
      records: [{ seq: 9999, type: RECORD_TYPE.gateway, success: true, lockTime: Date.now() }],
    };
    const target = topicOf(gw.gatewayId!, 'records');
    // gw2 uses its own credentials and its own key on gw's topic: the broker refuses it (ACL) before the hub …
    const refusedAtStart = s.services.deviceHub.hub.stats().refused;
    await gw2.publishRaw(target, seal(gw2.credentials!.key, target, forged));
    if (broker === 'external') {
      // No ACL on that broker: the hub's signature check is what refuses it.
      await eventually(async () => s.services.deviceHub.hub.stats().refused > refusedAtStart, 10_000, 'hub refusal');
    } else {
      await new Promise((r) => setTimeout(r, 300));
      expect(s.services.deviceHub.hub.stats().refused).toBe(refusedAtStart);
    }
    // … and a client the broker does let through (a misconfigured broker) is refused by the hub's signature check.
    if (broker !== 'embedded') {
      const intruder = await mqtt.connectAsync(s.brokerUrl, {
        protocolVersion: 4,
        ...(broker === 'mosquitto' ? { username: s.intruder.username, password: s.intruder.password } : {}),
        reconnectPeriod: 0,
      });
      const refusedBefore = s.services.deviceHub.hub.stats().refused;
      await intruder.publishAsync(target, seal(gw2.credentials!.key, target, forged), { qos: 1 });
      await intruder.publishAsync(
        topicOf(gw.gatewayId!, 'status'),
        '{"body":{"online":false,"ts":1},"sig":"' + '0'.repeat(64) + '"}',
        { qos: 1 },
      );
      await eventually(
        async () => s.services.deviceHub.hub.stats().refused >= refusedBefore + 2,
        10_000,
        'hub refusal',
      );
      await intruder.endAsync();
    }
    await new Promise((r) => setTimeout(r, 500));
    const after = await s.db.select().from(lockRecords).where(eq(lockRecords.lockId, lockId));
    expect(after.length).toBe(before.length);
    const [g] = await s.db.select().from(gateways).where(eq(gateways.id, gw.gatewayId!));
    expect(g!.isOnline).toBe(true);
    expect(gw2.connected).toBe(true);
  });
});
