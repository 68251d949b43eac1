// POST /face/add — a face from a photo (spec §5: jpg, png or bmp under the size limit, one complete, clear, frontal
// colour face without obstruction), checked on the server before anything reaches the lock; the lock then takes
// the normalized photo through its gateway (adding → normal | add failed). The page compresses a large photo first.
import { z } from 'zod';
import { lockIdParam } from '../lock/lock';
import { credentialNameParam, credentialPeriodFields } from '../credential/credential';
import { consentParam, faceSchemas } from './biometric';

/** The largest photo the server takes (bytes, before base64): the page says so and compresses larger ones. */
export const FACE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** Why a photo was refused (each with its message in the errors catalog: errors.facePhoto.<problem>). */
export const FACE_PHOTO_PROBLEMS = [
  'format',
  'tooLarge',
  'tooSmall',
  'noFace',
  'manyFaces',
  'notFrontal',
  'obstructed',
  'blurred',
  'unevenLight',
  'notColour',
] as const;
export type FacePhotoProblem = (typeof FACE_PHOTO_PROBLEMS)[number];

export const addFaceRequestSchema = z.object({
  lockId: lockIdParam(),
  faceName: credentialNameParam().optional(),
  consent: consentParam(),
  /** The photo's bytes, base64 (a data: URL prefix is accepted). */
  photo: z
    .string({ message: 'validation.required' })
    .min(1, 'validation.required')
    .max(Math.ceil((FACE_PHOTO_MAX_BYTES * 4) / 3) + 100, 'validation.biometric.photoTooLarge'),
  ...credentialPeriodFields,
});
export type AddFaceRequest = z.input<typeof addFaceRequestSchema>;
export const addFaceResponseSchema = faceSchemas.item;

/** POST /face/checkPhoto — the same check without adding anything (the page's pre-check). */
export const checkFacePhotoRequestSchema = z.object({ photo: addFaceRequestSchema.shape.photo });
export const checkFacePhotoResponseSchema = z.object({
  ok: z.boolean(),
  problem: z.enum(FACE_PHOTO_PROBLEMS).nullable(),
  /** The problem in the caller's language. */
  message: z.string().nullable(),
});
