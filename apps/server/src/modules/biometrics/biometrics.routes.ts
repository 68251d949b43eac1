// Fingerprint, face and palm vein endpoints (issue 15). Thin: one generator gives each kind the same calls with its
// field names — {lock: 'manage'}: the owner or an authorized admin — and faces add the photo calls.
import {
  biometricSchemas,
  clearBiometricResponseSchema,
  type BiometricPrefix,
} from '@lockconsole/shared/biometric/biometric';
import {
  addFaceRequestSchema,
  addFaceResponseSchema,
  checkFacePhotoRequestSchema,
  checkFacePhotoResponseSchema,
  FACE_PHOTO_MAX_BYTES,
} from '@lockconsole/shared/biometric/face-photo';
import {
  addFingerprintRequestSchema,
  addReceivedFingerprintRequestSchema,
  copyFingerprintRequestSchema,
  fingerprintLocksResponseSchema,
} from '@lockconsole/shared/biometric/fingerprint-reader';
import type { LockContext } from '../../http/context';
import { defineRoute } from '../../http/route';
import type { FingerprintReaderService } from './fingerprint-reader.service';
import type { BiometricService } from './biometrics.service';
import type { FacePhotoService } from './faces.service';

const WORD: Record<BiometricPrefix, string> = { fingerprint: 'fingerprint', face: 'face', palmVein: 'palm vein' };
const AT_SENSOR: Record<BiometricPrefix, string> = {
  fingerprint: 'presses their finger four times',
  face: 'looks at the camera',
  palmVein: 'holds their palm three times',
};

export function biometricRoutes<P extends BiometricPrefix>(kind: P, s: BiometricService<P>) {
  const x = biometricSchemas(kind);
  const w = WORD[kind];
  const lock = { lock: 'manage' } as const;
  // The kind's generic field names defeat the inference of the route's types: the service is seen through a loose
  // view here (the request and response schemas still check every call).
  const k = s as unknown as Record<keyof typeof s, (ctx: LockContext, input: unknown) => Promise<never>>;
  return [
    defineRoute({
      method: 'GET',
      path: `/${kind}/list`,
      auth: lock,
      tag: kind,
      summary: `The lock’s ${w}s, paged, searched by name or number`,
      request: x.list,
      response: x.page,
      handler: (input, ctx) => k.list(ctx, input),
    }),
    defineRoute({
      method: 'POST',
      path: `/${kind}/enroll`,
      auth: lock,
      tag: kind,
      summary: `Enrol a ${w} at the lock: the person ${AT_SENSOR[kind]}; each step comes as a progress event`,
      request: x.enroll,
      response: x.item,
      handler: (input, ctx) => k.enroll(ctx, input),
    }),
    defineRoute({
      method: 'POST',
      path: `/${kind}/rename`,
      auth: lock,
      tag: kind,
      summary: `Rename a ${w} (server only)`,
      request: x.rename,
      response: x.item,
      handler: (input, ctx) => k.rename(ctx, input),
    }),
    defineRoute({
      method: 'POST',
      path: `/${kind}/changePeriod`,
      auth: lock,
      tag: kind,
      summary: `Change a ${w}’s validity on the lock (updating → normal | update failed)`,
      request: x.changePeriod,
      response: x.item,
      handler: (input, ctx) => k.changePeriod(ctx, input),
    }),
    defineRoute({
      method: 'POST',
      path: `/${kind}/delete`,
      auth: lock,
      tag: kind,
      summary: `Delete a ${w} from the lock (deleting → gone | delete failed)`,
      request: x.target,
      response: x.item,
      handler: (input, ctx) => k.remove(ctx, input),
    }),
    defineRoute({
      method: 'POST',
      path: `/${kind}/resync`,
      auth: lock,
      tag: kind,
      summary: `Enrol a failed ${w} again, or push a failed change or delete to the lock again`,
      request: x.target,
      response: x.item,
      handler: (input, ctx) => k.resync(ctx, input),
    }),
    defineRoute({
      method: 'POST',
      path: `/${kind}/clear`,
      auth: lock,
      tag: kind,
      summary: `Remove every ${w} from the lock through its gateway, as one tracked operation`,
      request: x.clear,
      response: clearBiometricResponseSchema,
      handler: (input, ctx) => k.clear(ctx, input),
    }),
  ];
}

/** Room for the photo's base64 and the other fields. */
/** A request that carries a face photo (base64) with its other fields. */
export const PHOTO_BODY_LIMIT = Math.ceil((FACE_PHOTO_MAX_BYTES * 4) / 3) + 64 * 1024;

export const facePhotoRoutes = (s: FacePhotoService) => [
  defineRoute({
    method: 'POST',
    path: '/face/add',
    auth: { lock: 'manage' },
    tag: 'face',
    summary: 'Add a face from a photo: checked on the server (one frontal, clear colour face), then sent to the lock',
    request: addFaceRequestSchema,
    response: addFaceResponseSchema,
    bodyLimit: PHOTO_BODY_LIMIT,
    handler: (input, ctx) => s.add(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/face/checkPhoto',
    auth: 'user',
    tag: 'face',
    summary: 'Check a face photo without adding it (the page’s pre-check): usable, or the reason it is not',
    request: checkFacePhotoRequestSchema,
    response: checkFacePhotoResponseSchema,
    bodyLimit: PHOTO_BODY_LIMIT,
    handler: (input, ctx) => s.checkPhoto(ctx, input),
  }),
];

export const fingerprintReaderRoutes = (s: FingerprintReaderService) => [
  defineRoute({
    method: 'POST',
    path: '/fingerprint/add',
    auth: 'user',
    tag: 'fingerprint',
    summary:
      'A fingerprint collected with a desk reader to one or many locks: one operation per lock, a result per lock',
    request: addFingerprintRequestSchema,
    response: fingerprintLocksResponseSchema,
    handler: (input, ctx) => s.add(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/fingerprint/addReceived',
    auth: 'user',
    tag: 'fingerprint',
    summary:
      'A fingerprint received by a transfer (type 5) to one or many of the caller’s locks, without enrolling again',
    request: addReceivedFingerprintRequestSchema,
    response: fingerprintLocksResponseSchema,
    handler: (input, ctx) => s.addReceived(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/fingerprint/copy',
    auth: { lock: 'manage' },
    tag: 'fingerprint',
    summary: 'Copy a fingerprint collected with a reader to more locks, without enrolling the finger again',
    request: copyFingerprintRequestSchema,
    response: fingerprintLocksResponseSchema,
    handler: (input, ctx) => s.copy(ctx, input),
  }),
];
