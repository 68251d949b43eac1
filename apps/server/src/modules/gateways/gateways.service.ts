// Gateways of an account: pairing codes, activation by the gateway itself, lists, what they hear, and adding a
// nearby lock (initialization through the best-signal gateway). Rules only; SQL in devices/*.repo.ts.
import { fail } from '../../http/errors';
import type { Translator } from '../../http/i18n';
import { sha256Hex } from '../../platform/clock';
import type { Adapters } from '../../services';
import type { Devices } from '../../devices/devices.module';
import { gatewayUsername, topicOf } from '@lockconsole/shared/devices/topics';
import type { ActivateGatewayResponse } from '@lockconsole/shared/gateway/activate';
import { presentGateway, presentNearby } from './gateway.presenter';
import { createGatewayAdminRepo } from './gateway-admin.repo';
import { formatPairingCode, newPairingCode, PAIRING_CODE_TTL_MS } from './pairing-code';
import { runCommand } from '../devices/run-command';
import { signalGrade } from '@lockconsole/shared/devices/enums';
import { publicBrokerUrl } from '../../devices/start';
import { pageOf, windowOf } from '../../http/paging';

export type ActivateInput = {
  pairingCode: string;
  gatewayMac: string;
  gatewayVersion: number;
  networkName?: string;
  firmware?: string;
};

export function createGatewaysService(a: Adapters, devices: Devices) {
  const repo = devices.repos.gateways;
  const admin = createGatewayAdminRepo(a.db);

  async function owned(userId: number, gatewayId: number) {
    const g = await repo.find(gatewayId);
    if (!g || g.userId !== userId) throw fail('gatewayNotFound');
    return g;
  }

  function brokerUrlForGateways(): string {
    const fromHub = devices.hub.gatewayUrl();
    if (fromHub) return fromHub;
    if (a.config.mqttPublicUrl) return a.config.mqttPublicUrl;
    if (a.config.mqttUrl) return publicBrokerUrl(a.config.mqttUrl);
    return `mqtt://${a.config.host}:${a.config.mqttPort}`;
  }

  return {
    async createPairingCode(userId: number, gatewayName?: string) {
      const code = newPairingCode(a.random);
      const now = a.clock.now();
      const expiresAt = new Date(now.getTime() + PAIRING_CODE_TTL_MS);
      await repo.insertPairingCode({
        codeHash: sha256Hex(code),
        userId,
        gatewayName: gatewayName || null,
        createdAt: now,
        expiresAt,
      });
      return { pairingCode: formatPairingCode(code), expiresAt: expiresAt.getTime() };
    },

    /** The gateway trades a pairing code for its credentials. Re-activation (reset gateway) rotates them. */
    async activate(input: ActivateInput): Promise<ActivateGatewayResponse> {
      const now = a.clock.now();
      const codeHash = sha256Hex(input.pairingCode);
      const code = await repo.consumePairingCode(codeHash, now);
      if (!code) throw fail('pairingCodeInvalid');
      const password = a.random.token(24);
      const key = a.random.token(32);
      const fields = {
        userId: code.userId,
        gatewayVersion: input.gatewayVersion,
        networkName: input.networkName ?? '',
        firmware: input.firmware ?? '',
        mqttPasswordHash: sha256Hex(password),
        signKey: key,
        isOnline: false,
        onlineChangedAt: now,
      };
      const existing = await repo.findByMac(input.gatewayMac);
      const name = code.gatewayName || `G${input.gatewayVersion}-${input.gatewayMac.slice(-5).replace(':', '')}`;
      const g = existing
        ? await repo.update(existing.id, { ...fields, gatewayName: code.gatewayName || existing.gatewayName })
        : await repo.insert({ ...fields, gatewayMac: input.gatewayMac, gatewayName: name, createdAt: now });
      devices.hub.forgetGateway(g.id);
      if (existing) await devices.tracker.gatewayOffline(g.id);
      await repo.linkPairingCode(codeHash, g.id);
      return {
        gatewayId: g.id,
        mqtt: {
          url: brokerUrlForGateways(),
          // Unique per activation, so two deployments sharing a broker never take over each other's sessions.
          clientId: `gw-${g.id}-${a.random.token(6).replace(/[^A-Za-z0-9]/g, 'x')}`,
          username: gatewayUsername(g.id),
          password,
        },
        key,
        topicPrefix: topicOf(g.id, 'cmd').replace(/cmd$/, ''),
        heartbeatInterval: devices.hub.heartbeatMs,
      };
    },

    async list(userId: number, pageNo: number, pageSize: number, searchStr?: string) {
      const { rows, total } = await admin.list(userId, {
        search: searchStr || undefined,
        ...windowOf({ pageNo, pageSize }),
      });
      return pageOf(
        rows.map((r) => presentGateway(r.g, r.lockNum)),
        total,
        { pageNo, pageSize },
      );
    },

    async listLock(userId: number, gatewayId: number) {
      await owned(userId, gatewayId);
      const rows = await repo.nearbyOf(gatewayId);
      return { list: rows.map((r) => presentNearby(r.n, r)) };
    },

    async listNearby(userId: number) {
      const rows = await repo.uninitializedNearUser(userId);
      const seen = new Set<string>();
      const list = [];
      for (const r of rows) {
        if (seen.has(r.n.lockMac)) continue; // best signal first: keep one gateway per lock
        seen.add(r.n.lockMac);
        list.push({ ...presentNearby(r.n), gatewayId: r.n.gatewayId });
      }
      return { list };
    },

    /** Gateways hearing a lock (access checked by the route: {lock: 'view'}). */
    async listByLock(lockId: number) {
      const rows = await repo.gatewaysOfLock(lockId);
      return {
        list: rows.map((r) => ({
          gatewayId: r.g.id,
          gatewayName: r.g.gatewayName,
          isOnline: r.g.isOnline ? 1 : 0,
          rssi: r.rssi,
          signal: signalGrade(r.rssi),
          updatedAt: r.updatedAt.getTime(),
        })),
      };
    },

    async detail(userId: number, gatewayId: number) {
      const g = await owned(userId, gatewayId);
      return presentGateway(g, await admin.lockNum(g.id));
    },

    async rename(userId: number, gatewayId: number, gatewayName: string) {
      await owned(userId, gatewayId);
      await admin.rename(gatewayId, gatewayName);
      return null;
    },

    /** Deletes a gateway: credentials void, pending operations through it fail, the owner's browsers hear it. */
    async delete(userId: number, gatewayId: number) {
      await owned(userId, gatewayId);
      await admin.delete(gatewayId, a.clock.now());
      devices.hub.forgetGateway(gatewayId);
      await devices.tracker.gatewayOffline(gatewayId);
      await devices.bus.publish({ userId, type: 'gateway', data: { gatewayId, isOnline: 0, deleted: 1 } });
      return null;
    },

    hasGateway: (userId: number) => admin.hasAny(userId),

    /** Adds a nearby lock: initializes it through the caller's best-signal online gateway that hears it. */
    async initLock(userId: number, input: { lockMac: string; lockAlias?: string }, t: Translator) {
      if (await devices.repos.locks.findByMac(input.lockMac)) throw fail('lockAlreadyAdded');
      const best = await repo.bestForMac(userId, input.lockMac);
      if (!best) throw fail('noGatewayNearLock');
      if (best.initialized) throw fail('lockInitialized');
      const nearby = (await repo.nearbyOf(best.gatewayId)).find((r) => r.n.lockMac === input.lockMac);
      const lockId = await devices.repos.locks.reserveId();
      const op = await runCommand(
        devices,
        {
          userId,
          lockId: null,
          gatewayId: best.gatewayId,
          lockMac: input.lockMac,
          type: 'lock.init',
          args: {
            lockId,
            secret: a.random.token(32),
            adminUid: userId,
            time: a.clock.now().getTime(),
            timezoneRawOffset: 0,
            lockAlias: input.lockAlias ?? '',
            lockName: nearby?.n.lockName ?? '',
            rssi: best.rssi,
          },
        },
        t,
      );
      return { ...op, lockId: op.lockId };
    },
  };
}

export type GatewaysService = ReturnType<typeof createGatewaysService>;
