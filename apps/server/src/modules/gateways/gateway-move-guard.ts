// A gateway already registered to one account moves to another only when the activating device proves it holds the
// gateway's current key (activationProof, docs/protocol.md §1) — a reset gateway being given away. Knowing a MAC is
// not enough: without the proof the activation is refused (10606), the owner's consoles hear of it at once and the
// owner gets a notice by e-mail or SMS in their language. The owner can always let it go by deleting it first.
import crypto from 'node:crypto';
import { activationProof } from '@lockconsole/shared/gateway/activate';
import { normalizeLanguage } from '@lockconsole/shared/i18n/languages';
import { fail } from '../../http/errors';
import { translatorFor } from '../../http/i18n';
import type { Messenger } from '../../messaging/messenger';
import type { EventBus } from '../../realtime/event-bus';
import type { GatewayRow } from './gateways.repo';

/** How to reach an account: its e-mail or mobile and its language. */
export type OwnerContact = { email: string | null; mobile: string | null; language: string };

const sameHex = (a: string, b: string) =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function createGatewayMoveGuard(d: {
  bus: EventBus;
  messenger: Messenger;
  contactOf: (userId: number) => Promise<OwnerContact | undefined>;
  log: { warn: (o: object, m?: string) => void };
}) {
  async function tellOwner(g: GatewayRow) {
    await d.bus.publish({ userId: g.userId, type: 'gateway', data: { gatewayId: g.id, moveRefused: 1 } });
    const c = await d.contactOf(g.userId);
    const to = c?.email ?? c?.mobile;
    if (!c || !to) return;
    const t = translatorFor(normalizeLanguage(c.language) ?? 'en');
    const params = { gateway: g.gatewayName, mac: g.gatewayMac };
    await d.messenger.send({
      channel: c.email ? 'email' : 'sms',
      to,
      subject: t('messages.gateway.moveRefused.subject', params),
      text: t('messages.gateway.moveRefused.body', params),
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
      const expected = activationProof(existing.signKey, input.pairingCode, input.gatewayMac);
      if (input.proof && sameHex(input.proof, expected)) return;
      d.log.warn({ gatewayId: existing.id, toUserId }, 'gateway move refused: no proof of possession');
      await tellOwner(existing).catch((err: unknown) => d.log.warn({ err }, 'gateway owner not told'));
      throw fail('gatewayRegisteredElsewhere');
    },
  };
}

export type GatewayMoveGuard = ReturnType<typeof createGatewayMoveGuard>;
