// Fingerprints, faces and palm veins (issue 15, spec §3): credentials a lock enrols itself — a person presses their
// finger (4 times), holds their palm (3 times) or looks at the camera at the lock while the page shows each step —
// or takes from a checked face photo. The lock gives each its number (records: printNo, faceNo, palmVeinNo). One
// schema factory per kind keeps the spec's field names (fingerprintId, fingerprintName …) with one shape.
import { z } from 'zod';
import { paging } from '../schemas/common';
import { lockIdParam, searchParam } from '../lock/lock';
import { pageSchema } from '../http/envelope';
import {
  credentialIdParam,
  credentialItemSchema,
  credentialNameParam,
  credentialPeriodFields,
} from '../credential/credential';

export type BiometricPrefix = 'fingerprint' | 'face' | 'palmVein';

/** Spec §3 type of fingerprints, faces and palm veins: normal 1, cycle 4. */
export const BIOMETRIC_TYPE = { normal: 1, cycle: 4 } as const;

/** The person agreed that their biometric data is taken (who recorded it and when are kept with the credential). */
export const consentParam = () =>
  z.preprocess(
    (v) => v === '1' || v === 'true' || v === 1 || v === true,
    z.literal(true, { message: 'validation.biometric.consent' }),
  );

const keyed = <P extends string, S extends z.ZodType>(key: `${P}${string}`, schema: S) => ({ [key]: schema });

/** The item and request schemas of one kind, with the spec's field names. */
export function biometricSchemas<P extends BiometricPrefix>(p: P) {
  const id = `${p}Id` as const;
  const name = `${p}Name` as const;
  const item = credentialItemSchema.extend({
    ...(keyed(id, z.number().int()) as Record<`${P}Id`, z.ZodNumber>),
    ...(keyed(`${p}Number`, z.string()) as Record<`${P}Number`, z.ZodString>),
    ...(keyed(name, z.string()) as Record<`${P}Name`, z.ZodString>),
    ...(keyed(`${p}Type`, z.number().int()) as Record<`${P}Type`, z.ZodNumber>),
    /** Enrolled at the lock's sensor, from a face photo, from a desk reader's template, or found on the lock. */
    source: z.enum(['sensor', 'photo', 'reader', 'lock']),
    /** A reader's template is kept sealed: the fingerprint can be copied to more locks (POST /fingerprint/copy). */
    copyable: z.boolean(),
    /** Who recorded the person's consent, and when (ms); null for one found on the lock by a read-back. */
    consentBy: z.string().nullable(),
    consentAt: z.number().nullable(),
  });
  const target = {
    lockId: lockIdParam(),
    ...(keyed(id, credentialIdParam()) as Record<`${P}Id`, ReturnType<typeof credentialIdParam>>),
  };
  const nameField = keyed(name, credentialNameParam().optional()) as Record<
    `${P}Name`,
    z.ZodOptional<ReturnType<typeof credentialNameParam>>
  >;
  return {
    item,
    list: z.object({ lockId: lockIdParam(), ...paging, searchStr: searchParam() }),
    page: pageSchema(item),
    /** Enrol at the lock's sensor: answers the credential adding (4) with its operation; steps come live. */
    enroll: z.object({ lockId: lockIdParam(), ...nameField, consent: consentParam(), ...credentialPeriodFields }),
    rename: z.object({
      ...target,
      ...(keyed(name, credentialNameParam()) as Record<`${P}Name`, ReturnType<typeof credentialNameParam>>),
    }),
    changePeriod: z.object({ ...target, ...credentialPeriodFields }),
    target: z.object(target),
    clear: z.object({ lockId: lockIdParam() }),
  };
}

export const fingerprintSchemas = biometricSchemas('fingerprint');
export const faceSchemas = biometricSchemas('face');
export const palmVeinSchemas = biometricSchemas('palmVein');

export type FingerprintItem = z.infer<typeof fingerprintSchemas.item>;
export type FaceItem = z.infer<typeof faceSchemas.item>;
export type PalmVeinItem = z.infer<typeof palmVeinSchemas.item>;

export const clearBiometricResponseSchema = z.object({
  count: z.number().int(),
  operationId: z.number().int().nullable(),
  failureReason: z.string().nullable(),
});
