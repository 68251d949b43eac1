// The local outbox transport: stores the message and logs it, so a newcomer can register with no outside service.
import { desc, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema/messaging';
import type { Transport } from './transport';

export function createOutboxTransport(db: Db, log: FastifyBaseLogger): Transport {
  return {
    async send(msg) {
      await db.insert(outboxMessages).values({
        channel: msg.channel,
        recipient: msg.to,
        subject: msg.subject ?? '',
        body: msg.text,
      });
      log.info(
        { outbox: { channel: msg.channel, to: msg.to, subject: msg.subject, text: msg.text } },
        'outbox message',
      );
    },
  };
}

export async function listOutbox(db: Db, channels: readonly string[], limit = 100) {
  if (!channels.length) return [];
  return db
    .select()
    .from(outboxMessages)
    .where(inArray(outboxMessages.channel, [...channels]))
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
}
