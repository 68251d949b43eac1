// Read-back of what a lock really holds of a kind (issue 14, "sync"): `credential.list` through the gateway, then the
// comparison with the console's rows. Credentials added at the lock that the console did not know become rows
// ("added at the lock", unnamed) — never silently dropped; rows the console had as confirmed on the lock that the lock
// lacks turn add failed with the cause "not on the lock", so resync puts them back.
import { credentialListResultSchema, type CredentialKind } from '@lockconsole/shared/devices/credential-messages';
import { CREDENTIAL_VALIDITY } from '@lockconsole/shared/credential/credential';
import { ERROR } from '@lockconsole/shared/errors/codes';
import type { DevicePort } from '../../devices/device-port';
import type { LockContext } from '../../http/context';
import { fail } from '../../http/errors';
import type { Clock } from '../../platform/clock';
import type { CredentialSync } from './credential-sync';
import type { CredentialRow, CredentialsRepo } from './credentials.repo';

export function createCredentialReadBack(d: {
  repo: CredentialsRepo;
  devices: DevicePort;
  sync: CredentialSync;
  clock: Clock;
}) {
  return async function readBack(ctx: LockContext, kind: CredentialKind) {
    const { lock: a } = ctx;
    const userId = ctx.session.userId;
    const answer = await d.devices.runOnLock(
      { userId, lockId: a.lockId, lockMac: a.lock.lockMac, command: 'credential.list', args: { kind } },
      ctx.t,
    );
    const parsed = credentialListResultSchema.safeParse(answer.result);
    if (!parsed.success) throw fail('operationFailed');
    const held = parsed.data.entries;
    const rows = await d.repo.allOf(a.lockId, kind);
    const byNumber = new Map(rows.map((r) => [r.number, r]));
    const onLock = new Set(held.map((e) => e.number));
    const now = d.clock.now();

    const found: CredentialRow[] = [];
    let matching = 0;
    for (const e of held) {
      if (byNumber.has(e.number)) {
        matching++;
        continue;
      }
      const cycle = e.cycle ?? [];
      const row = await d.repo.insert({
        lockId: a.lockId,
        kind,
        number: e.number,
        name: '',
        validityType: cycle.length
          ? CREDENTIAL_VALIDITY.cycle
          : e.startDate === 0 && e.endDate === 0
            ? CREDENTIAL_VALIDITY.permanent
            : CREDENTIAL_VALIDITY.limited,
        startDate: new Date(e.startDate),
        endDate: e.endDate === 0 ? null : new Date(e.endDate),
        cycle,
        addedAtLock: true,
        createdAt: now,
        updatedAt: now,
      });
      if (row) found.push(row);
    }

    const missing: CredentialRow[] = [];
    for (const r of rows) {
      if (r.state !== 'normal' || r.medium !== 'lock' || r.syncState !== null || onLock.has(r.number)) continue;
      const moved = await d.repo.update(r.id, {
        syncAction: 'add',
        syncState: 'failed',
        syncErrorCode: ERROR.credentialNotOnLock.code,
        syncReasonKey: null,
        syncReasonParams: null,
        syncFailures: 0,
        updatedAt: now,
      });
      if (moved) missing.push(moved);
    }
    await d.sync.announce(userId, [...found, ...missing]);
    return { found, missing, matching, blacklist: parsed.data.blacklist ?? [] };
  };
}
