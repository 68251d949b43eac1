// Fingerprints from a desk reader (issue 15, item 1b): the template the page collected through the local driver
// bridge goes to each chosen lock as `credential.enroll` with `template` (one operation per lock, a result per lock),
// and is kept sealed on the row (platform/sealer.ts) so the finger can be copied to more of the caller's locks
// later without enrolling it again. Each lock's issuance uses one fingerprint unit of that lock's owner (commerce/
// meter.ts). Only fingerprints that came from a reader can be copied: one enrolled at a
// lock's own sensor stays in that lock.
import type { CredentialPeriodInput } from '@lockconsole/shared/credential/credential';
import { CREDENTIAL_VALIDITY } from '@lockconsole/shared/credential/credential';
import type { FingerprintLockResult } from '@lockconsole/shared/biometric/fingerprint-reader';
import type { LockContext, UserContext } from '../../http/context';
import { AppError, fail } from '../../http/errors';
import type { Clock } from '../../platform/clock';
import type { Sealer } from '../../platform/sealer';
import { credentialPeriodOf } from '../credentials/credential-period';
import type { CredentialRow } from '../credentials/credentials.repo';
import type { LockAccess, PermissionsService } from '../permissions/permissions.service';
import { SERVICE_TYPE } from '@lockconsole/shared/commerce/commerce';
import type { Meter } from '../commerce/meter';
import type { BiometricService } from './biometrics.service';

export function createFingerprintReaderService(d: {
  fingerprints: BiometricService<'fingerprint'>;
  /** A fingerprint the caller received by a transfer (type 5), with its sealed template. */
  received: (userId: number, receivedId: number) => Promise<{ name: string; sealedTemplate: string | null }>;
  permissions: PermissionsService;
  sealer: Sealer;
  clock: Clock;
  meter: Meter;
}) {
  const { engine } = d.fingerprints;

  /** Enrols the template on each lock; a lock's refusal is its line, never the whole request's. */
  async function toLocks(
    ctx: UserContext,
    accesses: LockAccess[],
    i: { name: string; template: string } & CredentialPeriodInput,
  ): Promise<{ locks: FingerprintLockResult[] }> {
    const locks: FingerprintLockResult[] = [];
    for (const a of accesses) {
      const base = { lockId: a.lockId, lockAlias: a.lock.lockAlias };
      try {
        // Issuance counts once per lock (spec): a unit of the lock owner's, returned when the lock is refused the
        // request; an add that failed for want of a gateway keeps it (resync sends the sealed template later).
        const use = {
          payer: a.lock.userId,
          serviceType: SERVICE_TYPE.fingerprint,
          reason: 'service.use.fingerprintAdd',
        };
        const detail = { lock: a.lock.lockAlias || a.lock.lockName };
        const v = await d.meter.use(ctx, { ...use, detail }, () => engine.enrol({ ...ctx, lock: a, locks: [a] }, i));
        const item = d.fingerprints.present(v, ctx.t);
        locks.push({ ...base, fingerprintId: v.row.id, status: item.status, errorMsg: item.failureReason });
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        locks.push({
          ...base,
          fingerprintId: null,
          status: null,
          errorMsg: ctx.t(`errors.${e.errorName}`, e.params ?? {}),
        });
      }
    }
    return { locks };
  }

  const periodOfRow = (r: CredentialRow): CredentialPeriodInput => ({
    validityType: r.validityType as 1 | 2 | 3,
    ...(r.validityType === CREDENTIAL_VALIDITY.permanent
      ? {}
      : { startDate: r.startDate.getTime(), endDate: r.endDate?.getTime() ?? undefined, cyclicConfig: r.cycle }),
  });

  return {
    async add(
      ctx: UserContext,
      i: { lockIdList: number[]; fingerprintName?: string; template: string } & CredentialPeriodInput,
    ) {
      const accesses = await d.permissions.require(ctx.session.userId, i.lockIdList, 'manage');
      // The time rules once for the whole request (field errors), in the first lock's zone.
      credentialPeriodOf(i, d.clock.now().getTime(), accesses[0]!.lock.timezoneRawOffset);
      return toLocks(ctx, accesses, { ...i, name: i.fingerprintName ?? '' });
    },

    /** A fingerprint given to the caller by a transfer (type 5) to their locks, from its sealed template. */
    async addReceived(
      ctx: UserContext,
      i: { lockIdList: number[]; receivedId: number; fingerprintName?: string } & CredentialPeriodInput,
    ) {
      const row = await d.received(ctx.session.userId, i.receivedId);
      const accesses = await d.permissions.require(ctx.session.userId, i.lockIdList, 'manage');
      credentialPeriodOf(i, d.clock.now().getTime(), accesses[0]!.lock.timezoneRawOffset);
      const template = d.sealer.open(row.sealedTemplate!).toString('base64');
      return toLocks(ctx, accesses, { ...i, name: i.fingerprintName ?? row.name, template });
    },

    /** The same finger to more locks, from the sealed template of a fingerprint collected with a reader. */
    async copy(ctx: LockContext, i: { fingerprintId: number; lockIdList: number[] }) {
      const row = await engine.found(ctx.lock.lockId, i.fingerprintId);
      if (!row.sealedTemplate) throw fail('fingerprintNotCopyable');
      const accesses = await d.permissions.require(ctx.session.userId, i.lockIdList, 'manage');
      const template = d.sealer.open(row.sealedTemplate).toString('base64');
      return toLocks(ctx, accesses, { ...periodOfRow(row), name: row.name, template });
    },
  };
}

export type FingerprintReaderService = ReturnType<typeof createFingerprintReaderService>;
