// Fingerprints, faces and palm veins (issue 15) on the credential engine: one service per kind with the spec's field
// names. The lock enrols each (at its sensor while the page shows every press, or from a checked face photo) and
// gives it the number records show; the rest — name, validity and cycle on the lock's clock, changes, delete,
// resync, clear — is the engine's, like cards. Consent: enrolling records who confirmed the person agreed, and when.
import { CREDENTIAL_VALIDITY, type CredentialPeriodInput } from '@lockconsole/shared/credential/credential';
import { BIOMETRIC_TYPE, type BiometricPrefix } from '@lockconsole/shared/biometric/biometric';
import type { LockContext } from '../../http/context';
import type { Translator } from '../../http/i18n';
import { pageOf, windowOf, type Paging } from '../../http/paging';
import type { Clock, Random } from '../../platform/clock';
import type { Sealer } from '../../platform/sealer';
import { createCredentialEngine, isPlaceholder, type CredentialKindAdapter } from '../credentials/credential-engine';
import { presentCredential } from '../credentials/credential.presenter';
import type { CredentialSync } from '../credentials/credential-sync';
import type { CredentialsRepo, CredentialView } from '../credentials/credentials.repo';

/** What one lock holds of each kind (the simulated lock's capacities; real locks: 100 fingerprints is common). */
export const BIOMETRIC_CAPACITY: Record<BiometricPrefix, number> = { fingerprint: 100, face: 100, palmVein: 100 };

const NOT_FOUND = { fingerprint: 'fingerprintNotFound', face: 'faceNotFound', palmVein: 'palmVeinNotFound' } as const;

export const biometricAdapter = (kind: BiometricPrefix): CredentialKindAdapter => ({
  kind,
  capacity: BIOMETRIC_CAPACITY[kind],
  errors: {
    notFound: NOT_FOUND[kind],
    // Numbers come from the lock: two rows never claim one.
    exists: 'biometricSyncPending',
    full: 'biometricFull',
    syncPending: 'biometricSyncPending',
    nothingToSync: 'biometricNothingToSync',
    gaveUp: 'biometricSyncGaveUp',
  },
});

export type BiometricDeps = {
  repo: CredentialsRepo;
  sync: CredentialSync;
  clock: Clock;
  random: Random;
  sealer?: Sealer;
};

/** Inputs with the kind's field names: `${kind}Id`, `${kind}Name`. */
type Id<P extends BiometricPrefix> = Record<`${P}Id`, number>;
type Name<P extends BiometricPrefix> = Partial<Record<`${P}Name`, string>>;

export function createBiometricService<P extends BiometricPrefix>(kind: P, d: BiometricDeps) {
  const engine = createCredentialEngine(biometricAdapter(kind), d);
  const idOf = (i: Id<P>) => i[`${kind}Id`];
  const nameOf = (i: Name<P>) => i[`${kind}Name`];

  const present = (v: CredentialView, t: Translator) => {
    const r = v.row;
    return {
      ...presentCredential(v, d.clock.now().getTime(), t),
      // Not enrolled yet: the lock has given it no number.
      number: isPlaceholder(r.number) ? '' : r.number,
      [`${kind}Id`]: r.id,
      [`${kind}Number`]: isPlaceholder(r.number) ? '' : r.number,
      [`${kind}Name`]: r.name,
      [`${kind}Type`]: r.validityType === CREDENTIAL_VALIDITY.cycle ? BIOMETRIC_TYPE.cycle : BIOMETRIC_TYPE.normal,
      source: r.addedAtLock ? 'lock' : ((r.enrolSource ?? 'sensor') as 'sensor' | 'photo' | 'reader'),
      /** A reader's template is kept (sealed): the finger can be copied to more locks. */
      copyable: r.sealedTemplate !== null,
      consentBy: r.consentByUserId ? v.sender : null,
      consentAt: r.consentAt?.getTime() ?? null,
    } as ReturnType<typeof presentCredential> &
      Record<`${P}Id` | `${P}Type`, number> &
      Record<`${P}Number` | `${P}Name`, string> & {
        source: 'sensor' | 'photo' | 'reader' | 'lock';
        copyable: boolean;
        consentBy: string | null;
        consentAt: number | null;
      };
  };

  return {
    engine,
    present,

    async list(ctx: LockContext, q: Paging & { searchStr?: string }) {
      const { rows, total } = await d.repo.page(ctx.lock.lockId, kind, { ...q, orderBy: 1, ...windowOf(q) });
      return pageOf(
        rows.map((v) => present(v, ctx.t)),
        total,
        q,
      );
    },

    /** At the lock's sensor: answers adding (4) with the operation whose `progress` events the page follows. */
    enroll: async (ctx: LockContext, i: Name<P> & CredentialPeriodInput) =>
      present(await engine.enrol(ctx, { ...i, name: nameOf(i) }), ctx.t),
    rename: async (ctx: LockContext, i: Id<P> & Name<P>) =>
      present(await engine.rename(ctx, { id: idOf(i), name: nameOf(i) ?? '' }), ctx.t),
    changePeriod: async (ctx: LockContext, i: Id<P> & CredentialPeriodInput) =>
      present(await engine.changePeriod(ctx, { ...i, id: idOf(i) }), ctx.t),
    remove: async (ctx: LockContext, i: Id<P>) => present(await engine.remove(ctx, { id: idOf(i) }), ctx.t),
    resync: async (ctx: LockContext, i: Id<P>) => present(await engine.resync(ctx, { id: idOf(i) }), ctx.t),
    clear: (ctx: LockContext, _i: unknown) => engine.clear(ctx),
  };
}

export type BiometricService<P extends BiometricPrefix> = ReturnType<typeof createBiometricService<P>>;
