// Gateways of an account: pairing codes, activation by the gateway itself, lists, what they hear, and adding a
// nearby lock (initialization through the best-signal gateway). Rules only; SQL in gateways.repo.ts and
// gateway-locks.repo.ts; commands through the device port.
import { fail } from '../../http/errors';
import type { PublicContext, UserContext, LockContext } from '../../http/context';
import { sha256Hex, type Clock, type Random } from '../../platform/clock';
import type { DevicePort } from '../../devices/device-port';
import type { EventBus } from '../../realtime/event-bus';
import type { GatewaysRepo } from './gateways.repo';
import type { GatewayLocksRepo } from './gateway-locks.repo';
import type { GatewayMoveGuard } from './gateway-move-guard';
import { gatewayUsername, topicOf } from '@lockconsole/shared/devices/topics';
import type { ActivateGatewayResponse } from '@lockconsole/shared/gateway/activate';
import { presentGateway, presentNearby } from './gateway.presenter';
import { formatPairingCode, newPairingCode, PAIRING_CODE_TTL_MS } from './pairing-code';
import { signalGrade } from '@lockconsole/shared/devices/enums';
import { pageOf, windowOf } from '../../http/paging';

export type ActivateInput = {
  pairingCode: string;
  gatewayMac: string;
  proof?: string;
  gatewayVersion: number;
  networkName?: string;
  firmware?: string;
};

export function createGatewaysService(d: {
  clock: Clock;
  random: Random;
  devices: DevicePort;
  bus: EventBus;
  repo: GatewaysRepo;
  links: GatewayLocksRepo;
  moveGuard: GatewayMoveGuard;
}) {
  const { repo, links, devices } = d;
  const a = d;

  async function owned(userId: number, gatewayId: number) {
    const g = await repo.find(gatewayId);
    if (!g || g.userId !== userId) throw fail('gatewayNotFound');
    return g;
  }

  return {
    async createPairingCode(ctx: UserContext, input: { gatewayName?: string }) {
      const userId = ctx.session.userId;
      const gatewayName = input.gatewayName;
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
    async activate(_ctx: PublicContext, input: ActivateInput): Promise<ActivateGatewayResponse> {
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
      if (existing) await d.moveGuard.assertMayMove(existing, code.userId, input);
      const name = code.gatewayName || `G${input.gatewayVersion}-${input.gatewayMac.slice(-5).replace(':', '')}`;
      const g = existing
        ? await repo.update(existing.id, { ...fields, gatewayName: code.gatewayName || existing.gatewayName })
        : await repo.insert({ ...fields, gatewayMac: input.gatewayMac, gatewayName: name, createdAt: now });
      if (existing) await devices.gatewayReplaced(g.id);
      await repo.linkPairingCode(codeHash, g.id);
      return {
        gatewayId: g.id,
        mqtt: {
          url: devices.gatewayUrl(),
          // Unique per activation, so two deployments sharing a broker never take over each other's sessions.
          clientId: `gw-${g.id}-${a.random.token(6).replace(/[^A-Za-z0-9]/g, 'x')}`,
          username: gatewayUsername(g.id),
          password,
        },
        key,
        topicPrefix: topicOf(g.id, 'cmd').replace(/cmd$/, ''),
        heartbeatInterval: devices.heartbeatMs,
      };
    },

    async list(ctx: UserContext, input: { pageNo: number; pageSize: number; searchStr?: string }) {
      const { pageNo, pageSize, searchStr } = input;
      const { rows, total } = await repo.list(ctx.session.userId, {
        search: searchStr || undefined,
        ...windowOf({ pageNo, pageSize }),
      });
      return pageOf(
        rows.map((r) => presentGateway(r.g, r.lockNum)),
        total,
        { pageNo, pageSize },
      );
    },

    async listLock(ctx: UserContext, input: { gatewayId: number }) {
      await owned(ctx.session.userId, input.gatewayId);
      const rows = await links.nearbyOf(input.gatewayId);
      return { list: rows.map((r) => presentNearby(r.n, r)) };
    },

    async listNearby(ctx: UserContext, _input: unknown) {
      const rows = await links.uninitializedNearUser(ctx.session.userId);
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
    async listByLock(ctx: LockContext, _input: unknown) {
      const rows = await links.gatewaysOf([ctx.lock.lockId]);
      return {
        list: rows.map((r) => ({
          gatewayId: r.gatewayId,
          gatewayName: r.gatewayName,
          // The gateway's hardware address is its owner's business: managers of the lock see it, key holders not.
          gatewayMac: ctx.lock.role === 'keyHolder' ? '' : r.gatewayMac,
          isOnline: r.isOnline ? 1 : 0,
          rssi: r.rssi,
          signal: signalGrade(r.rssi),
          updatedAt: r.updatedAt.getTime(),
        })),
      };
    },

    async detail(ctx: UserContext, input: { gatewayId: number }) {
      const g = await owned(ctx.session.userId, input.gatewayId);
      return presentGateway(g, await repo.lockNum(g.id));
    },

    async rename(ctx: UserContext, input: { gatewayId: number; gatewayName: string }) {
      await owned(ctx.session.userId, input.gatewayId);
      await repo.rename(input.gatewayId, input.gatewayName);
      return null;
    },

    /** Deletes a gateway: credentials void, pending operations through it fail, the owner's browsers hear it. */
    async delete(ctx: UserContext, input: { gatewayId: number }) {
      const { userId } = ctx.session;
      const { gatewayId } = input;
      await owned(userId, gatewayId);
      await repo.delete(gatewayId, a.clock.now());
      await devices.gatewayReplaced(gatewayId);
      await d.bus.publish({ userId, type: 'gateway', data: { gatewayId, isOnline: 0, deleted: 1 } });
      return null;
    },
  };
}

export type GatewaysService = ReturnType<typeof createGatewaysService>;
