// What the caller may do on one lock, sent to the console as `abilities` (GET /lock/detail, lock lists) so the web
// offers exactly what the API accepts and keeps no copy of the role rules: every action judged by `allows`.
import type { LockAbilities } from '@lockconsole/shared/lock/lock';
import { allows, type LockAction } from './lock-role';
import type { LockAccess } from './permissions.service';

/** With `nowMs` a cycle key's window is judged for `remote`, exactly as the route check does (lists and detail). */
export function abilitiesOf(a: Pick<LockAccess, 'role' | 'key' | 'lock'>, nowMs?: number): LockAbilities {
  const at = nowMs === undefined ? undefined : { nowMs, lockOffsetMs: a.lock.timezoneRawOffset };
  const may = (action: LockAction) => allows(a.role, action, a.key, at);
  return { view: may('view'), records: may('records'), remote: may('remote'), manage: may('manage'), own: may('own') };
}
