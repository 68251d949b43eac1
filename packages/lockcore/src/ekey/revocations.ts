// The lock's memory of revoked ekey credentials (docs/protocol.md §7 Revocation). The lock keeps no list of keys;
// the server tells it, through a gateway, "refuse keyId's credentials signed before T" (`ekey.revoke`). An entry
// lives until the key's end on the lock's clock (0 = for ever: permanent keys) and then goes, since the credential
// no longer opens anything. Bounded: a full memory refuses a new entry (storage full) rather than forgetting one.
// Pure: the caller (the lock) keeps the map.

export const EKEY_REVOCATION_CAPACITY = 256;

/** keyId → refuse credentials issued before `issuedBefore` (server ms), until `until` (lock ms, 0 = never ends). */
export type EkeyRevocations = Map<number, { issuedBefore: number; until: number }>;

export type EkeyRevocation = { keyId: number; issuedBefore: number; until: number };

/** Drops the entries whose key has ended by `lockNow`. */
export function pruneEkeyRevocations(list: EkeyRevocations, lockNow: number): void {
  for (const [keyId, r] of list) if (r.until !== 0 && r.until <= lockNow) list.delete(keyId);
}

/**
 * Records a revocation (merged with one the lock already holds: the later issuedBefore, the later until, 0 beating
 * any date). False when the memory is full of live entries; nothing changes then.
 */
export function revokeEkey(list: EkeyRevocations, r: EkeyRevocation, lockNow: number): boolean {
  pruneEkeyRevocations(list, lockNow);
  const held = list.get(r.keyId);
  if (!held && list.size >= EKEY_REVOCATION_CAPACITY) return false;
  list.set(r.keyId, {
    issuedBefore: Math.max(held?.issuedBefore ?? 0, r.issuedBefore),
    until: held && (held.until === 0 || r.until === 0) ? 0 : Math.max(held?.until ?? 0, r.until),
  });
  return true;
}

/** Whether a credential of `keyId` signed at `issuedAt` has been revoked on this lock. */
export function isEkeyRevoked(list: EkeyRevocations, keyId: number, issuedAt: number): boolean {
  const r = list.get(keyId);
  return r !== undefined && issuedAt < r.issuedBefore;
}
