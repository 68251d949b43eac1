// Whether two face descriptors (faceres, face-photo-check.ts) are the same person: the distance measure of the model's
// own library (@vladmandic/human's `match.similarity`: squared Euclidean distance × 25, mapped from 0.2–0.8 onto
// 0–1), so its documented reading holds — above 0.5 the same person. Face verification asks for FACE_MATCH_MIN.
/** Similarity from which two faces are taken to be the same person (docs/faces.md, "Verification"). */
export const FACE_MATCH_MIN = 0.55;

export function faceSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || a.length !== b.length) return 0;
  let sum = 0;
  for (let i = 0; i < a.length; i++) {
    const d = a[i]! - b[i]!;
    sum += d * d;
  }
  const distance = Math.round(100 * 25 * sum) / 100;
  if (distance === 0) return 1;
  const s = (1 - Math.sqrt(distance) / 100 - 0.2) / (0.8 - 0.2);
  return Math.round(100 * Math.max(Math.min(s, 1), 0)) / 100;
}
