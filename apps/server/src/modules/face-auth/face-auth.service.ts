// Face verification of key holders (issue 15; docs/faces.md "Verification"). The owner turns it on per lock with a
// frequency; a key holder who opens the lock remotely (console, unlock link) must then have passed a verification in
// the current window of the lock's clock. A verification: the photo checked like any face photo (one frontal, clear,
// colour face), then compared with the face the person showed first on this lock (kept sealed), or kept as that face
// the first time. Each verification that reaches the comparison uses one face-recognition unit of the lock's owner
// (commerce/meter.ts), also when the faces differ.
import type { FaceAuthFrequency, FaceAuthState } from '@lockconsole/shared/biometric/face-auth';
import { SERVICE_TYPE } from '@lockconsole/shared/commerce/commerce';
import type { LockContext } from '../../http/context';
import { fail } from '../../http/errors';
import type { Clock } from '../../platform/clock';
import type { Sealer } from '../../platform/sealer';
import type { Meter } from '../commerce/meter';
import type { FaceChecker } from '../biometrics/faces.service';
import { FACE_MATCH_MIN, faceSimilarity } from '../faces/face-match';
import type { LockAccess } from '../permissions/permissions.service';
import type { FaceAuthRepo } from './face-auth.repo';
import { verificationCountsSince, verificationValidUntil } from './face-auth-window';

/** Faces that did not match, per person and lock in 24 hours, before verification is refused for the day. */
export const FAILED_PER_DAY = 5;
/** The length of a faceres descriptor. */
const FACE_DESCRIPTOR_LENGTH = 1024;

const bytesOf = (photo: string) => Buffer.from(photo.replace(/^data:[^,]*,/, ''), 'base64');

export function createFaceAuthService(d: {
  repo: FaceAuthRepo;
  checker: FaceChecker;
  meter: Meter;
  sealer: Sealer;
  clock: Clock;
  faceUnits: (userId: number) => Promise<number>;
}) {
  const now = () => d.clock.now().getTime();

  /** The caller must (still) show their face to open the lock remotely. */
  async function needed(a: LockAccess, userId: number, s?: { faceAuth: number; frequency: FaceAuthFrequency }) {
    if (a.role !== 'keyHolder') return { needed: false, last: undefined };
    const { faceAuth, frequency } = s ?? (await d.repo.settings(a.lockId));
    if (faceAuth !== 1) return { needed: false, last: undefined };
    const last = await d.repo.lastPassed(a.lockId, userId);
    const since = verificationCountsSince(frequency, now(), a.lock.timezoneRawOffset);
    return { needed: !last || (since !== null && last.getTime() < since), last };
  }

  async function state(ctx: LockContext): Promise<FaceAuthState> {
    const s = await d.repo.settings(ctx.lock.lockId);
    const n = await needed(ctx.lock, ctx.session.userId, s);
    const last = n.last ?? (await d.repo.lastPassed(ctx.lock.lockId, ctx.session.userId));
    return {
      faceAuth: s.faceAuth,
      frequency: s.frequency,
      verificationNeeded: n.needed,
      lastVerifiedAt: last?.getTime() ?? null,
      balance: ctx.lock.role === 'owner' ? await d.faceUnits(ctx.lock.lock.userId) : null,
    };
  }

  return {
    state: (ctx: LockContext, _input: { lockId: number }) => state(ctx),

    async update(ctx: LockContext, input: { faceAuth: number; frequency: number }) {
      await d.repo.setSettings(ctx.lock.lockId, input.faceAuth, input.frequency);
      return state(ctx);
    },

    /**
     * Before a remote opening (lock-remote.service.ts): refused when the caller must show their face first; by an
     * unlock link never, for a key holder (a link can be passed on: the face shown was not the link's bearer's).
     */
    async requireVerified(a: LockAccess, userId: number, o: { viaLink?: boolean } = {}) {
      if (o.viaLink && a.role === 'keyHolder' && (await d.repo.settings(a.lockId)).faceAuth === 1)
        throw fail('faceAuthNoLink');
      if ((await needed(a, userId)).needed) throw fail('faceVerificationRequired');
    },

    async verify(ctx: LockContext, input: { photo: string }) {
      const { lockId, lock } = ctx.lock;
      const s = await d.repo.settings(lockId);
      if (s.faceAuth !== 1) throw fail('faceAuthOff');
      // Only when the lock asks for it: a holder verified for this period, or a manager, spends no unit of the owner.
      if (!(await needed(ctx.lock, ctx.session.userId, s)).needed) throw fail('faceVerificationNotNeeded');
      const day = new Date(now() - 86_400_000);
      if ((await d.repo.failedSince(lockId, ctx.session.userId, day)) >= FAILED_PER_DAY) throw fail('faceTooManyTries');
      let r;
      try {
        r = await d.checker.check(bytesOf(input.photo));
      } catch {
        throw fail('facePhotoCheckUnavailable');
      }
      if (!r.ok) throw fail('facePhotoRefused', { reason: ctx.t(`errors.facePhoto.${r.problem}`) });
      const face = r.embedding;
      // No descriptor (the model gave none): nothing to keep or compare, and no unit spent.
      if (face.length !== FACE_DESCRIPTOR_LENGTH) throw fail('facePhotoCheckUnavailable');
      const userId = ctx.session.userId;
      const use = {
        payer: lock.userId,
        serviceType: SERVICE_TYPE.faceIdentify,
        reason: 'service.use.faceVerify',
        detail: { lock: lock.lockAlias || lock.lockName },
      };
      const outcome = await d.meter.use(ctx, use, async () => {
        // The first face is kept; when one is kept already (or another request kept one first), compare with it.
        const enrolled = await d.repo.keepReference(lockId, userId, d.sealer.seal(Buffer.from(JSON.stringify(face))));
        const kept = enrolled ? undefined : await d.repo.reference(lockId, userId);
        const similarity = enrolled
          ? 1
          : kept
            ? faceSimilarity(JSON.parse(d.sealer.open(kept).toString('utf8')) as number[], face)
            : 0;
        const passed = similarity >= FACE_MATCH_MIN;
        await d.repo.record(lockId, userId, similarity, passed, d.clock.now());
        return { enrolled, similarity, passed };
      });
      if (!outcome.passed) throw fail('faceNotMatched');
      return {
        enrolled: outcome.enrolled,
        similarity: outcome.similarity,
        validUntil: verificationValidUntil(s.frequency, now(), lock.timezoneRawOffset),
      };
    },

    async reset(ctx: LockContext, input: { uid: number }) {
      await d.repo.reset(ctx.lock.lockId, input.uid);
      return null;
    },
  };
}

export type FaceAuthService = ReturnType<typeof createFaceAuthService>;
