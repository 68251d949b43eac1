// The TTLock Open Platform v3 facade (issue 25, docs/ttlock-compat.md): `POST /oauth2/token` and `/v3/<area>/<verb>`
// at the server's root, with the contract's wire rules — GET and POST on every path, query and body merged, `date`
// within ±5 minutes, flat answers at HTTP 200, `{errcode, errmsg, description}` failures. Each call is a thin adapter
// (v3-locks.ts, v3-credentials.ts) over the product's own routes, run through the same input checks, lock
// permissions, handlers and audit log as the console's (http/route.ts runRoute): no rule is written twice.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR } from '@lockconsole/shared/errors/codes';
import { MAX_CLOCK_SKEW_MS } from '@lockconsole/shared/http/signature';
import { urgently } from '../../db/lanes';
import { AppError } from '../../http/errors';
import { translatorFor } from '../../http/i18n';
import { languageOf, runRoute, type PipelineDeps, type RouteDef } from '../../http/route';
import type { PublicContext } from '../../http/context';
import type { DevicePort } from '../../devices/device-port';
import type { OpenTokens } from './open-tokens';
import { credentialCalls } from './v3-credentials';
import type { Params, V3Call, V3Env } from './v3-env';
import { lockCalls } from './v3-locks';
import { gatewayRecordCalls } from './v3-gateways';
import { ttErrcode, ttFail, TtlockError } from './ttlock-errors';

export const V3_CALLS: Record<string, V3Call> = { ...lockCalls, ...gatewayRecordCalls, ...credentialCalls };

/** Query and body merged (the body wins); one value per name (the first); only strings. */
function mergedParams(req: FastifyRequest): Params {
  const out: Params = {};
  for (const src of [req.query, req.body]) {
    if (!src || typeof src !== 'object') continue;
    for (const [k, v] of Object.entries(src as Record<string, unknown>)) {
      if (k === '__proto__' || k === 'constructor' || k === 'prototype') continue;
      const one = Array.isArray(v) ? v[0] : v;
      if (typeof one === 'string') out[k] = one;
      else if (typeof one === 'number' || typeof one === 'boolean') out[k] = String(one);
      else if (one !== null && one !== undefined && typeof one === 'object') out[k] = JSON.stringify(one);
    }
  }
  return out;
}

const send = (reply: FastifyReply, body: Record<string, unknown>) =>
  reply.code(200).header('cache-control', 'no-store').send(body);

const failure = (e: TtlockError) => ({ errcode: e.errcode, errmsg: e.errmsg, description: e.description });

export function registerTtlock(
  app: FastifyInstance,
  d: {
    routes: RouteDef[];
    pipeline: Pick<PipelineDeps, 'lockAccess' | 'audit' | 'clock'>;
    tokens: OpenTokens;
    devices: Pick<DevicePort, 'awaitOperation'>;
  },
) {
  const byPath = new Map(d.routes.map((r) => [r.path, r]));

  app.route({
    method: ['GET', 'POST'],
    url: '/oauth2/token',
    handler: async (req, reply) => {
      try {
        return send(reply, await d.tokens.token(mergedParams(req), req.ip));
      } catch (e) {
        if (e instanceof TtlockError) return send(reply, failure(e));
        throw e;
      }
    },
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/v3/*',
    handler: async (req, reply) => {
      const lang = languageOf(req);
      const t = translatorFor(lang);
      const p = mergedParams(req);
      const name = (req.params as { '*': string })['*'].replace(/\/+$/, '');
      try {
        const date = Number(p.date);
        if (!p.date || !Number.isSafeInteger(date)) throw ttFail('dateWindow', 'date (ms since the epoch) is required');
        if (Math.abs(d.pipeline.clock.now().getTime() - date) > MAX_CLOCK_SKEW_MS) throw ttFail('dateWindow');
        const caller = await d.tokens.caller(p, req.ip);
        // Own names only: `constructor`, `toString` … of a plain object are no calls.
        const run = Object.hasOwn(V3_CALLS, name) ? V3_CALLS[name] : undefined;
        if (!run) throw ttFail('badParameter', `/v3/${name} is not a call this server answers`);
        const ctx: PublicContext = {
          lang,
          t,
          ip: req.ip,
          host: req.hostname.replace(/:\d+$/, '').toLowerCase(),
          userAgent: req.headers['user-agent'] ?? '',
          deviceId: `ttlock:${caller.app.clientId}`,
          requestId: String(req.id),
          log: req.log,
          session: caller.session,
          setSessionCookie: () => {},
          clearSessionCookie: () => {},
        };
        const env: V3Env = {
          p,
          call: async (path, input) => {
            const route = byPath.get(path);
            if (!route) throw new Error(`the TTLock facade calls ${path}, which is not a route`);
            const run = () => runRoute(route, input, caller.session, d.pipeline, () => ({ ...ctx }), t);
            // Someone waits at a door: the route's database work goes first, as on /api (db/lanes.ts).
            const out = await (route.urgent ? urgently(run) : run());
            if (out.kind === 'ok') return out.data;
            if (out.kind === 'fields') {
              const first = out.errors[0]!;
              throw ttFail('badParameter', `${first.field}: ${first.message}`);
            }
            throw new TtlockError(ttErrcode(out.errorName), out.message);
          },
          awaitOp: async (operationId) => {
            if (!operationId) return;
            try {
              await d.devices.awaitOperation(caller.session.userId, operationId, t);
            } catch (e) {
              if (e instanceof AppError)
                throw new TtlockError(ttErrcode(e.errorName), t(ERROR[e.errorName].key, e.params));
              throw e;
            }
          },
        };
        return send(reply, await run(env));
      } catch (e) {
        if (e instanceof TtlockError) return send(reply, failure(e));
        req.log.error({ err: e }, 'TTLock facade call failed');
        return send(reply, failure(ttFail('internal')));
      }
    },
  });
}

/** A request the facade's parsers refused (a broken body, a body too large): the contract's −3 at HTTP 200. */
export const isTtlockPath = (url: string) => /^\/(v3|oauth2)(\/|\?|$)/.test(url);
export const ttlockBadRequest = () => failure(ttFail('badParameter', 'the request body could not be read'));
