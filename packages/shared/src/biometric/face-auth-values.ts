// Face verification's values (issue 15), without zod: the lock page's settings render without it (#26). Schemas in
// face-auth.ts.
export const FACE_AUTH = { on: 1, off: 2 } as const;
export const FACE_AUTH_FREQUENCY = { once: 1, daily: 2, weekly: 3, monthly: 4 } as const;
export type FaceAuthFrequency = 1 | 2 | 3 | 4;
