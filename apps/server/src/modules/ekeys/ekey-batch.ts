// A batch over a lock selection (batch ekeys, authorizing an admin over several locks): each distinct lock once,
// its own result, and a refused lock does not stop the others. Must not hold any ekey rule: the step does.
import { ERROR } from '@lockconsole/shared/errors/codes';
import type { EkeyBatchResult } from '@lockconsole/shared/ekey/ekey';
import { fail, refusalOf } from '../../http/errors';
import type { Translator } from '../../http/i18n';
import { allows } from '../permissions/lock-role';
import type { LockAccess, PermissionsService } from '../permissions/permissions.service';

/**
 * Runs `step` on every distinct lock of `lockIds` that allows `action` for the caller and answers one result per
 * lock: the key id and success, or the refusal in the caller's language (−2018 where the action is not allowed).
 * A stranger's result names no lock, so nobody learns which lock ids exist.
 */
export async function eachLock(
  permissions: PermissionsService,
  callerId: number,
  lockIds: number[],
  action: 'manage' | 'own',
  t: Translator,
  step: (access: LockAccess) => Promise<number>,
): Promise<EkeyBatchResult[]> {
  const ids = [...new Set(lockIds)];
  const roles = await permissions.roles(callerId, ids);
  const results: EkeyBatchResult[] = [];
  for (const lockId of ids) {
    const access = roles.get(lockId);
    const visible = access && access.role !== 'stranger';
    const base = { lockId, lockAlias: visible ? access.lock.lockAlias : '', keyId: null };
    try {
      if (!access || !allows(access.role, action, access.key)) throw fail('noPermission');
      const keyId = await step(access);
      results.push({ ...base, keyId, errorCode: 0, errorMsg: t(ERROR.success.key) });
    } catch (e) {
      results.push({ ...base, ...refusalOf(e, t) });
    }
  }
  return results;
}
