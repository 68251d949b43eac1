// Reads verification codes from the server's embedded outbox (GET /dev/outbox.json, newest first).
import { expect, type APIRequestContext } from '@playwright/test';

type Message = {
  id: string;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: string;
};

const digits = (s: string) => s.replace(/\D/g, '');

/** Every message in the outbox to `recipient` (newest first). */
export async function messagesTo(request: APIRequestContext, recipient: string): Promise<Message[]> {
  const res = await request.get('/dev/outbox.json');
  const { messages } = (await res.json()) as { messages: Message[] };
  return messages.filter((m) => m.recipient.toLowerCase() === recipient.toLowerCase());
}

/** The newest 6-digit code sent to `recipient` (an e-mail, or the mobile's national digits) after `since`. */
export async function latestCode(request: APIRequestContext, recipient: string, since = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/dev/outbox.json');
        const { messages } = (await res.json()) as { messages: Message[] };
        const wanted = recipient.includes('@') ? recipient.toLowerCase() : digits(recipient);
        const hit = messages.find((m) => {
          const to = recipient.includes('@') ? m.recipient.toLowerCase() : digits(m.recipient);
          return (to === wanted || to.endsWith(wanted)) && Date.parse(m.createdAt) >= since - 1000;
        });
        code = hit ? /\b(\d{6})\b/.exec(hit.body)?.[1] : undefined;
        return code;
      },
      { timeout: 15_000, message: `a code for ${recipient} in the outbox` },
    )
    .toBeTruthy();
  return code!;
}
