// Unlock by link (issue 6): a signed, expiring link that unlocks through the lock's gateway while the key opens.
// Token "<keyId>.<expiresAt>.<sig>", sig = HMAC-SHA256(the key's own link secret, "<keyId>.<expiresAt>") in
// base64url. The secret is random per key and cleared when the key is replaced, deleted or its period changes, so
// those links die at once; a link lasts 24 h or until the key's end, whichever comes first. At click time the
// key's HOLDER must have the 'remote' right (modules/permissions: live key, remote permission, cycle window) —
// the link never grants more than the key. Rate limit (DB window, so several API nodes agree, like the login
// throttle): per token 10 and per IP 30 attempts in 10 minutes, counted before the token is even checked.
import crypto from 'node:crypto';
import type { PublicContext, UserContext } from '../../http/context';
import { KEY_STATUS, VALIDITY_TYPE } from '@lockconsole/shared/ekey/ekey';
import type { Operation } from '@lockconsole/shared/operation/operation';
import { fail } from '../../http/errors';
import { sha256Hex, type Clock, type Random } from '../../platform/clock';
import type { LockRemoteService } from '../locks/lock-remote.service';
import { allows } from '../permissions/lock-role';
import type { PermissionsService } from '../permissions/permissions.service';
import { assertMayActOn, statusAt } from './ekey-rules';
import type { EkeyRow, EkeysRepo, LockRow } from './ekeys.repo';

export const LINK_TTL_MS = 24 * 3_600_000;
export const LINK_WINDOW_MS = 10 * 60_000;
export const LINK_LIMIT_PER_TOKEN = 10;
export const LINK_LIMIT_PER_IP = 30;

const sign = (secret: string, body: string) => crypto.createHmac('sha256', secret).update(body).digest('base64url');

export function createUnlockLinkService(d: {
  repo: EkeysRepo;
  permissions: PermissionsService;
  lockRemote: LockRemoteService;
  clock: Clock;
  random: Random;
  publicUrl: string | undefined;
}) {
  const { repo, permissions, clock } = d;

  /** The key a well-formed, authentic, unexpired token names; else −10902 (nothing about why leaks). */
  async function verify(token: string): Promise<{ key: EkeyRow; lock: LockRow; expiresAt: number }> {
    const m = /^(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!m) throw fail('unlockLinkInvalid');
    const keyId = Number(m[1]);
    const expiresAt = Number(m[2]);
    const found = await repo.find(keyId);
    const secret = found?.key.linkSecret;
    if (!found || !secret || found.key.deletedAt) throw fail('unlockLinkInvalid');
    const want = Buffer.from(sign(secret, `${keyId}.${expiresAt}`));
    const got = Buffer.from(m[3]!);
    if (want.length !== got.length || !crypto.timingSafeEqual(want, got)) throw fail('unlockLinkInvalid');
    if (expiresAt <= clock.now().getTime()) throw fail('unlockLinkInvalid');
    return { ...found, expiresAt };
  }

  /** The holder's access to the lock, if the key lets them operate it remotely right now. */
  async function holderAccess(key: EkeyRow) {
    if (key.userId === null) return undefined;
    const access = (await permissions.roles(key.userId, [key.lockId])).get(key.lockId);
    if (!access || (access.key?.id !== key.id && access.role !== 'owner')) return undefined;
    const at = { nowMs: clock.now().getTime(), lockOffsetMs: access.lock.timezoneRawOffset };
    return allows(access.role, 'remote', access.key, at) ? access : undefined;
  }

  return {
    /** The caller's own key, or any key (not the owner's) of a lock the caller manages. */
    async getLink(ctx: UserContext, { keyId }: { keyId: number }): Promise<{ link: string; expiresAt: number }> {
      const callerId = ctx.session.userId;
      const found = await repo.find(keyId);
      if (!found) throw fail('noPermission');
      const { key } = found;
      if (key.userId === callerId) await permissions.require(callerId, [key.lockId], 'view');
      else assertMayActOn((await permissions.require(callerId, [key.lockId], 'manage'))[0]!, callerId, key);
      const now = clock.now().getTime();
      if (key.deletedAt) throw fail('keyNotFound');
      const status = statusAt(key, now);
      if (status !== KEY_STATUS.normal && status !== KEY_STATUS.unfreezing) throw fail('keyStateNotAllowed');
      if (key.keyRight !== 1 && !key.isOwner && key.remoteEnable !== 1) throw fail('keyNoRemotePermission');
      const permanent = key.startDate === 0 && key.endDate === 0 && key.validityType !== VALIDITY_TYPE.once;
      const expiresAt = permanent ? now + LINK_TTL_MS : Math.min(now + LINK_TTL_MS, key.endDate);
      let secret = key.linkSecret;
      if (!secret) {
        secret = d.random.token(32);
        await repo.update(key.id, { linkSecret: secret });
      }
      const token = `${key.id}.${expiresAt}.${sign(secret, `${key.id}.${expiresAt}`)}`;
      return { link: `${d.publicUrl?.replace(/\/$/, '') ?? ''}/unlock/${token}`, expiresAt };
    },

    async info(_ctx: PublicContext, { token }: { token: string }) {
      const { key, lock, expiresAt } = await verify(token);
      const usable = (await holderAccess(key)) !== undefined && lock.remoteUnlockSwitch === 1;
      return { lockAlias: lock.lockAlias, keyName: key.keyName, expiresAt, usable: usable ? 1 : 0 };
    },

    async unlock(ctx: PublicContext, { token }: { token: string }): Promise<Operation> {
      const { ip, t } = ctx;
      const now = clock.now();
      const since = new Date(now.getTime() - LINK_WINDOW_MS);
      const n = await repo.countAttempts(sha256Hex(token), ip, since, now);
      if (n.byToken > LINK_LIMIT_PER_TOKEN || n.byIp > LINK_LIMIT_PER_IP) throw fail('tooManyRequests');
      if (d.random.int(0, 50) === 0) await repo.pruneAttempts(new Date(now.getTime() - 24 * 3_600_000));
      const { key } = await verify(token);
      const access = await holderAccess(key);
      if (!access) throw fail('keyNoRemotePermission');
      // A once key opens once: claim its use first (two clicks at once cannot both open), give it back on failure.
      const once = key.validityType === VALIDITY_TYPE.once && !key.isOwner;
      if (once) {
        if (!(await repo.claimOnceUse(key.id, now))) throw fail('keyNoRemotePermission');
      }
      try {
        return await d.lockRemote.unlock({ lock: access, session: { userId: key.userId! }, t, viaLink: true }, {});
      } catch (e) {
        if (once) await repo.update(key.id, { usedAt: null });
        throw e;
      }
    },
  };
}

export type UnlockLinkService = ReturnType<typeof createUnlockLinkService>;
