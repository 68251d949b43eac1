// Compressed answers (#26.1): API JSON and pages above 1 KB go out as brotli (quality 4: a fraction of a
// millisecond on a lock page, ~4× smaller) or gzip when the client accepts it. Hashed web assets are compressed once
// at build time (apps/web/vite.config.ts) and served as they are (static-web.ts, preCompressed); an answer that
// already carries a Content-Encoding is left alone. The live event stream writes to the socket itself (hijacked)
// and is never buffered. Request bodies are never inflated (a compressed body does not parse: bad parameter), so a
// small upload cannot expand past the body limit.
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

export const COMPRESS_THRESHOLD = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
