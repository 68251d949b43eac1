// Signing up, in and out: register, login (with new-device codes and throttling), loginByAccessToken, logout,
// resetPassword. Must not send codes (account-codes.service.ts) or touch profile fields.
import { CODE_TYPE } from '@lockconsole/shared/user/account-fields';
import type { DomainEvents } from '../../events/domain-events';
import { normalizeCountryCode } from '@lockconsole/shared/validation/account';
import type { PublicContext, UserContext } from '../../http/context';
import { AppError, fail } from '../../http/errors';
import type { Clock } from '../../platform/clock';
import type { SessionService } from '../sessions/session.service';
import { LOGIN_LINK_PATH } from '@lockconsole/shared/user/login-by-access-token';
import type { SitesService } from '../sites/sites.service';
import type { CodeService } from '../verification/code.service';
import { identityOf, regionOfCallingCode, siteAccepts, type Identity } from './account-identity';
import { isUniqueViolation, type AccountsRepo } from './accounts.repo';
import { ACCOUNT_LIMIT, WINDOW_MS, type LoginThrottle } from './login-throttle';
import type { Messenger } from '../../messaging/messenger';
import { createOwnerNotices } from '../../messaging/owner-notice';
import type { PasswordHasher } from './password-hasher';

type AccountInput = { account: string; countryCode?: string };

/** At most one notice about wrong passwords per account in this time. */
const ATTACK_NOTICE_MS = 3_600_000;

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: {
  repo: AccountsRepo;
  hasher: PasswordHasher;
  throttle: LoginThrottle;
  codes: CodeService;
  sessions: SessionService;
  sites: SitesService;
  clock: Clock;
  /** Hears `account.registered` once the new account exists (ekeys waiting for it are claimed). */
  events: DomainEvents;
  messenger: Messenger;
}) {
  const { repo, hasher, throttle, codes, sessions, sites, clock } = deps;
  const notices = createOwnerNotices({
    messenger: deps.messenger,
    now: () => clock.now().getTime(),
    everyMs: ATTACK_NOTICE_MS,
  });

  /** Tells the owner that wrong passwords piled up, that nothing is locked, and what a new device now needs. */
  const notifyAttack = (user: { id: number; email: string | null; mobile: string | null; language: string }) =>
    notices.tell(`signIn:${user.id}`, user, 'messages.account.signInAttempts', {
      account: user.email ?? user.mobile,
      count: ACCOUNT_LIMIT,
      minutes: WINDOW_MS / 60_000,
    });

  /** The typed account, refused with 30005 when this brand does not take its kind (site accountType). */
  async function siteIdentity(ctx: PublicContext, input: AccountInput): Promise<{ id: Identity; siteId: number }> {
    const id = identityOf(input.account, input.countryCode);
    const brand = await sites.resolveByHost(ctx.host);
    if (!siteAccepts(brand.accountType, id.kind)) throw fail('accountTypeNotAllowed');
    return { id, siteId: brand.siteId };
  }

  async function startSession(ctx: PublicContext, userId: number) {
    const s = await sessions.create(userId, { ip: ctx.ip, userAgent: ctx.userAgent });
    ctx.setSessionCookie(s.token, s.expiresAt);
    return s;
  }

  return {
    async register(
      ctx: PublicContext,
      input: AccountInput & {
        password: string;
        validationCode: string;
        agree: number;
        nickname?: string;
        region?: string;
      },
    ) {
      if (input.agree !== 1) throw fail('agreementRequired');
      const { id, siteId } = await siteIdentity(ctx, input);
      if (await repo.findByIdentifier(id.kind, id.normalized)) throw fail('accountExists');
      await codes.verify([id.normalized], CODE_TYPE.register, input.validationCode, ctx.ip);
      const countryCode = id.countryCode ?? (input.countryCode ? normalizeCountryCode(input.countryCode) : null);
      const now = clock.now();
      let user;
      try {
        user = await repo.insert({
          email: id.kind === 'email' ? id.normalized : null,
          mobile: id.kind === 'mobile' ? id.normalized : null,
          countryCode,
          region: input.region ?? regionOfCallingCode(countryCode ?? undefined) ?? null,
          nickname: input.nickname ?? '',
          passwordHash: await hasher.hash(input.password),
          siteId,
          language: ctx.lang,
          createdAt: now,
          updatedAt: now,
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw fail('accountExists');
        throw e;
      }
      // The browser used to register is trusted: its first login needs no new-device code.
      await repo.trustDevice(user.id, ctx.deviceId, now);
      await deps.events.emit('account.registered', { userId: user.id, account: id.normalized });
      return { uid: user.id };
    },

    /**
     * Operator tools only (never routed): an e-mail account without a verification code, or the existing one's id.
     * The demo fleet creates its account so.
     */
    async provision(ctx: PublicContext, input: { email: string; password: string; nickname: string }) {
      const { id, siteId } = await siteIdentity(ctx, { account: input.email });
      const found = await repo.findByIdentifier(id.kind, id.normalized);
      if (found) {
        // An operator's account from before the md5 scheme (the demo's on an old data directory) moves over here.
        if (hasher.needsUpgrade(found.passwordHash) && (await hasher.verify(found.passwordHash, input.password)))
          await repo.replacePasswordHash(found.id, found.passwordHash, await hasher.hash(input.password), clock.now());
        return { uid: found.id };
      }
      const now = clock.now();
      const user = await repo.insert({
        email: id.normalized,
        nickname: input.nickname,
        passwordHash: await hasher.hash(input.password),
        siteId,
        language: ctx.lang,
        createdAt: now,
        updatedAt: now,
      });
      await deps.events.emit('account.registered', { userId: user.id, account: id.normalized });
      return { uid: user.id };
    },

    /**
     * Password sign-in (#28.2): no account is ever locked. After 5 failures in 15 minutes a password from a device the
     * account has not used is weighed only together with a type-4 code sent to the account (10009 until one is
     * given, whatever the password), so strangers can neither keep guessing nor keep the owner out: the owner signs
     * in from a known device as usual, or from a new one with the code. An unknown account behaves the same.
     */
    async login(ctx: PublicContext, input: AccountInput & { password: string; validationCode?: string }) {
      const { id } = await siteIdentity(ctx, input);
      await throttle.assertSourceAllowed(ctx.ip);
      const user = await repo.findByIdentifier(id.kind, id.normalized);
      const trusted = user ? await repo.isTrustedDevice(user.id, ctx.deviceId) : false;
      let codeChecked = false;
      if (!trusted && (await throttle.underAttack(id.normalized))) {
        if (!input.validationCode) throw fail('newDeviceCodeRequired', {}, { needValidationCode: true });
        await codes.verify([id.normalized], CODE_TYPE.newDevice, input.validationCode, ctx.ip);
        codeChecked = true;
      }
      let ok = false;
      if (user) ok = await hasher.verify(user.passwordHash, input.password);
      else await hasher.dummyVerify(input.password);
      if (!user || !ok) {
        const attacked = await throttle.recordFailure(id.normalized, ctx.ip);
        if (user && attacked) await notifyAttack(user).catch(() => {});
        throw fail('wrongAccountOrPassword');
      }
      const now = clock.now();
      if (!trusted && !codeChecked) {
        if (!input.validationCode) throw fail('newDeviceCodeRequired', {}, { needValidationCode: true });
        await codes.verify([id.normalized], CODE_TYPE.newDevice, input.validationCode, ctx.ip);
      }
      await repo.trustDevice(user.id, ctx.deviceId, now);
      await throttle.clearAccount(id.normalized);
      // A hash of the old scheme becomes one a TTLock client's md5 digest can also be checked against (issue 25);
      // only while it is still the hash this sign-in checked (a change or reset meanwhile is not undone).
      if (hasher.needsUpgrade(user.passwordHash))
        await repo.replacePasswordHash(user.id, user.passwordHash, await hasher.hash(input.password), now);
      if (user.language !== ctx.lang) await repo.update(user.id, { language: ctx.lang }, now);
      const s = await startSession(ctx, user.id);
      return { uid: user.id, accessToken: s.token, expiresAt: s.expiresAt.getTime() };
    },

    /** A one-time link to the caller's account for a browser (spec §2 /loginByAccessToken; #28.1). */
    async createLoginLink(ctx: UserContext, _input: unknown) {
      const { token, expiresAt } = await sessions.loginLinks.create(ctx.session.userId, ctx.session.sessionId);
      const path = `${LOGIN_LINK_PATH}?${new URLSearchParams({ accessToken: token })}`;
      return { accessToken: token, expiresAt: expiresAt.getTime(), path };
    },

    /** Which account a link signs in to; the page shows it and asks before using the link. */
    async loginLinkInfo(_ctx: PublicContext, { accessToken }: { accessToken: string }) {
      const a = await sessions.loginLinks.peek(accessToken);
      if (!a) throw fail('loginLinkInvalid');
      return { uid: a.userId, account: a.email ?? a.mobile ?? '', nickname: a.nickname };
    },

    /** Uses a link up and starts a session of its account in this browser (a session token is not a link). */
    async loginByAccessToken(ctx: PublicContext, { accessToken }: { accessToken: string }) {
      const userId = await sessions.loginLinks.redeem(accessToken);
      if (!userId) throw fail('loginLinkInvalid');
      await startSession(ctx, userId);
      return { uid: userId };
    },

    async logout(ctx: UserContext, _input: unknown) {
      await sessions.revoke(ctx.session.sessionId, 'logout');
      ctx.clearSessionCookie();
      return null;
    },

    /**
     * New password with a type-3 code; every session of the account ends. An unknown account takes the same path and
     * answers exactly like a wrong code (no enumeration, #28.4: codes are kept per identifier, so the check runs before
     * the account is looked up); wrong answers count against the caller's address (`reset:<ip>`, 5 per 15 minutes, and
     * the address's shared budget), never against the account, so strangers cannot lock its owner out.
     */
    async resetPassword(ctx: PublicContext, input: AccountInput & { password: string; validationCode: string }) {
      const { id } = await siteIdentity(ctx, input);
      const source = `reset:${ctx.ip}`;
      await throttle.assertAllowed(source, ctx.ip).catch((e: unknown) => {
        // The budget is this address's, not the account's: say so, not "this account is locked".
        throw e instanceof AppError && e.errorName === 'loginThrottledAccount' ? fail('tooManyRequests') : e;
      });
      let user;
      try {
        await codes.verify([id.normalized], CODE_TYPE.resetPassword, input.validationCode, ctx.ip);
        user = await repo.findByIdentifier(id.kind, id.normalized);
        if (!user) throw fail('codeWrong');
      } catch (e) {
        if (e instanceof AppError) await throttle.recordFailure(source, ctx.ip);
        throw e;
      }
      await repo.update(user.id, { passwordHash: await hasher.hash(input.password) }, clock.now());
      await sessions.revokeAll(user.id, 'reset');
      // Proving the code lifts the account's lock-out.
      await throttle.clearAccount(id.normalized);
      return null;
    },
  };
}
