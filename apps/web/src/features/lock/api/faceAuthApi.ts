// Face verification of key holders (issue 15; schemas in packages/shared/src/biometric/face-auth.ts). Silent: the
// components show each refusal where it happens.
import type { z } from 'zod';
import type { FaceAuthState, verifyFaceResponseSchema } from '@lockconsole/shared/biometric/face-auth';
import { apiGet, apiPost } from '../../../lib/api/client';

const quiet = { silent: true } as const;

export const getFaceAuth = (lockId: number) => apiGet<FaceAuthState>('/lock/faceAuth', { lockId }, quiet);
export const updateFaceAuth = (lockId: number, faceAuth: number, frequency: number) =>
  apiPost<FaceAuthState>('/lock/updateFaceAuth', { lockId, faceAuth, frequency }, quiet);
export const verifyFace = (lockId: number, photo: string) =>
  apiPost<z.infer<typeof verifyFaceResponseSchema>>('/key/verifyFace', { lockId, photo }, quiet);
