// Pure rules of a credential's validity (issue 14): what a request means (permanent / limited / cycle with week days
// Mon 1 … Sun 7 and a daily window each), the spec §5 time rules, and "never beyond your own validity" (spec §5/§6,
// −3039) for an authorized admin — the ekeys' rule, applied to the credential's days and windows. No I/O.
import { CREDENTIAL_VALIDITY, type CredentialPeriodInput } from '@lockconsole/shared/credential/credential';
import { VALIDITY_TYPE } from '@lockconsole/shared/ekey/ekey';
import { periodProblems, startOfMinute } from '@lockconsole/shared/validation/period-rules';
import { FieldsError, fieldError } from '../../http/errors';
import type { StoredCyclePeriod } from '../../db/schema/credentials';
import { assertWithinOwn } from '../ekeys/ekey-rules';
import type { LockAccess } from '../permissions/permissions.service';

/** What is stored: start (0 = permanent), end (null = none), cycle days. */
export type CredentialPeriod = {
  validityType: number;
  startDate: number;
  endDate: number | null;
  cycle: StoredCyclePeriod[];
};

export function credentialPeriodOf(r: CredentialPeriodInput, now: number, lockOffsetMs: number): CredentialPeriod {
  if (r.validityType === CREDENTIAL_VALIDITY.permanent)
    return { validityType: r.validityType, startDate: 0, endDate: null, cycle: [] };
  const cycle = r.validityType === CREDENTIAL_VALIDITY.cycle ? [...(r.cyclicConfig ?? [])] : [];
  if (r.validityType === CREDENTIAL_VALIDITY.cycle && cycle.length === 0)
    throw fieldError('cyclicConfig', 'validation.credential.cycle');
  if (r.validityType === CREDENTIAL_VALIDITY.limited && !r.endDate)
    throw fieldError('endDate', 'validation.period.endRequired');
  const start = r.startDate || startOfMinute(now);
  const end = r.endDate || null;
  const problems = periodProblems({ start, end, now, tzOffsetMinutes: Math.round(lockOffsetMs / 60_000) });
  if (problems.length) throw new FieldsError(problems);
  cycle.sort((a, b) => a.weekDay - b.weekDay);
  return { validityType: r.validityType, startDate: start, endDate: end, cycle };
}

/** Mon 1 … Sun 7 (credentials) → Sun 1 … Sat 7 (ekeys). */
const ekeyDay = (d: number) => (d % 7) + 1;

/** An authorized admin gives no credential beyond their own key (its period, week days and window). */
export function assertCredentialWithinOwn(access: LockAccess, p: CredentialPeriod): void {
  const cycle = p.cycle.length > 0;
  assertWithinOwn(access, {
    validityType: cycle ? VALIDITY_TYPE.cycle : p.startDate === 0 ? VALIDITY_TYPE.permanent : VALIDITY_TYPE.limited,
    keyType: 1,
    startDate: p.startDate,
    endDate: p.startDate === 0 ? 0 : (p.endDate ?? Number.MAX_SAFE_INTEGER),
    cycleDays: p.cycle.map((c) => ekeyDay(c.weekDay)),
    cycleStartMinute: cycle ? Math.min(...p.cycle.map((c) => c.startMinute)) : null,
    cycleEndMinute: cycle ? Math.max(...p.cycle.map((c) => c.endMinute)) : null,
  });
}
