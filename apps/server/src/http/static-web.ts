// Serves the built SPA (apps/web/dist): real files as they are, every other non-API path gets index.html —
// with 200 on the console's page paths and 404 elsewhere (packages/shared/src/web/page-paths.ts); /q/<token> gets
// the QR code page (qrcode.html).
// While the web app is still being built (npm start builds it on first run), pages answer "being prepared".
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isPagePath } from '@lockconsole/shared/web/page-paths';

/**
 * Headers that only mean something on a document (helmet sends them on every answer). A script, a style sheet or a
 * catalog (JSON) is never a document: on the login page's ~20 files they were ~12 KB of its ~148 KB on the wire over
 * HTTP/1.1.
 * `X-Content-Type-Options` and `Cross-Origin-Resource-Policy` stay: they do apply to scripts and styles. Other files
 * (an SVG can be opened as a document) keep all of them.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const SUBRESOURCE = /\.(js|css|json)$/;

const BUILDING_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Starting…</title>
<meta http-equiv="refresh" content="3"><style>body{font:16px system-ui,sans-serif;margin:20vh auto;max-width:32rem;text-align:center;color:#333}</style>
</head><body><h1>The console is being prepared</h1><p>The web app is being built for the first time. This page reloads by itself.</p></body></html>`;

export async function registerWeb(app: FastifyInstance, distDir: string): Promise<void> {
  fs.mkdirSync(distDir, { recursive: true });
  const index = path.join(distDir, 'index.html');
  let html: string | undefined;
  const indexHtml = () => {
    if (html === undefined && fs.existsSync(index)) html = fs.readFileSync(index, 'utf8');
    return html;
  };
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    serve: false,
    // Build-time .br / .gz siblings (apps/web/vite.config.ts) go out as they are, with Vary: Accept-Encoding.
    preCompressed: true,
    setHeaders: (reply, file) => {
      // Hashed assets never change; everything else must be revalidated.
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      // `file` is the file sent (a .br or .gz sibling when compressed): the name before that decides.
      if (hashed && SUBRESOURCE.test(file.replace(/\.(br|gz)$/, '')))
        for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      // Never revalidated while immutable, and renamed when changed: validators (and ranges, which need one to be
      // resumed safely) would only cost bytes.
      if (hashed) for (const name of ['etag', 'last-modified', 'accept-ranges']) reply.removeHeader(name);
    },
  });
  // A QR code's public page (issue 16): its own light entry, not the console (apps/web/qrcode.html).
  const qrPage = path.join(distDir, 'qrcode.html');
  app.get('/q/*', async (_req, reply) => {
    if (!fs.existsSync(qrPage))
      return reply.code(503).header('retry-after', '3').type('text/html; charset=utf-8').send(BUILDING_PAGE);
    return reply.header('cache-control', 'no-cache').sendFile('qrcode.html');
  });
  app.get('/*', async (req, reply) => {
    const rel = decodeURIComponent(req.url.split('?')[0]!).replace(/^\/+/, '');
    const file = path.resolve(distDir, rel);
    if (rel && file.startsWith(distDir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(rel);
    }
    const page = indexHtml();
    if (!page) return reply.code(503).header('retry-after', '3').type('text/html; charset=utf-8').send(BUILDING_PAGE);
    // Not a page of the console: the app still renders its 404 page, with the status that says so (#28.6).
    const status = isPagePath(req.url.split('?')[0]!) ? 200 : 404;
    return reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  });
}
