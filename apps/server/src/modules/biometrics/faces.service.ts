// Faces from a photo (issue 15, spec §5): the photo is checked for real on the server (modules/faces: one frontal,
// unobstructed, sharp, evenly lit colour face) before anything reaches the lock; the lock then takes the normalized
// photo through its gateway (credential.enroll with `photo`). The photo is not kept once sent: deleting the face
// leaves no biometric data on the server. /face/checkPhoto is the same check for the page, adding nothing. Adding a
// face uses one face-recognition unit of the lock's owner (commerce/meter.ts).
import type { CredentialPeriodInput } from '@lockconsole/shared/credential/credential';
import type { LockContext, UserContext } from '../../http/context';
import { fail } from '../../http/errors';
import type { Translator } from '../../http/i18n';
import type { FaceCheckResult } from '../faces/face-photo-check';
import { SERVICE_TYPE } from '@lockconsole/shared/commerce/commerce';
import type { Meter } from '../commerce/meter';
import type { BiometricService } from './biometrics.service';

export type FaceChecker = { check(bytes: Buffer): Promise<FaceCheckResult> };

/** The photo's bytes from base64 (a data: URL's prefix is dropped). */
const bytesOf = (photo: string) => Buffer.from(photo.replace(/^data:[^,]*,/, ''), 'base64');

export function createFacePhotoService(d: { faces: BiometricService<'face'>; checker: FaceChecker; meter: Meter }) {
  async function checked(photo: string) {
    try {
      return await d.checker.check(bytesOf(photo));
    } catch {
      // Busy, timed out or the worker failed: nothing about the photo is known.
      throw fail('facePhotoCheckUnavailable');
    }
  }
  const reason = (t: Translator, problem: string) => t(`errors.facePhoto.${problem}`);

  return {
    async checkPhoto(ctx: UserContext, i: { photo: string }) {
      const r = await checked(i.photo);
      return r.ok
        ? { ok: true, problem: null, message: null }
        : { ok: false, problem: r.problem, message: reason(ctx.t, r.problem) };
    },

    async add(ctx: LockContext, i: { faceName?: string; photo: string } & CredentialPeriodInput) {
      // The period's rules first (nothing to check a photo for if the request is refused anyway).
      d.faces.engine.periodFor(ctx.lock, i);
      const r = await checked(i.photo);
      if (!r.ok) throw fail('facePhotoRefused', { reason: reason(ctx.t, r.problem) });
      // One face-recognition unit of the lock's owner per face added; returned when the lock could not be sent it
      // (the photo is not kept, so that face can never reach the lock).
      const lock = ctx.lock.lock.lockAlias || ctx.lock.lock.lockName;
      const use = {
        payer: ctx.lock.lock.userId,
        serviceType: SERVICE_TYPE.faceIdentify,
        reason: 'service.use.faceAdd',
      };
      const v = await d.meter.use(
        ctx,
        { ...use, detail: { lock } },
        () => d.faces.engine.enrol(ctx, { ...i, name: i.faceName, photo: Buffer.from(r.jpeg).toString('base64') }),
        (sent) => !(sent.row.syncAction === 'add' && sent.row.syncState === 'failed'),
      );
      return d.faces.present(v, ctx.t);
    },
  };
}

export type FacePhotoService = ReturnType<typeof createFacePhotoService>;
