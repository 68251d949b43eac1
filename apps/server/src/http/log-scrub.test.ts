// The request log never carries a TTLock client's password digest, client secret or tokens (issue 25): Fastify's
// "incoming request" line, written through the server's pino serializer, shows the path with those values removed.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { requestForLog, scrubUrl } from './log-scrub';

describe('request log', () => {
  it('removes secret parameters from logged URLs and keeps the rest', async () => {
    let out = '';
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        out += chunk.toString();
        done();
      },
    });
    const logger = pino({ level: 'info', serializers: { req: requestForLog } }, sink);
    const app = Fastify({ loggerInstance: logger });
    app.post('/oauth2/token', async () => ({ ok: 1 }));
    await app.inject({
      method: 'POST',
      url: '/oauth2/token?client_id=abc&client_secret=S3CRET&username=a%40b.c&password=0123456789abcdef0123456789abcdef',
    });
    await app.close();
    expect(out).toContain('/oauth2/token?client_id=abc&client_secret=[removed]');
    expect(out).not.toContain('S3CRET');
    expect(out).not.toContain('0123456789abcdef');
    expect(scrubUrl('/v3/lock/list?clientId=x&accessToken=T0K&date=1')).toBe(
      '/v3/lock/list?clientId=x&accessToken=[removed]&date=1',
    );
  });
});
