// What the caller may do with a lock, from their role on it (spec §6). Mirrors the server's rules
// (modules/permissions/lock-role.ts) so the page only offers what the API will accept: the owner today,
// authorized admins and key holders as soon as ekeys exist (issue 6) — nothing here needs to change then.
import type { LockListItem } from '@lockconsole/shared/lock/lock';

export type LockAbilities = {
  /** See the lock, its state and gateways. */
  view: boolean;
  /** Read unlock records. */
  records: boolean;
  /** Remote unlock / lock (the lock's own switch is checked by the server, which answers the spec message). */
  remote: boolean;
  /** Rename, settings through the gateway, clock, passage mode. */
  manage: boolean;
  /** Owner only: group placement, transfer, export. */
  own: boolean;
};

export function lockAbilities(lock: Pick<LockListItem, 'userType' | 'keyRight' | 'remoteEnable'>): LockAbilities {
  switch (lock.userType) {
    case 'owner':
      return { view: true, records: true, remote: true, manage: true, own: true };
    case 'authorizedAdmin':
      return { view: true, records: true, remote: true, manage: true, own: false };
    case 'keyHolder':
      // A key holder operates remotely only with a key sent with remote permission.
      return { view: true, records: false, remote: lock.remoteEnable === 1, manage: false, own: false };
    default:
      return { view: false, records: false, remote: false, manage: false, own: false };
  }
}
