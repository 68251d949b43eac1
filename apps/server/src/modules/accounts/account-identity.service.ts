// The identifiers of a signed-in account: changeAccount, bind/unbind mobile and e-mail, unregister.
// Must not sign anyone in (auth.service.ts) or send codes (account-codes.service.ts).
import { CODE_TYPE } from '@lockconsole/shared/user/account-fields';
import type { DomainEvents } from '../../events/domain-events';
import type { UserContext } from '../../http/context';
import type { AccountLinks } from './accounts.service';
import { fail } from '../../http/errors';
import type { Clock } from '../../platform/clock';
import type { SessionService } from '../sessions/session.service';
import type { SitesService } from '../sites/sites.service';
import type { CodeService } from '../verification/code.service';
import { identityOf, siteAccepts, type Identity } from './account-identity';
import { isUniqueViolation, type AccountsRepo, type UserPatch, type UserRow } from './accounts.repo';
import type { PasswordService } from './password.service';

export type AccountIdentityService = ReturnType<typeof createAccountIdentityService>;

export function createAccountIdentityService(deps: {
  repo: AccountsRepo;
  passwords: PasswordService;
  codes: CodeService;
  sessions: SessionService;
  sites: SitesService;
  clock: Clock;
  links: Pick<AccountLinks, 'ownsLocks'>;
  /** Hears `account.identifierAdded` (ekeys waiting for it are claimed) and `account.deleted` (its keys go). */
  events: DomainEvents;
}) {
  const { repo, passwords, codes, sessions, sites, clock, links } = deps;

  /** 30007 when it is already this user's, 30003 when another account has it. */
  async function assertFree(user: UserRow, id: Identity): Promise<void> {
    if ((id.kind === 'email' ? user.email : user.mobile) === id.normalized) throw fail('sameAccount');
    if (await repo.findByIdentifier(id.kind, id.normalized)) throw fail('accountExists');
  }

  /** Sets the e-mail or the mobile (replacing the one of the same kind). */
  async function setIdentifier(user: UserRow, id: Identity): Promise<void> {
    const patch: UserPatch =
      id.kind === 'email' ? { email: id.normalized } : { mobile: id.normalized, countryCode: id.countryCode! };
    try {
      await repo.update(user.id, patch, clock.now());
    } catch (e) {
      if (isUniqueViolation(e)) throw fail('accountExists');
      throw e;
    }
    await deps.events.emit('account.identifierAdded', { userId: user.id, account: id.normalized });
  }

  async function unbind(ctx: UserContext, password: string, kind: 'email' | 'mobile') {
    const user = await passwords.confirm(ctx, password);
    if (!(kind === 'email' ? user.email : user.mobile)) return null;
    if (!(kind === 'email' ? user.mobile : user.email)) throw fail('lastIdentifier');
    await repo.update(user.id, kind === 'email' ? { email: null } : { mobile: null }, clock.now());
    return null;
  }

  return {
    /**
     * Replaces the sign-in identifier of the new account's kind (e-mail replaces e-mail, mobile replaces mobile)
     * after the password and a type-12 code sent to the new account. Every session ends; the caller's is renewed.
     */
    async changeAccount(
      ctx: UserContext,
      input: { password: string; account: string; countryCode?: string; validationCode: string },
    ) {
      const user = await passwords.confirm(ctx, input.password);
      const id = identityOf(input.account, input.countryCode);
      const brand = await sites.resolveByHost(ctx.host);
      if (!siteAccepts(brand.accountType, id.kind)) throw fail('accountTypeNotAllowed');
      await assertFree(user, id);
      await codes.verify([id.normalized], CODE_TYPE.modifyAccount, input.validationCode, ctx.ip);
      await setIdentifier(user, id);
      const s = await sessions.rotate(user.id, 'account', { ip: ctx.ip, userAgent: ctx.userAgent });
      ctx.setSessionCookie(s.token, s.expiresAt);
      return { accessToken: s.token, expiresAt: s.expiresAt.getTime() };
    },

    async bindMobile(ctx: UserContext, input: { mobile: string; countryCode: string; validationCode: string }) {
      const user = await passwords.currentUser(ctx);
      const id = identityOf(input.mobile, input.countryCode);
      await assertFree(user, id);
      await codes.verify([id.normalized], CODE_TYPE.bindMobile, input.validationCode, ctx.ip);
      await setIdentifier(user, id);
      return null;
    },

    async bindEmail(ctx: UserContext, input: { email: string; validationCode: string }) {
      const user = await passwords.currentUser(ctx);
      const id = identityOf(input.email);
      await assertFree(user, id);
      await codes.verify([id.normalized], CODE_TYPE.bindEmail, input.validationCode, ctx.ip);
      await setIdentifier(user, id);
      return null;
    },

    unbindMobile: (ctx: UserContext, input: { password: string }) => unbind(ctx, input.password, 'mobile'),
    unbindEmail: (ctx: UserContext, input: { password: string }) => unbind(ctx, input.password, 'email'),

    /**
     * Soft-deletes the account (deleted_at; the partial unique indexes free its e-mail and mobile for new sign-ups)
     * after the password and a type-10 code sent to one of its own identifiers, and ends every session.
     * Refused with -4063 while the user still owns locks (checked before the code is used up). The ekeys the account
     * held on other owners' locks go with it (`account.deleted`).
     */
    async unregister(ctx: UserContext, input: { password: string; validationCode: string }) {
      const user = await passwords.confirm(ctx, input.password);
      if (await links.ownsLocks(user.id)) throw fail('transferOrDeleteLocksFirst');
      const own = [user.email, user.mobile].filter((a): a is string => !!a);
      await codes.verify(own, CODE_TYPE.unregister, input.validationCode, ctx.ip);
      await repo.update(user.id, { deletedAt: clock.now() }, clock.now());
      await repo.forgetDevices(user.id);
      await sessions.revokeAll(user.id, 'unregister');
      await deps.events.emit('account.deleted', { userId: user.id });
      ctx.clearSessionCookie();
      return null;
    },
  };
}
