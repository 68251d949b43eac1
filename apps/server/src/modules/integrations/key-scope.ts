// Which API key scope reaches which route (issue 20). A route belongs to an area by the first part of its path; a GET
// is open to a key with `read` or the area's scope, a POST only to the area's scope. Account settings, API keys,
// authorized admins and alert settings belong to no scope: only the person, signed in, changes them. A path not in
// the table is in no area — a new route is closed to keys until someone puts it here (key-scope.test.ts lists them).
import type { ApiKeyScope } from '@lockconsole/shared/integrations/api-key';

type Area = Exclude<ApiKeyScope, 'read'> | 'account';

const AREA_OF_SEGMENT: Record<string, Area> = {
  lock: 'locks',
  gateway: 'locks',
  group: 'locks',
  operation: 'locks',
  alert: 'locks',
  key: 'credentials',
  keyboardPwd: 'credentials',
  card: 'credentials',
  fingerprint: 'credentials',
  face: 'credentials',
  palmVein: 'credentials',
  qrcode: 'credentials',
  keyfob: 'credentials',
  wirelessKeypad: 'credentials',
  lockUser: 'credentials',
  lockRecord: 'records',
  export: 'records',
  user: 'account',
  auth: 'account',
  accessKey: 'account',
  audit: 'account',
  webhook: 'account',
  // TTLock-compatible applications (issue 25): registered and signed out of by the person only.
  openApp: 'account',
  site: 'account',
  // Paid services (issue 17): only the person buys and reads their orders.
  service: 'account',
  order: 'account',
  premium: 'account',
  // Message templates (issue 19): the account's own wording, kept by the person (closed to keys).
  template: 'account',
  // Transfers (issue 19): offered with /lock/transfer (locks); accepting one gives an account locks: the person's.
  transfer: 'account',
  // Credentials given by transfers (types 5, 6): offered and received by the person, like the other transfers.
  credential: 'account',
  // Hotel rooms (issue 19): check-in issues a passcode — a credential of the lock.
  hotel: 'credentials',
  // The public map (issue 19): public; a key's session is not used there.
  map: 'locks',
};

/** Lock paths that are about records, not the lock. */
const RECORD_PATHS = new Set(['/lock/export', '/lock/exportUser', '/lock/getExportUserNum']);
/** Who the key acts as and what that account may do: readable by any key. */
const OWN_ACCOUNT_READS = new Set(['/user/getInfo', '/user/consoleAbilities']);
/** Writes in an open area that still only the person makes (their own inbox and alert settings). */
const PERSONAL_WRITES = new Set([
  '/alert/read',
  '/alert/updateSettings',
  '/key/sync',
  '/lock/transfer',
  '/gateway/transfer',
]);

/** True when the table decides the path's area (key-scope.test.ts: every route's is). */
export const decided = (path: string) => RECORD_PATHS.has(path) || (path.split('/')[1] ?? '') in AREA_OF_SEGMENT;

export function areaOf(path: string): Area {
  if (RECORD_PATHS.has(path)) return 'records';
  return AREA_OF_SEGMENT[path.split('/')[1] ?? ''] ?? 'account';
}

/**
 * May a key with `scopes` call `method path`? Undefined when it may; else the scope it would need ('none' when no key
 * may: account settings, keys, personal writes).
 */
export function scopeNeeded(
  scopes: readonly string[],
  method: 'GET' | 'POST',
  path: string,
): ApiKeyScope | 'none' | undefined {
  const area = areaOf(path);
  if (method === 'GET') {
    // Reading the key's own account (who it acts as, its abilities) needs no scope; the account's other lists (lock
    // users, expiring users, key groups …) need `read`; keys, the audit log and webhooks are the person's alone.
    if (OWN_ACCOUNT_READS.has(path)) return undefined;
    if (area === 'account')
      return path.startsWith('/user/') || path.startsWith('/site/')
        ? scopes.includes('read')
          ? undefined
          : 'read'
        : 'none';
    return scopes.includes('read') || scopes.includes(area) ? undefined : area;
  }
  if (area === 'account' || PERSONAL_WRITES.has(path)) return 'none';
  return scopes.includes(area) ? undefined : area;
}
