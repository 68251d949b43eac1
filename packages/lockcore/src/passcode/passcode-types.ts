// Passcode type numbers (spec §3), the offline families built on them, which code lengths each family may use,
// and how the older v3/v2 type sets map onto the v4 generator. Pure constants and lookups.

/** v4 validity types (spec §3). Custom (6) is pushed through the gateway and is not an offline family. */
export const PASSCODE_TYPE = { once: 1, permanent: 2, limited: 3, clear: 4, cycle: 5, custom: 6 } as const;
export type OfflineType = 1 | 2 | 3 | 4 | 5;

/** Cycle kinds (spec §3): weekend 5, daily 6, weekday 7, Mon 8 … Sun 14. */
export const CYCLE_KIND = {
  weekend: 5,
  daily: 6,
  weekday: 7,
  mon: 8,
  tue: 9,
  wed: 10,
  thu: 11,
  fri: 12,
  sat: 13,
  sun: 14,
} as const;
export type CycleKind = 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14;
export const isCycleKind = (k: unknown): k is CycleKind =>
  Number.isInteger(k) && (k as number) >= 5 && (k as number) <= 14;

/** Week days (Mon 1 … Sun 7) on which a cycle kind opens. */
export function cycleKindDays(kind: CycleKind): readonly number[] {
  if (kind === 5) return [6, 7];
  if (kind === 6) return [1, 2, 3, 4, 5, 6, 7];
  if (kind === 7) return [1, 2, 3, 4, 5];
  return [kind - 7];
}

/** Permanent passcode value 254, once 0 (spec §3/§9): the legacy "validity value" of those two types. */
export const PASSCODE_VALUE = { permanent: 254, once: 0 } as const;

export const OFFLINE_MAX_LENGTH = 9;
/**
 * Shortest code of each family. The false-accept rate of a guess is (parameter sets the lock accepts right now) /
 * 10^L; families with many parameter sets need more digits to stay near 1 in 2,000 or better (docs/passcodes.md).
 */
export const OFFLINE_MIN_LENGTH: Record<OfflineType, number> = { 1: 6, 2: 6, 4: 6, 3: 8, 5: 9 };

/** Lengths a family may be issued in, given the site minimum (effectivePasscodeMinLength); null if none. */
export function offlineLengthRange(type: OfflineType, siteMinLength: number): { min: number; max: number } | null {
  const min = Math.max(OFFLINE_MIN_LENGTH[type], Math.trunc(siteMinLength));
  return min > OFFLINE_MAX_LENGTH ? null : { min, max: OFFLINE_MAX_LENGTH };
}

export type TypeSet = 'v4' | 'v3' | 'v2';
/** What a type of an older set becomes: a v4 offline type, or unsupported with the reason. */
export type LegacyMapping = { ok: true; type: OfflineType } | { ok: false; reason: 'minutePrecision' | 'unknownType' };

const LEGACY: Record<Exclude<TypeSet, 'v4'>, Record<number, OfflineType | 'minute'>> = {
  // v3: permanent 1, once 2, minute 3, hour 4, day 5, month 6 — hour/day/month are limited codes whose end the
  // generator rounds to hours, days or months by itself.
  v3: { 1: 2, 2: 1, 3: 'minute', 4: 3, 5: 3, 6: 3 },
  // v2: once 2, minute 3, hour 4, day 5.
  v2: { 2: 1, 3: 'minute', 4: 3, 5: 3 },
};

export function mapPasscodeType(set: TypeSet, type: number): LegacyMapping {
  if (set === 'v4')
    return type >= 1 && type <= 5 ? { ok: true, type: type as OfflineType } : { ok: false, reason: 'unknownType' };
  const t = LEGACY[set][type];
  if (t === undefined) return { ok: false, reason: 'unknownType' };
  return t === 'minute' ? { ok: false, reason: 'minutePrecision' } : { ok: true, type: t };
}
