// Builds the Fastify application from adapters: HTTP conventions, API routes, outbox, docs, the web app.
// Listening and process signals belong to main.ts.
import crypto from 'node:crypto';
import { limitedServerFactory } from './http/connection-limits';
import { createReplayGuard } from './http/replay-guard';
import { answerClientError, EDGE_HEADERS, isApiPath } from './http/edge-answers';
import { createHostGuard, hostName } from './http/host-guard';
import { registerCompression } from './http/compression';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import type { Logger } from 'pino';
import { ERROR } from '@lockconsole/shared/errors/codes';
import { registerRoutes, sendEnvelope, languageOf } from './http/route';
import { translatorFor } from './http/i18n';
import { buildOpenApi, openApiPage } from './http/openapi';
import { DOCS_CSS, DOCS_JS } from './http/docs-assets';
import { registerWeb } from './http/static-web';
import { registerOutboxRoutes } from './messaging/outbox.routes';
import { API_KEY_PREFIX } from '@lockconsole/shared/integrations/api-key';
import { allRoutes } from './modules/routes';
import { registerHealth } from './ops/health';
import { registerMetrics } from './ops/metrics';
import { registerEventStream } from './realtime/events.route';
import { registerMapStream } from './modules/map/map-stream.route';
import { registerExportFileRoute } from './modules/exports/export-file.route';
import { registerProviderPay } from './modules/commerce/provider-pay.route';
import { registerSandboxPay } from './modules/commerce/sandbox-pay.route';
import { isTtlockPath, registerTtlock, ttlockBadRequest } from './modules/ttlock/ttlock.route';
import { createServices, type Adapters, type Services } from './services';

/** apps/web/dist: apps/server/src and apps/server/dist are both two levels below apps/. */
export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
export const VERSION = '0.1.0';

export type BuiltApp = { app: FastifyInstance; services: Services };

export async function buildApp(
  adapters: Omit<Adapters, 'log'>,
  opts: { logger: Logger | false; webDist?: string | false },
): Promise<BuiltApp> {
  const base = {
    // Requests Node cannot parse (a query over 16 KB: 431, a broken request line): still the envelope (#21.6).
    clientErrorHandler: answerClientError,
    // A URL Fastify cannot decode: the envelope under /api, a plain 400 elsewhere.
    frameworkErrors: (err: Error, req: FastifyRequest, reply: FastifyReply) => {
      reply.headers(EDGE_HEADERS);
      if (!isApiPath(req.url)) return reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
      const t = translatorFor(languageOf(req));
      return sendEnvelope(reply, ERROR.badParameter.code, t(ERROR.badParameter.key), null, 400);
    },
    trustProxy: adapters.config.trustProxy,
    // Draining (issue 24): a request that still arrives on an open keep-alive connection while the server closes is
    // served as usual (the load balancer has already stopped sending new ones), never Fastify's bare 503.
    return503OnClosing: false,
    serverFactory: limitedServerFactory(adapters.config.connections),
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  };
  const app: FastifyInstance = opts.logger
    ? (Fastify({ ...base, loggerInstance: opts.logger }) as unknown as FastifyInstance)
    : Fastify({ ...base, logger: false });

  const services = createServices({ ...adapters, log: app.log });
  // The face check's worker thread (started on the first photo) ends with the server.
  app.addHook('onClose', () => services.faceChecker.close());
  app.addHook('onClose', () => services.map.close());
  await services.sites.ensureBuiltInBrands();

  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  // Only the names this console is served under (#28.5): a DNS-rebinding page cannot borrow it.
  const hosts = createHostGuard({
    listenHost: adapters.config.host,
    publicUrl: adapters.config.publicUrl,
    allowedHosts: adapters.config.allowedHosts,
    isBrandHost: async (h) => Boolean(await services.sites.repo.findByDomain(h)),
  });
  // Load balancers and supervisors probe a node by its address, often with no Host at all (HAProxy's httpchk): the
  // two probes answer whatever the name — they say only "alive" and "ready".
  const PROBES = new Set(['/api/health', '/api/ready']);
  app.addHook('onRequest', async (req, reply) => {
    if (PROBES.has(req.url.split('?')[0]!) || (await hosts.allowed(req.headers.host))) return;
    const host = hostName(req.headers.host);
    if (isApiPath(req.url)) {
      const t = translatorFor(languageOf(req));
      return sendEnvelope(reply, ERROR.hostNotServed.code, t(ERROR.hostNotServed.key, { host }), null, 421);
    }
    return reply
      .code(421)
      .type('text/plain; charset=utf-8')
      .send(`This console is not served under the name "${host}". Its operator can add it to ALLOWED_HOSTS.`);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd injects its CSS-in-JS as <style> elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        // The card encoder's bridge listens on a loopback WebSocket (docs/card-encoder.md); nothing else off-site.
        connectSrc: ["'self'", 'ws://127.0.0.1:*'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: adapters.config.publicUrl?.startsWith('https://') ? undefined : false,
    // CSP frame-ancestors 'none' says it; X-Frame-Options SAMEORIGIN would contradict it (#28.6).
    xFrameOptions: false,
  });
  await registerCompression(app);
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 1024 * 1024 });

  const routes = allRoutes(services);
  registerRoutes(app, routes, {
    clock: adapters.clock,
    publicUrl: adapters.config.publicUrl,
    appSecretOf: (appId) => (appId === adapters.config.webApp.appId ? adapters.config.webApp.appSecret : undefined),
    // An API key (issue 20) is sent like a session token; it starts with API_KEY_PREFIX.
    lookupSession: (token) =>
      token.startsWith(API_KEY_PREFIX) ? services.apiKeys.lookup(token) : services.sessions.lookup(token),
    firstSeen: createReplayGuard(adapters.db, adapters.clock).firstSeen,
    newDeviceId: () => adapters.random.token(16),
    lockAccess: (userId, lockIds, action) => services.permissions.require(userId, lockIds, action),
    keyGate: services.apiKeys.gate,
    audit: services.audit.record,
  });

  // The TTLock Open Platform v3 facade (issue 25): /oauth2/token and /v3/* at the root, over the same routes.
  registerTtlock(app, {
    routes,
    pipeline: {
      clock: adapters.clock,
      lockAccess: (userId, lockIds, action) => services.permissions.require(userId, lockIds, action),
      audit: services.audit.record,
    },
    tokens: services.openTokens,
    devices: services.deviceHub.port,
  });

  registerExportFileRoute(app, { repo: services.exportsRepo, clock: adapters.clock });
  registerProviderPay(app, { orders: services.ordersRepo, payments: services.payments, clock: adapters.clock });
  // Started payments whose notification never came: asked about by every node (each order claimed by one), on a
  // timer of its own — not the device hub's jobs, which stop while the broker is away.
  if (Object.keys(adapters.config.payments.providers).length) {
    const poller = setInterval(
      () => void services.payments.poll().catch((err: unknown) => app.log.warn({ err }, 'payment poller')),
      adapters.config.payments.pollMs,
    );
    poller.unref();
    app.addHook('onClose', () => clearInterval(poller));
  }
  if (adapters.config.payments.sandbox) {
    registerSandboxPay(app, {
      orders: services.ordersRepo,
      payments: services.payments,
      clock: adapters.clock,
      key: adapters.config.payments.sandboxSecret,
    });
  }
  // Export jobs run on every node; a stopping node hands its running export back to the queue.
  services.exportRunner.start();
  app.addHook('onClose', () => services.exportRunner.close());
  services.alerts.start();
  app.addHook('onClose', () => services.alerts.close());
  // Webhook deliveries (issue 20) go out from every node unless WEBHOOK_WORKER is off.
  if (adapters.config.webhooks.worker) services.webhookRunner.start();
  app.addHook('onClose', () => services.webhookRunner.close());
  services.retention.start();
  app.addHook('onClose', () => services.retention.close());

  registerEventStream(app, {
    bus: services.bus,
    events: services.events,
    lookupSession: (token) => services.sessions.lookup(token),
  });

  registerMapStream(app, { map: services.map, events: services.events });

  const openapi = buildOpenApi(routes, VERSION);
  app.get('/api/openapi.json', async (_req, reply) => reply.header('cache-control', 'no-cache').send(openapi));
  app.get('/api/docs', async (_req, reply) => reply.type('text/html; charset=utf-8').send(openApiPage()));
  app.get('/api/docs.js', async (_req, reply) => reply.type('text/javascript; charset=utf-8').send(DOCS_JS));
  app.get('/api/docs.css', async (_req, reply) => reply.type('text/css; charset=utf-8').send(DOCS_CSS));
  // Operations (issue 24): liveness, readiness (draining after SIGTERM), Prometheus metrics.
  registerHealth(app, {
    db: adapters.db,
    lifecycle: services.lifecycle,
    hubStarted: () => services.deviceHub.hub.gatewayUrl() !== undefined,
    hubConnected: () => services.deviceHub.hub.connected(),
  });
  registerMetrics(app, {
    db: adapters.db,
    events: services.events,
    token: adapters.config.metricsToken,
    hubStats: services.deviceHub.hub.stats,
    sentCount: services.deviceHub.publisher.sentCount,
  });

  if (adapters.messenger.usesOutbox) {
    registerOutboxRoutes(app, adapters.db, {
      channels: adapters.messenger.outboxChannels,
      public: adapters.config.outboxPublic,
      trustProxy: adapters.config.trustProxy,
    });
  }

  const apiNotFound = async (req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
    const t = translatorFor(languageOf(req));
    return sendEnvelope(reply, ERROR.notFound.code, t(ERROR.notFound.key), null, 404);
  };
  app.all('/api/*', apiNotFound);
  // Any spelling of the API prefix (/API/…, /Api) is the API's: the envelope, never the web app or Fastify's body.
  app.addHook('onRequest', async (req, reply) => {
    if (isApiPath(req.url) && !req.url.startsWith('/api/')) return apiNotFound(req, reply);
  });

  app.setErrorHandler(async (err: Error & { statusCode?: number; code?: string }, req, reply) => {
    const t = translatorFor(languageOf(req));
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed bodies, too large payloads, bad content types: the caller's fault, reported as bad parameter.
      req.log.info({ err }, 'client error');
      if (isTtlockPath(req.url)) return reply.code(200).header('cache-control', 'no-store').send(ttlockBadRequest());
      return sendEnvelope(reply, ERROR.badParameter.code, t(ERROR.badParameter.key), null, status === 413 ? 413 : 400);
    }
    req.log.error({ err }, 'unhandled error');
    return sendEnvelope(reply, ERROR.serviceError.code, t(ERROR.serviceError.key), null, 500);
  });

  const dist = opts.webDist === undefined ? WEB_DIST : opts.webDist;
  if (dist) await registerWeb(app, dist);
  else {
    app.setNotFoundHandler(async (req, reply) => {
      if (isApiPath(req.url)) return apiNotFound(req, reply);
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send('<!doctype html><title>404 Error</title><h1>404 Error</h1>');
    });
  }
  return { app, services };
}
