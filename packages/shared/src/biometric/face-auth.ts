// Face verification of key holders (issue 15; spec §3 face identify switch on 1 / off 2 and frequency once 1, daily 2,
// weekly 3, monthly 4; §7 /user/getFaceAuthInfo): a lock's owner can require that a person holding an ekey shows their
// face before the lock opens for them remotely (the console, an unlock link). The first verification on a lock keeps
// the person's face (its descriptor, sealed); later ones must match it. Each verification uses one face-recognition
// unit of the lock's owner. Owners and authorized admins are not asked (they manage the lock).
import { z } from 'zod';
import { lockIdParam } from '../lock/lock';
import { oneOfInt } from '../user/account-fields';
import { positiveInt } from '../schemas/common';
import { addFaceRequestSchema } from './face-photo';
import { FACE_AUTH } from './face-auth-values';

export { FACE_AUTH, FACE_AUTH_FREQUENCY, type FaceAuthFrequency } from './face-auth-values';

/** POST /lock/updateFaceAuth — the owner turns face verification on or off and sets how often it is asked. */
export const updateFaceAuthRequestSchema = z.object({
  lockId: lockIdParam(),
  faceAuth: oneOfInt([FACE_AUTH.on, FACE_AUTH.off]).meta({ enum: [1, 2] }),
  frequency: oneOfInt([1, 2, 3, 4])
    .meta({ enum: [1, 2, 3, 4] })
    .default(1),
});
export const faceAuthStateSchema = z.object({
  faceAuth: z.number().int(),
  frequency: z.number().int(),
  /** For the caller: the lock asks them for their face before it opens remotely now. */
  verificationNeeded: z.boolean(),
  /** The caller's last verification on this lock (ms), or null. */
  lastVerifiedAt: z.number().int().nullable(),
  /** The owner's face-recognition units left (each verification uses one); null for anyone but the owner. */
  balance: z.number().int().nullable(),
});
export type FaceAuthState = z.infer<typeof faceAuthStateSchema>;
export const updateFaceAuthResponseSchema = faceAuthStateSchema;

/** GET /lock/faceAuth — the lock's face verification and what it asks of the caller. */
export const faceAuthRequestSchema = z.object({ lockId: lockIdParam() });
export const faceAuthResponseSchema = faceAuthStateSchema;

/** POST /key/verifyFace — the caller shows their face (a photo taken now) to open this lock remotely. */
export const verifyFaceRequestSchema = z.object({ lockId: lockIdParam(), photo: addFaceRequestSchema.shape.photo });
export const verifyFaceResponseSchema = z.object({
  /** This was the first verification on the lock: the face is kept for the next ones. */
  enrolled: z.boolean(),
  /** 0–1; from FACE_MATCH_MIN the same person. */
  similarity: z.number(),
  /** Until when (ms) the lock opens without asking again; null for "once": until the face is reset. */
  validUntil: z.number().int().nullable(),
});

/** POST /key/resetFaceAuth — a lock's manager forgets a person's face on the lock (a new face at the next verification). */
export const resetFaceAuthRequestSchema = z.object({ lockId: lockIdParam(), uid: positiveInt() });
export const resetFaceAuthResponseSchema = z.null();
