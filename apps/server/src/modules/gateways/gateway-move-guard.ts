// A gateway already registered to one account moves to another only when the activating device proves it holds the
// gateway's current key (activationProof, docs/protocol.md §1) — a reset gateway being given away. Knowing a MAC is
// not enough: without the proof the activation is refused (10606), the owner's consoles hear of it at once and the
// owner gets a notice by e-mail or SMS in their language. The owner can always let it go by deleting it first.
import crypto from 'node:crypto';
import { activationProof } from '@lockconsole/shared/gateway/activate';
import { fail } from '../../http/errors';
import type { Messenger } from '../../messaging/messenger';
import { createOwnerNotices, type OwnerContact as Contact } from '../../messaging/owner-notice';
import type { EventBus } from '../../realtime/event-bus';
import type { GatewayRow } from './gateways.repo';

/** How to reach an account: its e-mail or mobile and its language; deleted accounts own nothing any more. */
export type OwnerContact = Contact & { deletedAt: Date | null };

const sameHex = (a: string, b: string) =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** At most one notice per gateway in this time (per API node): refusals must not become a mail bomb. */
export const NOTICE_INTERVAL_MS = 3_600_000;

export function createGatewayMoveGuard(d: {
  bus: EventBus;
  messenger: Messenger;
  contactOf: (userId: number) => Promise<OwnerContact | undefined>;
  log: { warn: (o: object, m?: string) => void };
  now?: () => number;
}) {
  const notices = createOwnerNotices({ messenger: d.messenger, now: d.now ?? Date.now, everyMs: NOTICE_INTERVAL_MS });

  async function tellOwner(g: GatewayRow, c: OwnerContact) {
    await d.bus.publish({ userId: g.userId, type: 'gateway', data: { gatewayId: g.id, moveRefused: 1 } });
    await notices.tell(`gateway:${g.id}`, c, 'messages.gateway.moveRefused', {
      gateway: g.gatewayName,
      mac: g.gatewayMac,
    });
  }

  return {
    /** Refuses (10606) moving `existing` to `toUserId` without the device's proof; tells the owner. */
    async assertMayMove(
      existing: GatewayRow,
      toUserId: number,
      input: { pairingCode: string; gatewayMac: string; proof?: string },
    ) {
      if (existing.userId === toUserId) return; // the owner's own pairing code: a reset in the same account
      const owner = await d.contactOf(existing.userId);
      if (!owner || owner.deletedAt) return; // its account is gone: the gateway is free to join another
      const expected = activationProof(existing.signKey, input.pairingCode, input.gatewayMac);
      if (input.proof && sameHex(input.proof, expected)) return;
      d.log.warn({ gatewayId: existing.id, toUserId }, 'gateway move refused: no proof of possession');
      await tellOwner(existing, owner).catch((err: unknown) => d.log.warn({ err }, 'gateway owner not told'));
      throw fail('gatewayRegisteredElsewhere');
    },
  };
}

export type GatewayMoveGuard = ReturnType<typeof createGatewayMoveGuard>;
