// What a message is and what carries it (SMTP, the SMS provider, the outbox): shared by the messenger and its
// transports, so none of them imports another.
export type Channel = 'email' | 'sms' | 'voice';
export type OutgoingMessage = { channel: Channel; to: string; subject?: string; text: string };
export type Transport = { send: (msg: OutgoingMessage) => Promise<void>; close?: () => Promise<void> };
