// Route declaration and the request pipeline every API call goes through (spec §7/§8):
// language → date window → signature (a write once only) → session per the declared auth (an API key: its scope and
// rate) → schema → handler → envelope → the audit log (every signed-in write).
// Routes stay thin: a schema, an auth declaration and one service call.
import { withRequestId } from '../platform/request-context';
import { urgently } from '../db/lanes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkRawInput, coercedJsonFields, controlCharField } from './raw-input';
import { z } from 'zod';
import { ERROR, type ErrorName } from '@lockconsole/shared/errors/codes';
import { MAX_CLOCK_SKEW_MS } from '@lockconsole/shared/http/signature';
import { normalizeLanguage, pickLanguage, DEFAULT_LANGUAGE, type Language } from '@lockconsole/shared/i18n/languages';
import { AppError, FieldsError } from './errors';
import { translatorFor, type Translator } from './i18n';
import type { AuditedWrite, KeyRefusal, LockContext, PublicContext, SessionUser, UserContext } from './context';
import { clearSessionCookie, DEVICE_COOKIE, isSecure, setSessionCookie, tokenOf } from './session-token';
import { verifySignature } from './signature-check';
import type { Clock } from '../platform/clock';
import type { LockAction } from '../modules/permissions/lock-role';
import type { LockAccess } from '../modules/permissions/permissions.service';

/**
 * Who may call a route: anyone, any signed-in user, or a user whose role on the lock(s) named by the request's
 * `lockId` (or every id of `lockIdList`) allows the action — decided by modules/permissions before the handler.
 */
export type LockAuth = { lock: LockAction };
export type Auth = 'public' | 'user' | LockAuth;

/** A lock route's handler also receives the caller's access to the lock(s) it names. */
export type { LockContext };

type Ctx<A extends Auth> = A extends 'public' ? PublicContext : A extends 'user' ? UserContext : LockContext;

export type RouteDef<A extends Auth = Auth, S extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> = {
  method: 'GET' | 'POST';
  /** Path under /api, e.g. "/user/login". */
  path: string;
  auth: A;
  summary: string;
  tag: string;
  request: S;
  response: R;
  /** Default true. Only multipart uploads go unsigned (spec §7). */
  signed?: boolean;
  /** Someone waits at a door (remote lock and unlock): the call's database work goes first (db/lanes.ts). */
  urgent?: boolean;
  /** Bytes this route's body may have when more than the server's 1 MB (a face photo). */
  bodyLimit?: number;
  handler: (input: z.output<S>, ctx: Ctx<A>) => Promise<z.input<R>>;
};

export const defineRoute = <A extends Auth, S extends z.ZodType, R extends z.ZodType>(def: RouteDef<A, S, R>) =>
  def as unknown as RouteDef;

export type SessionLookup =
  { status: 'ok'; session: SessionUser } | { status: 'missing' | 'invalid' | 'expired' | 'revoked' };

export type PipelineDeps = {
  clock: Clock;
  publicUrl: string | undefined;
  appSecretOf: (appId: string) => string | undefined;
  lookupSession: (token: string) => Promise<SessionLookup>;
  /** False when this signature was already used (replay-guard.ts): only writes are checked. */
  firstSeen: (signature: string, token?: string) => Promise<boolean>;
  newDeviceId: () => string;
  /** Resolves and checks the caller's role on locks (throws −2018). */
  lockAccess: (userId: number, lockIds: number[], action: LockAction) => Promise<LockAccess[]>;
  /** An API key's request, before its route: the key's scope and rate (modules/integrations). */
  keyGate?: (
    key: { id: number; scopes: readonly string[] },
    route: { method: 'GET' | 'POST'; path: string },
    ip: string,
  ) => Promise<KeyRefusal | undefined>;
  /** Keeps a signed-in write and how it ended (modules/integrations/audit.service.ts). */
  audit?: (w: AuditedWrite) => Promise<void>;
};

/** The lock ids a lock route names: `lockId` or `lockIdList` of the validated input. */
export function lockIdsOf(input: unknown): number[] | undefined {
  const o = input as { lockId?: unknown; lockIdList?: unknown };
  if (typeof o.lockId === 'number') return [o.lockId];
  if (Array.isArray(o.lockIdList) && o.lockIdList.every((x) => typeof x === 'number')) return o.lockIdList;
  return undefined;
}

export function languageOf(req: FastifyRequest): Language {
  const h = req.headers['language'];
  return (
    normalizeLanguage(Array.isArray(h) ? h[0] : h) ?? pickLanguage(req.headers['accept-language']) ?? DEFAULT_LANGUAGE
  );
}

export function sendEnvelope(reply: FastifyReply, errorCode: number, errorMsg: string, data: unknown, status = 200) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ errorCode, errorMsg, data: data ?? null });
}

function rawParams(req: FastifyRequest, method: 'GET' | 'POST'): Record<string, unknown> {
  const src = method === 'GET' ? req.query : req.body;
  if (!src || typeof src !== 'object') return {};
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(src as Record<string, unknown>)) {
    if (k === '__proto__' || k === 'constructor') continue;
    out[k] = v; // a repeated name stays an array: refused by checkRawInput
  }
  return out;
}

export function fieldErrorsOf(error: z.ZodError, t: Translator) {
  return error.issues.map((issue) => {
    const field = issue.path.join('.') || 'request';
    const params: Record<string, unknown> = {};
    if ('minimum' in issue) params.min = issue.minimum;
    if ('maximum' in issue) params.max = issue.maximum;
    if ('values' in issue && Array.isArray(issue.values)) params.values = issue.values.join(', ');
    if (issue.code === 'custom' && issue.params) Object.assign(params, issue.params);
    let key = issue.message;
    if (!/^[a-z]+\.[A-Za-z.]+$/.test(key)) {
      // zod's own default text: map its issue code onto our keys.
      key =
        issue.code === 'invalid_type'
          ? issue.input === undefined
            ? 'validation.required'
            : 'validation.invalid'
          : issue.code === 'too_big'
            ? issue.origin === 'string'
              ? 'validation.tooLong'
              : 'validation.tooBig'
            : issue.code === 'too_small'
              ? issue.origin === 'string'
                ? 'validation.tooShort'
                : 'validation.tooSmall'
              : issue.code === 'invalid_value'
                ? 'validation.oneOf'
                : 'validation.invalid';
    }
    return { field, message: t(key, params) };
  });
}

function answerFields(reply: FastifyReply, t: Translator, errors: { field: string; message: string }[]) {
  const first = errors[0]!;
  return sendEnvelope(reply, ERROR.badParameter.code, t('errors.badParameterField', first), { errors });
}

export function registerRoutes(app: FastifyInstance, routes: RouteDef[], deps: PipelineDeps): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: `/api${route.path}`,
      ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
      handler: (req, reply) => (route.urgent ? urgently(() => answer(req, reply)) : answer(req, reply)),
    });
    async function answer(req: FastifyRequest, reply: FastifyReply) {
      {
        const lang = languageOf(req);
        const t = translatorFor(lang);
        const params = rawParams(req, route.method);

        // 1. date window (every call, spec §7)
        const rawDate = params.date;
        const date =
          typeof rawDate === 'number' || (typeof rawDate === 'string' && /^\d{1,16}$/.test(rawDate))
            ? Number(rawDate)
            : NaN;
        if (!Number.isSafeInteger(date)) {
          return answerFields(reply, t, [{ field: 'date', message: t('validation.required') }]);
        }
        if (Math.abs(deps.clock.now().getTime() - date) > MAX_CLOCK_SKEW_MS) {
          return sendEnvelope(reply, ERROR.clockSkew.code, t(ERROR.clockSkew.key), null);
        }

        // 2. signature
        let firstSeen: Promise<boolean> | undefined;
        if (route.signed !== false) {
          const problem = verifySignature(req, `/api${route.path}`, params, deps.appSecretOf);
          if (problem) return sendEnvelope(reply, ERROR[problem].code, t(ERROR[problem].key), null);
          // 2b. a write is taken once: the same signed request again (a capture, a replay) changes nothing. Its
          // signature is remembered beside the session and lock reads below, and nothing answers or acts before it
          // is: a replay is refused ahead of any session, input or permission answer, and the handler never runs.
          if (route.method === 'POST') {
            firstSeen = deps.firstSeen(String(req.headers.signature), tokenOf(req));
            firstSeen.catch(() => {}); // awaited below, on every path
          }
        }
        const replayed = async () => firstSeen !== undefined && !(await firstSeen);
        const refuseReplay = () => sendEnvelope(reply, ERROR.requestReplayed.code, t(ERROR.requestReplayed.key), null);

        // 3. session
        const secure = isSecure(req, deps.publicUrl);
        let session: SessionUser | null = null;
        const token = tokenOf(req);
        const found: SessionLookup = token ? await deps.lookupSession(token) : { status: 'missing' };
        // A public route ignores an API key: a key never signs in, logs out or acts as a browser session there.
        if (found.status === 'ok' && !(found.session.apiKey && route.auth === 'public')) session = found.session;
        else if (route.auth !== 'public') {
          if (await replayed()) return refuseReplay();
          const err = found.status === 'revoked' ? ERROR.sessionRevoked : ERROR.notLoggedIn;
          if (token) clearSessionCookie(reply, secure);
          return sendEnvelope(reply, err.code, t(err.key), null);
        }
        if (session?.apiKey && deps.keyGate) {
          // The key's gate counts the call (its rate): a replay must not.
          if (await replayed()) return refuseReplay();
          const refused = await deps.keyGate(session.apiKey, { method: route.method, path: route.path }, req.ip);
          if (refused) {
            for (const [k, v] of Object.entries(refused.headers ?? {})) reply.header(k, v);
            const e = ERROR[refused.error];
            return sendEnvelope(reply, e.code, t(e.key, refused.params), null, refused.status);
          }
        }

        // 4–5. input → lock permission → handler → audit
        const outcome = await runRoute(
          route,
          params,
          session,
          deps,
          () => {
            let deviceId =
              typeof params.deviceId === 'string' && params.deviceId ? params.deviceId : req.cookies?.[DEVICE_COOKIE];
            if (!deviceId) {
              deviceId = deps.newDeviceId();
              reply.setCookie(DEVICE_COOKIE, deviceId, {
                path: '/',
                httpOnly: true,
                sameSite: 'lax',
                secure,
                maxAge: 5 * 365 * 24 * 3600,
              });
            }
            return {
              lang,
              t,
              ip: req.ip,
              host: req.hostname.replace(/:\d+$/, '').toLowerCase(),
              userAgent: req.headers['user-agent'] ?? '',
              deviceId,
              requestId: String(req.id),
              log: req.log,
              session,
              setSessionCookie: (tok, expiresAt) => setSessionCookie(reply, tok, expiresAt, secure),
              clearSessionCookie: () => clearSessionCookie(reply, secure),
            };
          },
          t,
          replayed,
        );
        if (outcome.kind === 'fields') return answerFields(reply, t, outcome.errors);
        if (outcome.kind === 'error') return sendEnvelope(reply, outcome.code, outcome.message, outcome.data);
        return sendEnvelope(reply, ERROR.success.code, t(ERROR.success.key), outcome.data ?? null);
      }
    }
  }
}

/** How a route's work ended: its data, its error (code, translated message, data), or the fields it refused. */
export type RouteOutcome =
  | { kind: 'ok'; data: unknown }
  | { kind: 'error'; code: number; errorName: ErrorName; message: string; data: unknown }
  | { kind: 'fields'; errors: { field: string; message: string }[] };

/**
 * Steps 4–5 of the pipeline, shared by /api and the TTLock facade (modules/ttlock): one value per name and plain
 * numbers, the schema, no control characters → the caller's role on the lock(s) named → the handler → the audit row
 * (a signed-in write, however it ended). `makeCtx` is called once the input is valid. An unexpected error is audited
 * as 500 and thrown.
 */
export async function runRoute(
  route: RouteDef,
  params: Record<string, unknown>,
  session: SessionUser | null,
  deps: Pick<PipelineDeps, 'lockAccess' | 'audit' | 'clock'>,
  makeCtx: () => PublicContext,
  t: Translator,
  /** Whether the request is a replay (/api's signed writes): asked before any answer, and before the handler. */
  replayed: () => Promise<boolean> = async () => false,
): Promise<RouteOutcome> {
  const replay: RouteOutcome = {
    kind: 'error',
    code: ERROR.requestReplayed.code,
    errorName: 'requestReplayed',
    message: t(ERROR.requestReplayed.key),
    data: null,
  };
  const fields = async (errors: { field: string; message: string }[]): Promise<RouteOutcome> =>
    (await replayed()) ? replay : { kind: 'fields', errors };
  const raw = checkRawInput(route.request, params);
  if (raw.length) return fields(raw.map((p) => ({ field: p.field, message: t(p.key) })));
  const parsed = route.request.safeParse(params);
  if (!parsed.success) return fields(fieldErrorsOf(parsed.error, t));
  const inside = coercedJsonFields(params, parsed.data as Record<string, unknown>);
  if (inside.length) return fields(inside.map((p) => ({ field: p.field, message: t(p.key) })));
  const control = controlCharField(parsed.data);
  if (control) return fields([{ field: control, message: t('validation.controlChars') }]);

  const ctx = makeCtx();
  // The lock permission → handler → audit → answer. The audit row is written before the answer leaves: whoever
  // reads the log after the answer finds the write in it.
  let named: LockAccess | undefined;
  let outcome: RouteOutcome;
  let errorCode: number;
  // The caller's access to the lock(s) is read while the replay check runs; neither its answer nor the handler
  // comes before that check's.
  const lockAuth = route.auth;
  let access: Promise<LockAccess[]> | undefined;
  if (typeof lockAuth === 'object') {
    const ids = lockIdsOf(parsed.data);
    if (!ids) throw new Error(`${route.path} declares a lock permission but names no lockId`);
    access = deps.lockAccess(session!.userId, ids, lockAuth.lock);
    access.catch(() => {}); // awaited below unless the request is a replay
  }
  if (await replayed()) return replay;
  try {
    if (access) {
      const locks = await access;
      named = locks[0];
      Object.assign(ctx, { locks, lock: locks[0] });
    }
    const data = await withRequestId(ctx.requestId, () => route.handler(parsed.data, ctx as never));
    errorCode = ERROR.success.code;
    outcome = { kind: 'ok', data: data ?? null };
  } catch (e) {
    if (e instanceof AppError) {
      errorCode = e.code;
      outcome = {
        kind: 'error',
        code: e.code,
        errorName: e.errorName,
        message: t(ERROR[e.errorName].key, e.params),
        data: e.data,
      };
    } else if (e instanceof FieldsError) {
      errorCode = ERROR.badParameter.code;
      outcome = { kind: 'fields', errors: e.errors.map((f) => ({ field: f.field, message: t(f.key, f.params) })) };
    } else {
      await audit(500);
      throw e;
    }
  }
  await audit(errorCode);
  return outcome;

  async function audit(code: number) {
    if (!session || route.method !== 'POST' || route.auth === 'public' || !deps.audit) return;
    // A lock route whose permission check refused the caller: the lock is kept in the caller's own log only.
    const refusedLockId = typeof route.auth === 'object' && !named ? lockIdsOf(parsed.data)?.[0] : undefined;
    await deps
      .audit({
        actorId: session.userId,
        apiKeyId: session.apiKey?.id ?? null,
        action: route.path,
        lock: named ? { id: named.lockId, ownerId: named.lock.userId } : null,
        input: refusedLockId !== undefined ? { ...(parsed.data as object), refusedLockId } : parsed.data,
        ip: ctx.ip,
        errorCode: code,
        at: deps.clock.now(),
      })
      .catch((err: unknown) => ctx.log.error({ err }, 'audit write failed'));
  }
}
