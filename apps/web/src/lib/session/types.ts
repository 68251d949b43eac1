// Shapes of the session data the console keeps in memory (spec §3). User and group come from the shared
// endpoint schemas; lock info gets its full schema with the lock issue.
export type { UserInfo } from '@lockconsole/shared/user/user-info';
export type { KeyGroup as Group } from '@lockconsole/shared/user/list-key-group';

/** Lock info from GET /lock/detail. */
export type LockInfo = { lockId: number; lockAlias?: string; lockName?: string } & Record<string, unknown>;
