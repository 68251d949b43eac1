// Message delivery: e-mail through SMTP when SMTP_URL is set, SMS/voice through the HTTP provider when SMS_URL
// is set; otherwise the channel lands in the local outbox (readable at /dev/outbox) and in the log.
// Services only see `Messenger`; they never know which transport is behind it.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { createOutboxTransport } from './outbox';
import { createSmtpTransport } from './smtp';
import { createHttpSmsTransport } from './sms-http';

import type { Channel, OutgoingMessage } from './transport';

export type { Channel, OutgoingMessage, Transport } from './transport';

export type Messenger = {
  send: (msg: OutgoingMessage) => Promise<void>;
  /** True when at least one channel delivers to the local outbox (then /dev/outbox is served). */
  usesOutbox: boolean;
  /** The channels that have no transport of their own and land in the outbox. */
  outboxChannels: Channel[];
  close: () => Promise<void>;
};

export function createMessenger(deps: {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl?: string;
  smtpFrom: string;
  smsUrl?: string;
}): Messenger {
  const outbox = createOutboxTransport(deps.db, deps.log);
  const email = deps.smtpUrl ? createSmtpTransport(deps.smtpUrl, deps.smtpFrom) : outbox;
  const sms = deps.smsUrl ? createHttpSmsTransport(deps.smsUrl) : outbox;
  return {
    usesOutbox: !deps.smtpUrl || !deps.smsUrl,
    outboxChannels: [
      ...(deps.smtpUrl ? [] : (['email'] as const)),
      ...(deps.smsUrl ? [] : (['sms', 'voice'] as const)),
    ],
    send: (msg) => (msg.channel === 'email' ? email : sms).send(msg),
    close: async () => {
      await email.close?.();
    },
  };
}
