// Shapes of the session data the console keeps in memory (spec §3). User and group come from the shared
// endpoint schemas, like lock info (GET /lock/detail).
export type { UserInfo } from '@lockconsole/shared/user/user-info';
export type { KeyGroup as Group } from '@lockconsole/shared/user/list-key-group';

/** Lock info from GET /lock/detail. */
export type { LockDetail as LockInfo } from '@lockconsole/shared/lock/detail';
