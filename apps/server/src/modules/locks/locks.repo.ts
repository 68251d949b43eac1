// SQL of the locks table family: creation with the owner's admin ekey, lookups, state updates (the paged list is
// lock-list.repo.ts), detail parts, rename, settings rows. No access rules here (modules/permissions).
import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { byShape, rowPlaceholders, rowShape, rowValues, type RowShape } from '../../db/shaped';
import { ekeys, gatewayNearbyLocks, lockGateways, locks } from '../../db/schema/devices';
import { lockGroups } from '../../db/schema/groups';
import { lockSettings } from '../../db/schema/lock-settings';

export type LockRow = typeof locks.$inferSelect;
export type KeyRow = typeof ekeys.$inferSelect;
export type SettingsRow = typeof lockSettings.$inferSelect;
export type ListedLock = { lock: LockRow; key: KeyRow | null; groupName: string | null };

export function createLocksRepo(db: Db) {
  // Every gateway message about a lock and every lock page ask these: statements built once.
  const liveLock = (where: SQL, name: string) =>
    db
      .select()
      .from(locks)
      .where(and(where, isNull(locks.deletedAt)))
      .limit(1)
      .prepare(name);
  const byMac = liveLock(eq(locks.lockMac, sql.placeholder('mac')), 'lock_by_mac');
  const byId = liveLock(eq(locks.id, sql.placeholder('id')), 'lock_by_id');
  // A lock's state and door reports (every gateway state message, door records): built once (per shape).
  const stateStatement = byShape('lock_state_update', (row: RowShape, name) =>
    db
      .update(locks)
      .set({
        ...(rowPlaceholders(row) as unknown as Partial<LockRow>),
        stateUpdatedAt: sql`${sql.placeholder('now')}::timestamptz`,
        updatedAt: sql`${sql.placeholder('now')}::timestamptz`,
      })
      .where(eq(locks.id, sql.placeholder('id')))
      .prepare(name),
  );
  const at = sql`${sql.placeholder('at')}::timestamptz`;
  const state = sql`${sql.placeholder('state')}::smallint`;
  const doorStatement = db
    .update(locks)
    .set({ doorState: state, doorStateAt: at })
    .where(
      and(
        eq(locks.id, sql.placeholder('id')),
        sql`${locks.doorState} is distinct from ${state}`,
        sql`(${locks.doorStateAt} is null or ${locks.doorStateAt} <= ${at})`,
      ),
    )
    .returning({ id: locks.id })
    .prepare('lock_door_update');

  return {
    /** Reserves a lock id before the lock exists, so the init command can carry it. */
    async reserveId(): Promise<number> {
      const res = await db.execute<{ id: string | number }>(sql`select nextval('locks_id_seq') as id`);
      const rows = (Array.isArray(res) ? res : (res as { rows: { id: string | number }[] }).rows) as {
        id: string | number;
      }[];
      return Number(rows[0]!.id);
    },

    /**
     * Creates the lock, the owner's admin ekey and the link to the gateway that initialized it, and marks the lock
     * initialized among the gateway's nearby locks: one statement (data-modifying CTEs; the key's reference to the new
     * lock is checked at the statement's end), all or nothing — six round trips as a transaction before.
     */
    async createWithAdminKey(v: typeof locks.$inferInsert & { id: number }, gatewayId: number, rssi: number) {
      // getSQL(): a query builder put in a template is a parenthesized subquery, which a CTE's body cannot be.
      const lock = db.insert(locks).values(v).getSQL();
      const key = db
        .insert(ekeys)
        .values({
          lockId: v.id,
          userId: v.userId,
          keyName: v.lockAlias,
          isOwner: true,
          keyRight: 1,
          remoteEnable: 1,
          createdAt: v.createdAt,
        })
        .getSQL();
      const link = db
        .insert(lockGateways)
        .values({ lockId: v.id, gatewayId, rssi, updatedAt: v.createdAt })
        .onConflictDoNothing()
        .getSQL();
      const nearby = db
        .update(gatewayNearbyLocks)
        .set({ initialized: true })
        .where(eq(gatewayNearbyLocks.lockMac, v.lockMac))
        .getSQL();
      await db.execute(sql`with l as (${lock}), k as (${key}), g as (${link}), n as (${nearby}) select 1`);
    },

    async findByMac(mac: string) {
      const [row] = await byMac.execute({ mac });
      return row;
    },

    async find(id: number) {
      const [row] = await byId.execute({ id });
      return row;
    },

    async updateState(id: number, v: { lockStatus?: number; electricQuantity?: number }, now: Date) {
      const values = { lockStatus: v.lockStatus, electricQuantity: v.electricQuantity };
      await stateStatement(rowShape(values)).execute({ ...rowValues(values), id, now: now.toISOString() });
    },

    /**
     * Stores the door sensor's reading (open or closed since `at`); false when it already read so, or when the reading
     * stored is newer than `at` (a late record never overrules it).
     */
    async setDoor(id: number, open: boolean, at: Date): Promise<boolean> {
      const changed = await doorStatement.execute({ id, state: open ? 1 : 0, at: at.toISOString() });
      return changed.length > 0;
    },

    async setDoorAlert(id: number, seconds: number) {
      await db.update(locks).set({ doorAlertSeconds: seconds }).where(eq(locks.id, id));
    },

    async groupName(groupId: number | null): Promise<string | null> {
      if (!groupId) return null;
      const [g] = await db.select({ name: lockGroups.name }).from(lockGroups).where(eq(lockGroups.id, groupId));
      return g?.name ?? null;
    },

    async settings(lockId: number): Promise<SettingsRow | undefined> {
      const [row] = await db.select().from(lockSettings).where(eq(lockSettings.lockId, lockId));
      return row;
    },

    async upsertSettings(lockId: number, patch: Partial<Omit<SettingsRow, 'lockId'>>, now: Date) {
      await db
        .insert(lockSettings)
        .values({ lockId, ...patch, updatedAt: now })
        .onConflictDoUpdate({ target: lockSettings.lockId, set: { ...patch, updatedAt: now } });
    },

    async updateLock(lockId: number, patch: Partial<Omit<LockRow, 'id'>>, now: Date) {
      await db
        .update(locks)
        .set({ ...patch, updatedAt: now })
        .where(and(eq(locks.id, lockId), isNull(locks.deletedAt)));
    },

    async ownsAny(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: locks.id })
        .from(locks)
        .where(and(eq(locks.userId, userId), isNull(locks.deletedAt)))
        .limit(1);
      return Boolean(row);
    },

    /** Distinct people other than the owner holding a live ekey to any of the locks. */
    async keyUserCount(lockIds: number[]): Promise<number> {
      const [{ n }] = (await db
        .select({ n: sql<number>`count(distinct ${ekeys.userId})::int` })
        .from(ekeys)
        .innerJoin(locks, eq(locks.id, ekeys.lockId))
        .where(and(inArray(ekeys.lockId, lockIds), isNull(ekeys.deletedAt), ne(ekeys.userId, locks.userId)))) as [
        { n: number },
      ];
      return n;
    },
  };
}

export type LocksRepo = ReturnType<typeof createLocksRepo>;
