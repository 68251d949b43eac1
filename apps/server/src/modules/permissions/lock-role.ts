// Who someone is to a lock (owner | authorizedAdmin | keyHolder | stranger) and what each role may do there.
// Pure rules, no I/O: the one place that decides lock-scoped permissions. Routes declare an action
// (auth: {lock: 'manage'}); the pipeline resolves the role through permissions.service and asks `allows`.
// Ekeys (issue 6) slot in here: an authorized admin is an ekey with keyRight 1, a key holder any other live ekey.

export const LOCK_ROLES = ['owner', 'authorizedAdmin', 'keyHolder', 'stranger'] as const;
export type LockRole = (typeof LOCK_ROLES)[number];

/**
 * view    — see the lock, its state, settings summary and gateways
 * records — read its unlock records
 * remote  — remote unlock / lock through a gateway
 * manage  — rename, settings through the gateway, clock, passage mode
 * own     — what only the primary administrator may do: transfer, export, group placement (spec §6)
 */
export const LOCK_ACTIONS = ['view', 'records', 'remote', 'manage', 'own'] as const;
export type LockAction = (typeof LOCK_ACTIONS)[number];

/** The caller's ekey on the lock, if any (the owner holds one too: the admin key). */
export type KeyGrant = {
  keyRight: number;
  remoteEnable: number;
  keyStatus: string;
  /** 0/0 = permanent; else milliseconds. */
  startDate: number;
  endDate: number;
};

/** Ekey statuses (spec §3) that no longer open anything. */
const DEAD_KEY_STATUSES = new Set(['110405', '110408', '110410', '110412', '110413']);

export function roleOf(userId: number, lock: { userId: number }, key: KeyGrant | null, nowMs: number): LockRole {
  if (lock.userId === userId) return 'owner';
  if (!key || DEAD_KEY_STATUSES.has(key.keyStatus)) return 'stranger';
  const permanent = key.startDate === 0 && key.endDate === 0;
  if (!permanent && (nowMs < key.startDate || nowMs > key.endDate)) return 'stranger';
  return key.keyRight === 1 ? 'authorizedAdmin' : 'keyHolder';
}

const RULES: Record<LockAction, readonly LockRole[]> = {
  view: ['owner', 'authorizedAdmin', 'keyHolder'],
  records: ['owner', 'authorizedAdmin'],
  remote: ['owner', 'authorizedAdmin', 'keyHolder'],
  manage: ['owner', 'authorizedAdmin'],
  own: ['owner'],
};

export function allows(role: LockRole, action: LockAction, key: KeyGrant | null): boolean {
  if (!RULES[action].includes(role)) return false;
  // A key holder operates remotely only when the key was sent with remote permission.
  if (action === 'remote' && role === 'keyHolder') return key?.remoteEnable === 1;
  return true;
}
