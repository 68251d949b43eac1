// Face verification of key holders (issue 15). Thin: schema, auth, one service call. The owner alone turns it on
// (spec §6: face recognition only by the owner); a key holder who may open the lock remotely verifies; the lock's
// managers reset a person's face.
import {
  faceAuthRequestSchema,
  faceAuthResponseSchema,
  resetFaceAuthRequestSchema,
  resetFaceAuthResponseSchema,
  updateFaceAuthRequestSchema,
  updateFaceAuthResponseSchema,
  verifyFaceRequestSchema,
  verifyFaceResponseSchema,
} from '@lockconsole/shared/biometric/face-auth';
import { defineRoute } from '../../http/route';
import { PHOTO_BODY_LIMIT } from '../biometrics/biometrics.routes';
import type { FaceAuthService } from './face-auth.service';

const tag = 'face';

export const faceAuthRoutes = (s: FaceAuthService) => [
  defineRoute({
    method: 'GET',
    path: '/lock/faceAuth',
    auth: { lock: 'view' },
    tag,
    summary: 'The lock’s face verification (switch, frequency), whether the caller must verify now, units left',
    request: faceAuthRequestSchema,
    response: faceAuthResponseSchema,
    handler: (input, ctx) => s.state(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/lock/updateFaceAuth',
    auth: { lock: 'own' },
    tag,
    summary: 'Turn face verification of key holders on or off and set how often it is asked (owner only)',
    request: updateFaceAuthRequestSchema,
    response: updateFaceAuthResponseSchema,
    handler: (input, ctx) => s.update(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/key/verifyFace',
    auth: { lock: 'remote' },
    tag,
    summary: 'Show one’s face (a photo) to open the lock remotely: kept the first time, compared after; one unit',
    request: verifyFaceRequestSchema,
    response: verifyFaceResponseSchema,
    bodyLimit: PHOTO_BODY_LIMIT,
    handler: (input, ctx) => s.verify(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/key/resetFaceAuth',
    auth: { lock: 'manage' },
    tag,
    summary: 'Forget the face a person showed on the lock: their next verification keeps a new one',
    request: resetFaceAuthRequestSchema,
    response: resetFaceAuthResponseSchema,
    handler: (input, ctx) => s.reset(ctx, input),
  }),
];
