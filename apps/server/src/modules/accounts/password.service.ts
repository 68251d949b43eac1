// Password checks inside a session (checkPassword, changePassword and the confirmations of other services).
// Wrong passwords count towards the throttle under "uid:<id>", so a stolen session cannot guess the password.
import type { UserContext } from '../../http/context';
import { fail } from '../../http/errors';
import type { Clock } from '../../platform/clock';
import type { SessionService } from '../sessions/session.service';
import type { AccountsRepo, UserRow } from './accounts.repo';
import type { LoginThrottle } from './login-throttle';
import type { PasswordHasher } from './password-hasher';

export type PasswordService = ReturnType<typeof createPasswordService>;

export function createPasswordService(deps: {
  repo: AccountsRepo;
  hasher: PasswordHasher;
  throttle: LoginThrottle;
  sessions: SessionService;
  clock: Clock;
}) {
  const { repo, hasher, throttle, sessions, clock } = deps;

  /** The signed-in user; -4 when the account is gone (deleted while the session was being used). */
  async function currentUser(ctx: UserContext): Promise<UserRow> {
    const user = await repo.findById(ctx.session.userId);
    if (!user) throw fail('notLoggedIn');
    return user;
  }

  /** Confirms the signed-in user's password or throws 10008 (throttled like logins). */
  async function confirm(ctx: UserContext, password: string): Promise<UserRow> {
    const user = await currentUser(ctx);
    const key = `uid:${user.id}`;
    await throttle.assertAllowed(key, ctx.ip);
    if (!(await hasher.verify(user.passwordHash, password))) {
      await throttle.recordFailure(key, ctx.ip, { countsForIp: false });
      throw fail('wrongPassword');
    }
    return user;
  }

  return {
    currentUser,
    confirm,

    async checkPassword(ctx: UserContext, { password }: { password: string }) {
      await confirm(ctx, password);
      return { valid: true as const };
    },

    /** New password; every session ends and the caller gets a fresh one. */
    async changePassword(ctx: UserContext, input: { oldPassword: string; password: string }) {
      const user = await confirm(ctx, input.oldPassword);
      await repo.update(user.id, { passwordHash: await hasher.hash(input.password) }, clock.now());
      const s = await sessions.rotate(user.id, 'password', { ip: ctx.ip, userAgent: ctx.userAgent });
      ctx.setSessionCookie(s.token, s.expiresAt);
      return { accessToken: s.token, expiresAt: s.expiresAt.getTime() };
    },
  };
}
