// What the request log may say about a request: method, path and query without secrets. TTLock clients send the
// password's md5, the client secret and tokens in the query string (issue 25, docs/security.md), and Fastify logs
// every request's URL; the values of those parameters are replaced before a line is written.
const SECRET_PARAMS =
  /([?&](?:password|client_?secret|clientSecret|access_?token|accessToken|refresh_?token|refreshToken|validationCode)=)[^&#]*/gi;

export const scrubUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[removed]');

type LoggedRequest = {
  method?: string;
  url?: string;
  hostname?: string;
  host?: string;
  ip?: string;
  remoteAddress?: string;
  socket?: { remoteAddress?: string };
};

/** pino's `req` serializer: Fastify's fields, the URL scrubbed. */
export function requestForLog(r: LoggedRequest) {
  return {
    method: r.method,
    url: scrubUrl(r.url ?? ''),
    host: r.hostname ?? r.host,
    remoteAddress: r.ip ?? r.remoteAddress ?? r.socket?.remoteAddress,
  };
}
