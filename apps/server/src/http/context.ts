// What a route handler receives besides its validated input.
import type { Language } from '@lockconsole/shared/i18n/languages';
import type { FastifyBaseLogger } from 'fastify';
import type { LockAccess } from '../modules/permissions/permissions.service';
import type { Translator } from './i18n';

export type SessionUser = { userId: number; sessionId: number };

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
