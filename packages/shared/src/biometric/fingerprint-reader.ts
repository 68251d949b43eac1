// Fingerprints from a desk reader (issue 15): the page collects the template through the local driver bridge
// (docs/fingerprint-reader.md) and the server sends it to one or many locks (POST /fingerprint/add: one operation
// per lock, a result per lock); the template is kept sealed (encrypted at rest) so the same finger can be copied to
// more locks later without enrolling it again (POST /fingerprint/copy). Each lock's issuance counts once.
import { z } from 'zod';
import { lockIdListParam, lockIdParam } from '../lock/lock';
import { credentialIdParam, credentialNameParam, credentialPeriodFields } from '../credential/credential';
import { consentParam } from './biometric';

/** A reader's template, base64 (a few KB). */
export const templateParam = () =>
  z
    .string({ message: 'validation.required' })
    .trim()
    .regex(/^[A-Za-z0-9+/]{22,20000}={0,2}$/, 'validation.biometric.template');

export const addFingerprintRequestSchema = z.object({
  lockIdList: lockIdListParam(),
  fingerprintName: credentialNameParam().optional(),
  consent: consentParam(),
  template: templateParam(),
  ...credentialPeriodFields,
});
export const copyFingerprintRequestSchema = z.object({
  lockId: lockIdParam(),
  fingerprintId: credentialIdParam(),
  lockIdList: lockIdListParam(),
});
export const fingerprintLockResultSchema = z.object({
  lockId: z.number().int(),
  lockAlias: z.string(),
  fingerprintId: z.number().int().nullable(),
  status: z.number().int().nullable(),
  errorMsg: z.string().nullable(),
});
export const fingerprintLocksResponseSchema = z.object({ locks: z.array(fingerprintLockResultSchema) });
export type FingerprintLockResult = z.infer<typeof fingerprintLockResultSchema>;

/**
 * POST /fingerprint/addReceived — a fingerprint given to the caller by a transfer (GET /credential/listReceived) to
 * one or many of the caller's locks, from its sealed template: like /fingerprint/add, without enrolling again.
 */
export const addReceivedFingerprintRequestSchema = z.object({
  lockIdList: lockIdListParam(),
  receivedId: credentialIdParam(),
  fingerprintName: credentialNameParam().optional(),
  consent: consentParam(),
  ...credentialPeriodFields,
});
