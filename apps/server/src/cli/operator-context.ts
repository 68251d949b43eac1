// The call context of an operator tool acting in the server process (the demo fleet): the same shape a route
// hands a service, for a named account, in English, from loopback, with no browser to set cookies on.
import type { FastifyBaseLogger } from 'fastify';
import type { PublicContext, UserContext } from '../http/context';
import { translatorFor } from '../http/i18n';

export function operatorContext(log: FastifyBaseLogger): PublicContext;
export function operatorContext(log: FastifyBaseLogger, userId: number): UserContext;
export function operatorContext(log: FastifyBaseLogger, userId?: number): PublicContext | UserContext {
  return {
    lang: 'en',
    t: translatorFor('en'),
    ip: '127.0.0.1',
    host: 'localhost',
    userAgent: 'lockconsole-operator',
    deviceId: 'operator',
    requestId: 'operator',
    log,
    setSessionCookie: () => {},
    clearSessionCookie: () => {},
    session: userId === undefined ? null : { userId, sessionId: 0 },
  };
}
