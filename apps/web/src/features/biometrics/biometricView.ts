// How fingerprints, faces and palm veins read in the console (issue 15): where each came from, who recorded the
// person's consent, the steps of an enrolment at the lock's sensor ("Press the finger on the lock's sensor: 2 of 4",
// the hint after each press) and how an enrolment stands from its row (still waiting, done with the lock's number,
// failed with the cause). Pure: i18n keys and variables.
import { CREDENTIAL_STATUS as S } from '@lockconsole/shared/credential/credential';
import { ENROL_STEPS } from '@lockconsole/shared/devices/credential-messages';
import type { BiometricKind, BiometricRow } from './api/biometricApi';

type Key = { key: string; vars?: Record<string, unknown> };

/** The kind's i18n prefix (texts that name the kind: its title, its sensor, its consent sentence …). */
export const kindKey = (kind: BiometricKind, key: string) => `biometrics.kinds.${kind}.${key}`;

/** The records page of one credential: spec §2 parameter per kind. */
export const RECORD_PARAM: Record<BiometricKind, string> = {
  fingerprint: 'printNo',
  face: 'faceNo',
  palmVein: 'palmVeinNo',
};

export const recordsPath = (r: Pick<BiometricRow, 'kind' | 'lockId' | 'number'>) =>
  `/manage/records?lockId=${r.lockId}&${RECORD_PARAM[r.kind]}=${encodeURIComponent(r.number)}`;

/** At the lock's sensor or camera, from a photo, from a desk reader, or found on the lock by a read-back. */
export const sourceKey = (source: BiometricRow['source']) => `biometrics.source.${source}`;

/** Who recorded the person's consent and when (a time formatter from the caller); none for one found on the lock. */
export function consentView(r: Pick<BiometricRow, 'consentBy' | 'consentAt'>, time: (ms: number) => string): Key {
  if (r.consentAt === null) return { key: 'biometrics.consent.unknown' };
  return r.consentBy
    ? { key: 'biometrics.consent.by', vars: { by: r.consentBy, at: time(r.consentAt) } }
    : { key: 'biometrics.consent.at', vars: { at: time(r.consentAt) } };
}

export type EnrolHint = 'press' | 'lift' | 'again' | 'poor' | null;
/** A `progress` event of the stream: a step of the enrolment under way at the lock. */
export type EnrolStep = { done: number; total: number; hint: EnrolHint };

/** The `progress` event's data, or null when it is no step of `operationId`. */
export function stepOf(data: Record<string, unknown>, operationId: number | null): EnrolStep | null {
  if (operationId === null || data.operationId !== operationId) return null;
  const done = Number(data.done);
  const total = Number(data.total);
  if (!Number.isInteger(done) || !Number.isInteger(total) || total <= 0) return null;
  const hint = ['press', 'lift', 'again', 'poor'].includes(data.hint as string) ? (data.hint as EnrolHint) : null;
  return { done: Math.max(0, Math.min(done, total)), total, hint };
}

export type StepView = {
  /** "Press the finger on the lock's sensor: 2 of 4". */
  line: Key;
  /** "2 of 4". */
  count: Key;
  done: number;
  total: number;
  percent: number;
  /** What to do now (lift, press again, a poor read), none before the first answer of the lock. */
  hint: Key | null;
  poor: boolean;
};

/** The view of the enrolment's latest step (before the lock's first one: 0 of the kind's steps). */
export function stepView(kind: BiometricKind, step: EnrolStep | null): StepView {
  const total = step?.total ?? ENROL_STEPS[kind];
  const done = step?.done ?? 0;
  const vars = { done, total };
  return {
    line: { key: kindKey(kind, 'step'), vars },
    count: { key: 'biometrics.progress.count', vars },
    done,
    total,
    percent: Math.round((done / total) * 100),
    hint: step?.hint ? { key: kindKey(kind, `hint.${step.hint}`) } : null,
    poor: step?.hint === 'poor',
  };
}

export type EnrolOutcome =
  | { phase: 'waiting' }
  | { phase: 'done'; number: string }
  | { phase: 'failed'; reason: string | null }
  /** Deleted meanwhile (or no longer listed). */
  | { phase: 'gone' };

/** How an enrolment stands, from its row as the list answers it now. */
export function enrolOutcome(r: Pick<BiometricRow, 'status' | 'number' | 'failureReason'> | null): EnrolOutcome {
  if (!r) return { phase: 'gone' };
  if (r.status === S.adding) return { phase: 'waiting' };
  if (r.status === S.addFailed) return { phase: 'failed', reason: r.failureReason };
  if (r.status === S.deleting || r.status === S.deleteFailed) return { phase: 'gone' };
  // Normal, will be valid, invalid, or a change under way afterwards: the lock holds it under its number.
  return { phase: 'done', number: r.number };
}

/**
 * A failed enrolment at the lock's sensor or camera: Retry starts the enrolment again, so the person has to press
 * again and the page shows the steps again (a photo's or a reader's is simply sent again).
 */
export const enrolsAgainAtLock = (r: Pick<BiometricRow, 'source' | 'number' | 'status'>) =>
  r.source === 'sensor' && r.number === '' && r.status === S.addFailed;

/** A fingerprint from a desk reader whose template the server keeps: it can be copied to more locks. */
export const canCopy = (r: Pick<BiometricRow, 'kind' | 'copyable' | 'number'>) =>
  r.kind === 'fingerprint' && r.copyable && r.number !== '';
