// Answers given before a request reaches a route: everything under /api — in any spelling — answers the envelope,
// even when Node's HTTP parser refuses the request (431 for headers or a query over 16 KB, 400 for a broken request).
// Those come before any header is read, so their message is in English.
import type { Socket } from 'node:net';
import { ERROR } from '@lockconsole/shared/errors/codes';
import { translatorFor } from './i18n';

/** /api, /api/…, /API/…: the API's paths, whatever the case. */
export const isApiPath = (url: string) => /^\/api(\/|\?|$)/i.test(url);

/**
 * Headers of answers made before the usual hooks run (a URL that cannot be decoded, parser refusals): the same
 * protections as every other answer, for a document that loads nothing (#28.6).
 */
export const EDGE_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/** Fastify's clientErrorHandler: a parse error on the connection, answered with the envelope and closed. */
export function answerClientError(err: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const slow = err.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const status = slow ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const error = slow ? ERROR.requestTooSlow : ERROR.badParameter;
  const t = translatorFor('en');
  const body = JSON.stringify({ errorCode: error.code, errorMsg: t(error.key), data: null });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\n` +
      'content-type: application/json; charset=utf-8\r\n' +
      `content-length: ${Buffer.byteLength(body)}\r\n` +
      Object.entries(EDGE_HEADERS)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('') +
      'connection: close\r\n\r\n' +
      body,
  );
}
