// SMS and voice through an HTTP provider adapter: POST JSON {channel, to, text} to SMS_URL. A provider-specific
// gateway (or a small relay in front of one) implements that contract; a non-2xx answer is a delivery failure.
import type { Transport } from './transport';

export function createHttpSmsTransport(url: string): Transport {
  return {
    async send(msg) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ channel: msg.channel, to: msg.to, text: msg.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS provider answered HTTP ${res.status}`);
    },
  };
}
