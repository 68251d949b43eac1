// Taking ekeys back on the lock itself (docs/protocol.md §7 Revocation). A lock trusts any credential signed with
// its secret, so freezing, deleting, replacing or narrowing a key on the server alone leaves the holder's synced
// (or copied) credential working until it ends. Here every such change arms an `ekey.revoke` for the key's lock —
// "refuse this key's credentials signed before now" — and sends it through the lock's best online gateway as a
// tracked operation; credentials signed later (after an unfreeze, or for the new period) still open. Without an
// online gateway, or when the lock did not answer, it stays armed and goes out again when one of the lock's
// gateways comes online, and every few device timeouts while one is (`retry`, run by the hub: this also covers a
// server restart). Never fails the user's action: delivery problems are logged and retried. Phones help too: every
// key holder's sync carries the revocations still waiting for its locks to them over Bluetooth, and the receipts
// the locks give back mark them delivered (`carried`, `acceptReceipts`) — the way to reach a lock without gateway.
import { EKEY_VALIDITY, onceKeyEnd } from '@lockconsole/lockcore/ekey/credential';
import {
  openRevocationReceipt,
  peekRevocationReceipt,
  sealEkeyRevocation,
} from '@lockconsole/lockcore/ekey/revocation-token';
import { isLockSecret } from '@lockconsole/lockcore/secret';
import { ekeyRevokeArgsSchema } from '@lockconsole/shared/devices/ekey-messages';
import type { CarriedRevocation } from '@lockconsole/shared/ekey/sync';
import type { DevicePort } from '../../devices/device-port';
import type { DomainEvents } from '../../events/domain-events';
import type { OperationRecord } from '../../events/event-map';
import type { Clock } from '../../platform/clock';
import type { EkeyRevocationRow, EkeyRevocationsRepo } from './ekey-revocations.repo';

/** What a revocation needs of a key (an ekeys row). Keys never accepted (no holder) have no credential. */
export type RevocableKey = {
  id: number;
  lockId: number;
  userId: number | null;
  validityType: number;
  startDate: number;
  endDate: number;
};

/** Until when the lock must remember the revocation: the key's end on its own terms (0 = never ends). */
export function revocationUntil(k: RevocableKey): number {
  if (k.validityType === EKEY_VALIDITY.permanent) return 0;
  if (k.validityType === EKEY_VALIDITY.once) return onceKeyEnd(k);
  return k.endDate;
}

type Log = { error: (o: object, m?: string) => void };

/** At most this many revocations ride with one phone (newest first; the rest go with a later sync or a gateway). */
const CARRY_LIMIT = 200;

export function createEkeyRevocation(d: {
  devices: DevicePort;
  events: DomainEvents;
  repo: EkeyRevocationsRepo;
  clock: Clock;
  log: Log;
  /** An attempt older than this without the lock's answer is sent again (a few device timeouts). */
  retryAfterMs: number;
  /** How often to look for what is due again. */
  retryEveryMs: number;
}) {
  /** Sends what is armed for the lock (or `rows`) through its best online gateway; nothing (stays armed) without one. */
  async function deliver(lock: { id: number; lockMac: string }, userId: number, rows?: EkeyRevocationRow[]) {
    const pending = rows ?? (await d.repo.pendingOfLock(lock.id, d.clock.now().getTime()));
    if (!pending.length || 'refusal' in (await d.devices.route(lock.id))) return;
    for (const p of pending) {
      const op = await d.devices.commandLock({
        userId,
        lockId: lock.id,
        lockMac: lock.lockMac,
        command: 'ekey.revoke',
        args: { keyId: p.keyId, issuedBefore: p.issuedBefore, until: p.until },
      });
      await d.repo.attach(lock.id, p.keyId, op.id, d.clock.now());
    }
  }

  const safely = async (what: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (err) {
      d.log.error({ err }, `ekey revocation: ${what} failed (stays armed)`);
    }
  };

  const onSuccess = async (op: OperationRecord) => {
    const a = ekeyRevokeArgsSchema.safeParse(op.args);
    if (a.success && op.lockId) await d.repo.delivered(op.lockId, a.data.keyId, a.data.issuedBefore, d.clock.now());
  };
  const onFailure = async (op: OperationRecord) => {
    const a = ekeyRevokeArgsSchema.safeParse(op.args);
    if (a.success && op.lockId) await d.repo.failed(op.lockId, a.data.keyId, op.errorCode, d.clock.now());
  };

  const service = {
    /**
     * The keys' credentials signed until now must no longer open their locks (`byUserId` did it: the operations
     * are theirs; null: each lock's owner's). Arms every revocation, then delivers per lock.
     */
    async revoke(keys: RevocableKey[], byUserId: number | null): Promise<void> {
      const held = keys.filter((k) => k.userId !== null);
      if (!held.length) return;
      const now = d.clock.now();
      await safely('arming', async () => {
        for (const k of held) {
          await d.repo.arm(
            { lockId: k.lockId, keyId: k.id, issuedBefore: now.getTime(), until: revocationUntil(k) },
            now,
          );
        }
      });
      await safely('delivery', async () => {
        for (const lock of await d.repo.locks([...new Set(held.map((k) => k.lockId))])) {
          await deliver(lock, byUserId ?? lock.ownerId);
        }
      });
    },

    /** A gateway came online: what is armed for the locks near it goes out now (as their owners' operations). */
    async gatewayOnline(gatewayId: number): Promise<void> {
      await safely('redelivery', async () => {
        const locks = await d.repo.locksPendingBehind(gatewayId, d.clock.now().getTime());
        for (const l of locks) await deliver({ id: l.lockId, lockMac: l.lockMac }, l.ownerId);
      });
    },

    /** Resends what waited too long (failed, never answered, or armed before a restart) where a gateway is online. */
    async retry(): Promise<void> {
      const now = d.clock.now();
      const before = new Date(now.getTime() - d.retryAfterMs);
      for (const l of await d.repo.dueLocks(now.getTime(), before, 50)) {
        const rows = await d.repo.claimDue(l.lockId, now.getTime(), before, now);
        if (rows.length) await safely('retry', () => deliver({ id: l.lockId, lockMac: l.lockMac }, l.ownerId, rows));
      }
    },

    /**
     * Revocations a key holder's phone should carry to its locks (docs/protocol.md §7 "Carried by phones"): the
     * undelivered ones of every lock it holds a key to, each sealed for its lock so the phone cannot alter them.
     */
    async carried(userId: number): Promise<CarriedRevocation[]> {
      const rows = await d.repo.pendingForHolder(userId, d.clock.now().getTime(), CARRY_LIMIT);
      return rows.flatMap((x) => {
        if (!isLockSecret(x.lockSecret)) return [];
        try {
          return [{ lockMac: x.lockMac, token: sealEkeyRevocation(x.lockSecret, x.lockMac, x) }];
        } catch {
          return []; // what a lock could not read (a key id beyond 32 bits): the gateway path still carries it
        }
      });
    },

    /**
     * Receipts a phone brought back from its locks: each one the named lock really made (its secret checks it)
     * marks that revocation delivered; anything else is ignored. Answers how many were accepted.
     */
    async acceptReceipts(receipts: readonly string[]): Promise<number> {
      let accepted = 0;
      for (const token of new Set(receipts)) {
        const claims = peekRevocationReceipt(token);
        const lock = claims && (await d.repo.lockByMac(claims.lockMac));
        if (!claims || !lock || !isLockSecret(lock.lockSecret)) continue;
        const r = openRevocationReceipt(lock.lockSecret, claims.lockMac, token);
        if (!r) continue;
        await d.repo.delivered(lock.id, r.keyId, r.issuedBefore, d.clock.now());
        accepted++;
      }
      return accepted;
    },
  };

  // The lock's answer records delivery; a gateway coming online and a periodic retry send what waited.
  d.events.on('operation.succeeded', (e) => (e.command === 'ekey.revoke' ? onSuccess(e.operation) : undefined));
  d.events.on('operation.failed', (e) => (e.command === 'ekey.revoke' ? onFailure(e.operation) : undefined));
  d.events.on('gateway.online', (e) => service.gatewayOnline(e.gatewayId));
  d.devices.every({ name: 'ekey revocation retry', everyMs: d.retryEveryMs, run: service.retry });
  return service;
}

export type EkeyRevocation = ReturnType<typeof createEkeyRevocation>;
