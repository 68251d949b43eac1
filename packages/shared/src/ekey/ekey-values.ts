// Ekey codes without zod (spec §3): the lock page's ekey tab reads them before any schema loads (#26). The list
// item and the request schemas are in ekey.ts, which re-exports these.
/** Ekey status string codes (spec §3). */
export const KEY_STATUS = {
  normal: '110401',
  waitingAccept: '110402',
  freezing: '110404',
  frozen: '110405',
  unfreezing: '110406',
  deleting: '110407',
  deleted: '110408',
  resetting: '110409',
  reset: '110410',
  updating: '110411',
  overdue: '110412',
  invalid: '110413',
} as const;
export type KeyStatus = (typeof KEY_STATUS)[keyof typeof KEY_STATUS];

/** Ekey type (spec §3): normal 1, cycle 4. */
export const KEY_TYPE = { normal: 1, cycle: 4 } as const;
/** Ekey validity (spec §3): permanent 1, limited 2, once 3, cycle 4. */
export const VALIDITY_TYPE = { permanent: 1, limited: 2, once: 3, cycle: 4 } as const;
export type ValidityType = (typeof VALIDITY_TYPE)[keyof typeof VALIDITY_TYPE];
/** remoteEnable: allow 1, not allow 2. */
export const REMOTE_ENABLE = { allow: 1, notAllow: 2 } as const;
/** A once key opens from its start for this long (then it is invalid, or at its first use). */
export const ONCE_KEY_MS = 3_600_000;
/** Ekey cycle day (spec §3): Sun 1 … Sat 7. */
export const CYCLE_DAY = { sun: 1, mon: 2, tue: 3, wed: 4, thu: 5, fri: 6, sat: 7 } as const;

/**
 * A frozen, deleted, replaced or narrowed key is also taken back on the lock through its gateway (docs/protocol.md
 * §7 Revocation): never 0; waiting for a gateway to reach the lock 1; the lock refuses the earlier credentials 2.
 */
export const LOCK_REVOKE_STATE = { none: 0, waiting: 1, done: 2 } as const;
