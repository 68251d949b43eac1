// What a route handler receives besides its validated input.
import type { ErrorName } from '@lockconsole/shared/errors/codes';
import type { Language } from '@lockconsole/shared/i18n/languages';
import type { FastifyBaseLogger } from 'fastify';
import type { LockAccess } from '../modules/permissions/permissions.service';
import type { Translator } from './i18n';

/** The signed-in caller: a session (sessionId), or an API key acting as its account (sessionId 0, `apiKey`). */
export type SessionUser = { userId: number; sessionId: number; apiKey?: { id: number; scopes: readonly string[] } };

export type BaseContext = {
  lang: Language;
  t: Translator;
  ip: string;
  /** Host name the browser used (brand selection). */
  host: string;
  userAgent: string;
  /** Stable per-browser id (DEVICE_ID cookie) or the deviceId an API client sends. */
  deviceId: string;
  requestId: string;
  log: FastifyBaseLogger;
  /** Starts a session in this browser: sets the ACCESS_TOKEN cookie. */
  setSessionCookie: (token: string, expiresAt: Date) => void;
  clearSessionCookie: () => void;
};

export type PublicContext = BaseContext & { session: SessionUser | null };
export type UserContext = BaseContext & { session: SessionUser };
/** A lock-scoped call: the caller's access to the lock(s) the input names, decided before the handler. */
export type LockContext = UserContext & { lock: LockAccess; locks: LockAccess[] };

/** Why an API key's request is refused before its route (scope, rate): the error, its values, HTTP status, headers. */
export type KeyRefusal = {
  error: ErrorName;
  params?: Record<string, string | number>;
  status?: number;
  headers?: Record<string, string>;
};

/** A signed-in write and how it ended, for the audit log. */
export type AuditedWrite = {
  actorId: number;
  apiKeyId: number | null;
  action: string;
  lock: { id: number; ownerId: number } | null;
  input: unknown;
  ip: string;
  errorCode: number;
  at: Date;
};
