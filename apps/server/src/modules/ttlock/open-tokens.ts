// `POST /oauth2/token` of the TTLock contract and the check of every `/v3` call's token (issue 25).
// Password grant: the application's client id and secret, the person's account and their password's lower-case md5
// hex (docs/security.md "Passwords and the TTLock token grant"); the same throttle as the console's sign-in counts
// failures, and an account under attack takes no password grant (its existing tokens still refresh). Refresh grant:
// the refresh token is used up and a new pair is issued. Tokens are 32 random bytes; only their SHA-256 is kept.
import { OPEN_TOKEN_SECONDS } from '@lockconsole/shared/integrations/open-app';
import type { SessionUser } from '../../http/context';
import { AppError, FieldsError } from '../../http/errors';
import { sha256Hex, type Clock, type Random } from '../../platform/clock';
import { identityOf } from '../accounts/account-identity';
import type { AccountsRepo } from '../accounts/accounts.repo';
import type { LoginThrottle } from '../accounts/login-throttle';
import type { PasswordHasher } from '../accounts/password-hasher';
import type { OpenAppRow, OpenAppsRepo } from './open-apps.repo';
import { sameHash } from './open-apps.service';
import { ttFail } from './ttlock-errors';

const MINUTE = 60_000;
const LOGIN_HELP =
  'sign in with the account that registered this application; an account that has not signed in to the console ' +
  'since applications were added must sign in there once first';
const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

export type TokenAnswer = {
  access_token: string;
  uid: number;
  refresh_token: string;
  expires_in: number;
  openid: number;
  scope: string;
  token_type: 'Bearer';
};

/** A /v3 caller: the person, the application and its token. */
export type OpenCaller = { session: SessionUser; app: OpenAppRow; tokenId: number };

export function createOpenTokens(d: {
  repo: OpenAppsRepo;
  accounts: AccountsRepo;
  hasher: PasswordHasher;
  throttle: LoginThrottle;
  clock: Clock;
  random: Random;
  ratePerMinute: number;
  /** Every node forgets that the person had no application callback (webhooks/quiet-accounts.ts). */
  changed: (userId: number) => Promise<unknown>;
}) {
  async function client(params: Record<string, unknown>) {
    const clientId = text(params.clientId ?? params.client_id);
    const secret = text(params.clientSecret ?? params.client_secret);
    const app = clientId ? await d.repo.byClientId(clientId) : undefined;
    // An application ends with its account too.
    if (!app || app.revokedAt || !(await d.accounts.findById(app.userId))) throw ttFail('unknownClient');
    if (!secret || !sameHash(sha256Hex(secret), app.secretHash)) throw ttFail('badClient');
    return app;
  }

  /** Changes with every new password (and the hash's move to the md5 scheme). */
  const stampOf = (passwordHash: string) => sha256Hex(`stamp:${passwordHash}`).slice(0, 24);

  async function issue(app: OpenAppRow, user: { id: number; passwordHash: string }): Promise<TokenAnswer> {
    const userId = user.id;
    const access = d.random.token(32);
    const refresh = d.random.token(32);
    const now = d.clock.now();
    await d.repo.insertToken({
      appId: app.id,
      userId,
      accessHash: sha256Hex(access),
      refreshHash: sha256Hex(refresh),
      credentialStamp: stampOf(user.passwordHash),
      createdAt: now,
      expiresAt: new Date(now.getTime() + OPEN_TOKEN_SECONDS * 1000),
    });
    await d.changed(userId);
    return {
      access_token: access,
      uid: userId,
      refresh_token: refresh,
      expires_in: OPEN_TOKEN_SECONDS,
      openid: userId,
      scope: 'user,key,room',
      token_type: 'Bearer',
    };
  }

  async function passwordGrant(app: OpenAppRow, params: Record<string, unknown>, ip: string) {
    const digest = text(params.password).toLowerCase();
    if (!/^[0-9a-f]{32}$/.test(digest)) throw ttFail('notMd5');
    let account: { kind: 'email' | 'mobile'; normalized: string };
    try {
      // A mobile account is "+<country code> <number>" (or the number with its + and code run together).
      const name = text(params.username).trim();
      const phone = /^\+(\d{1,4})[\s-]+(\d[\d\s-]*)$/.exec(name);
      account = phone ? identityOf(phone[2]!, phone[1]) : identityOf(name);
    } catch (e) {
      if (e instanceof AppError || e instanceof FieldsError) throw ttFail('badLogin');
      throw e;
    }
    try {
      await d.throttle.assertSourceAllowed(ip);
    } catch (e) {
      if (e instanceof AppError) throw ttFail('tooManyCalls', 'too many failed sign-ins from this address');
      throw e;
    }
    if (await d.throttle.underAttack(account.normalized))
      throw ttFail('badLogin', 'too many wrong passwords: sign in to the console once (it asks for a code)');
    const user = await d.accounts.findByIdentifier(account.kind, account.normalized);
    // Only the account that registered the application signs in to it: registering needs a console session (which
    // a new device gets only with a code sent to the account), so a password alone never yields a token.
    const own = user !== undefined && user.id === app.userId;
    let ok = false;
    if (own && !d.hasher.needsUpgrade(user.passwordHash)) ok = await d.hasher.verifyDigest(user.passwordHash, digest);
    else await d.hasher.dummyVerify(digest);
    if (!own || !ok) {
      await d.throttle.recordFailure(account.normalized, ip);
      // One answer for every failure (no hint whether the account exists or whose application this is).
      throw ttFail('badLogin', LOGIN_HELP);
    }
    await d.throttle.clearAccount(account.normalized);
    return issue(app, user);
  }

  async function refreshGrant(app: OpenAppRow, params: Record<string, unknown>) {
    const refresh = text(params.refresh_token ?? params.refreshToken);
    const used = refresh ? await d.repo.takeRefresh(app.id, sha256Hex(refresh), d.clock.now()) : undefined;
    if (!used) throw ttFail('badRefresh');
    const user = await d.accounts.findById(used.userId);
    if (!user || used.credentialStamp !== stampOf(user.passwordHash)) throw ttFail('badRefresh');
    return issue(app, user);
  }

  return {
    /** The contract's token answer, or a TtlockError. */
    async token(params: Record<string, unknown>, ip: string): Promise<TokenAnswer> {
      const app = await client(params);
      const grant = text(params.grant_type ?? params.grantType) || 'password';
      if (grant === 'password') return passwordGrant(app, params, ip);
      if (grant === 'refresh_token') return refreshGrant(app, params);
      throw ttFail('badParameter', `grant_type ${grant} is not supported`);
    },

    /**
     * The person a /v3 call acts as: a live token of a live application, sent with that application's clientId, within
     * the application's rate for this person; its last use is kept.
     */
    async caller(params: Record<string, unknown>, ip: string): Promise<OpenCaller> {
      const token = text(params.accessToken ?? params.access_token);
      if (!token || token.length > 200) throw ttFail('noToken');
      const found = await d.repo.byAccess(sha256Hex(token));
      if (!found) throw ttFail('noToken');
      const now = d.clock.now();
      const { token: row, app } = found;
      if (row.revokedAt || app.revokedAt || row.expiresAt <= now) throw ttFail('badToken');
      if (text(params.clientId ?? params.client_id) !== app.clientId)
        throw ttFail('badToken', 'the token belongs to another clientId');
      const user = await d.accounts.findById(row.userId);
      if (!user || row.credentialStamp !== stampOf(user.passwordHash)) throw ttFail('badToken');
      const windowStart = Math.floor(now.getTime() / MINUTE) * MINUTE;
      if ((await d.repo.hit(app.id, row.userId, windowStart)) > d.ratePerMinute)
        throw ttFail('tooManyCalls', `at most ${d.ratePerMinute} calls a minute`);
      await d.repo.touch(row.id, app.id, now, ip, windowStart);
      return { session: { userId: row.userId, sessionId: 0 }, app, tokenId: row.id };
    },

    /** A password change or reset (every session of the account ends): its application tokens end too. */
    endAllOf: (userId: number) => d.repo.revokeAllOf(userId, d.clock.now()),
  };
}

export type OpenTokens = ReturnType<typeof createOpenTokens>;
