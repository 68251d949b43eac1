// The biometric forms (issue 15): enrol at the lock (/<kind>/enroll: name, validity, consent), a face from a photo
// (/face/add: the same and the photo), a desk reader's fingerprint to many locks (/fingerprint/add: the same, the
// locks and the template) and a received one (/fingerprint/addReceived: the locks and which received fingerprint). The validity is the card forms' (lib/credentials/credentialPeriod.ts); each request is
// checked with its SHARED schema plus the spec §5 time rules; the consent box is required. Problems are i18n keys by
// form field, and the server's field answers map onto the same fields. Pure.
import type { z } from 'zod';
import { biometricSchemas } from '@lockconsole/shared/biometric/biometric';
import { addFaceRequestSchema, type AddFaceRequest } from '@lockconsole/shared/biometric/face-photo';
import {
  addFingerprintRequestSchema,
  addReceivedFingerprintRequestSchema,
} from '@lockconsole/shared/biometric/fingerprint-reader';
import {
  cardPeriodProblems,
  cardPeriodRequest,
  newCardPeriod,
  periodFieldOf,
  schemaProblems,
  type CardPeriodValues,
  type PeriodField,
  type Problems,
} from '../../lib/credentials/credentialPeriod';
import type { AddFingerprintInput, AddReceivedFingerprintInput, BiometricKind, EnrollInput } from './api/biometricApi';

export type BiometricValues = { name: string; period: CardPeriodValues; consent: boolean };
export type BiometricField = PeriodField | 'name' | 'consent' | 'photo' | 'template' | 'locks' | 'received';

const FIELD: Record<string, BiometricField> = {
  fingerprintName: 'name',
  faceName: 'name',
  palmVeinName: 'name',
  consent: 'consent',
  photo: 'photo',
  template: 'template',
  lockIdList: 'locks',
  receivedId: 'received',
};

/** Which form field a request field's problem belongs to (shared schema paths and server field errors). */
export const biometricFieldOf = (apiField: string): BiometricField | undefined =>
  FIELD[apiField] ?? periodFieldOf(apiField);

/** A new one: no name, permanent, consent not given yet (the person must agree first). */
export const newBiometricValues = (now: number, tz: number): BiometricValues => ({
  name: '',
  period: newCardPeriod(now, tz),
  consent: false,
});

const common = (v: BiometricValues, tz: number) => ({
  ...cardPeriodRequest(v.period, tz),
  // Sent only once the box is ticked: the check below stops the form before.
  consent: 1 as const,
});

export const enrollRequest = (v: BiometricValues, lockId: number, tz: number): EnrollInput => ({
  lockId,
  name: v.name.trim() || undefined,
  ...common(v, tz),
});

export const addFaceRequest = (v: BiometricValues, lockId: number, photo: string, tz: number): AddFaceRequest => ({
  lockId,
  faceName: v.name.trim() || undefined,
  photo,
  ...common(v, tz),
});

export const addFingerprintRequest = (
  v: BiometricValues,
  lockIds: number[],
  template: string,
  tz: number,
): AddFingerprintInput => ({
  lockIdList: lockIds,
  fingerprintName: v.name.trim() || undefined,
  template,
  ...common(v, tz),
});

export const addReceivedFingerprintRequest = (
  v: BiometricValues,
  lockIds: number[],
  receivedId: number,
  tz: number,
): AddReceivedFingerprintInput => ({
  lockIdList: lockIds,
  receivedId,
  fingerprintName: v.name.trim() || undefined,
  ...common(v, tz),
});

type Ctx = { now: number; tz: number };

function problemsOf(schema: z.ZodType, req: unknown, v: BiometricValues, ctx: Ctx): Problems<BiometricField> {
  const out: Problems<BiometricField> = { ...cardPeriodProblems(v.period, ctx.now, ctx.tz) };
  if (!v.consent) out.consent = 'validation.biometric.consent';
  return schemaProblems(schema, req, biometricFieldOf, out);
}

export const enrollProblems = (kind: BiometricKind, v: BiometricValues, lockId: number, ctx: Ctx) => {
  const req = enrollRequest(v, lockId, ctx.tz);
  const { name, ...rest } = req;
  return problemsOf(biometricSchemas(kind).enroll, { ...rest, [`${kind}Name`]: name }, v, ctx);
};

/** No photo yet, or one the pre-check refused: "choose a usable photo" before anything is sent. */
export function addFaceProblems(v: BiometricValues, lockId: number, photo: string | null, ctx: Ctx) {
  const out = problemsOf(addFaceRequestSchema, addFaceRequest(v, lockId, photo ?? '', ctx.tz), v, ctx);
  if (!photo) out.photo = 'biometrics.photo.required';
  return out;
}

export function addFingerprintProblems(v: BiometricValues, lockIds: number[], template: string | null, ctx: Ctx) {
  const out = problemsOf(
    addFingerprintRequestSchema,
    addFingerprintRequest(v, lockIds, template ?? '', ctx.tz),
    v,
    ctx,
  );
  if (!template) out.template = 'biometrics.reader.collectFirst';
  if (lockIds.length === 0) out.locks = 'biometrics.reader.pickLocks';
  return out;
}

export function addReceivedFingerprintProblems(
  v: BiometricValues,
  lockIds: number[],
  receivedId: number | null,
  ctx: Ctx,
) {
  const req = addReceivedFingerprintRequest(v, lockIds, receivedId ?? 0, ctx.tz);
  const out = problemsOf(addReceivedFingerprintRequestSchema, req, v, ctx);
  if (!receivedId) out.received = 'biometrics.received.pick';
  if (lockIds.length === 0) out.locks = 'biometrics.reader.pickLocks';
  return out;
}
