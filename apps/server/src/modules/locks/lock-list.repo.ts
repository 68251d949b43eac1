// The lock list's SQL: a page of locks with their gateways and the total, in one statement.
// Owned locks and keys held on other owners' locks are two index paths (locks_owner_order_idx, ekeys_holder_idx),
// each read in list order up to the end of the page and merged, so a page costs the same for 1,000 locks or
// 100,000; the owner's part of the total comes from owner_lock_counts when nothing narrows it. Who may see what
// comes from modules/permissions (lockScopeParts); no rules here.
import { and, asc, eq, exists, getTableColumns, isNull, ne, or, sql, type SQL, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { ekeys, locks, ownerLockCounts } from '../../db/schema/devices';
import { lockGroups } from '../../db/schema/groups';
import { grantsAdmin, type ScopeParts } from '../permissions/lock-scope';
import type { ListedLock } from './locks.repo';
import { gatewaysFromJson, gatewaysOfLockJson, type GatewayOfLock } from '../gateways/gateway-locks.repo';

export type ListQuery = {
  scope: ScopeParts;
  userId: number;
  /** −1 all, 0 not grouped (for the caller), else a group id. */
  groupId?: number;
  search?: string;
  /** Only locks with an authorized admin (lock list query type 5). */
  withAdmin?: boolean;
  /** Only these locks (e.g. those holding a card number). */
  onlyIds?: number[];
  limit: number;
  offset: number;
};

const adminKeys = alias(ekeys, 'admin_keys');
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const listOrder = sql`lower(${locks.lockAlias}), ${locks.id}`;

function filtersOf(db: Db, q: ListQuery): SQL | undefined {
  const group =
    q.groupId === undefined || q.groupId < 0
      ? undefined
      : q.groupId === 0
        ? // Only the owner places a lock in a group: for anyone else every lock is "not grouped".
          or(isNull(locks.groupId), ne(locks.userId, q.userId))
        : and(eq(locks.groupId, q.groupId), eq(locks.userId, q.userId));
  const search = q.search ? sql`${locks.lockAlias} ilike ${`%${escapeLike(q.search)}%`}` : undefined;
  const withAdmin = q.withAdmin
    ? exists(
        db
          .select({ one: sql`1` })
          .from(adminKeys)
          .where(and(eq(adminKeys.lockId, locks.id), grantsAdmin(adminKeys))),
      )
    : undefined;
  const only = q.onlyIds ? inArray(locks.id, q.onlyIds.length ? q.onlyIds : [0]) : undefined;
  return and(group, search, withAdmin, only);
}

export type ListedLockWithGateways = ListedLock & { gateways: GatewayOfLock[] };

export function createLockListRepo(db: Db) {
  /** The page (ids in list order, at most limit) as a subquery, and the number of locks in scope. */
  function parts(q: ListQuery) {
    const filters = filtersOf(db, q);
    const upTo = q.offset + q.limit;
    const owned = and(q.scope.live, q.scope.lockFilter, q.scope.owner, filters);
    // Keys on other owners' locks; the owner's own (isOwner) key is the owned branch.
    const held =
      q.scope.key &&
      and(
        eq(ekeys.userId, q.userId),
        isNull(ekeys.deletedAt),
        // A literal, not a parameter: a generic plan may then use the partial index ekeys_holder_idx.
        sql`${ekeys.isOwner} = false`,
        q.scope.live,
        q.scope.lockFilter,
        ne(locks.userId, q.userId),
        q.scope.key,
        filters,
      );
    const ownedPage = sql`(select ${locks.id} as id, lower(${locks.lockAlias}) as k from ${locks} where ${owned} order by ${listOrder} limit ${upTo})`;
    const heldPage =
      held &&
      sql`(select ${locks.id} as id, lower(${locks.lockAlias}) as k from ${ekeys} join ${locks} on ${eq(locks.id, ekeys.lockId)} where ${held} order by ${listOrder} limit ${upTo})`;
    const merged = heldPage ? sql`${ownedPage} union all ${heldPage}` : sql`select id, k from ${ownedPage} o`;
    const ownedTotal =
      !filters && !q.scope.lockFilter
        ? sql`coalesce((select ${ownerLockCounts.live} from ${ownerLockCounts} where ${eq(ownerLockCounts.userId, q.userId)}), 0)`
        : sql`(select count(*) from ${locks} where ${owned})`;
    const heldTotal = held
      ? sql`(select count(*) from ${ekeys} join ${locks} on ${eq(locks.id, ekeys.lockId)} where ${held})`
      : sql`0`;
    return {
      pageIds: sql`(select p.id from (${merged} order by k, id limit ${q.limit} offset ${q.offset}) p)`,
      total: sql<number>`(${ownedTotal} + ${heldTotal})::int`.mapWith(Number),
    };
  }

  return {
    /**
     * One page in list order (lower alias, id) with the caller's ekey, the group name and the gateways of each lock,
     * and the number of locks in scope: one statement (a second only for the total of a page past the end).
     */
    async list(q: ListQuery): Promise<{ rows: ListedLockWithGateways[]; total: number }> {
      const { pageIds, total } = parts(q);
      // The caller's key per lock of the page, looked up by (lock, user) for each of the page's rows: as a plain
      // join, a generic plan could read every key of a large account to hash it.
      const key = db
        .select()
        .from(ekeys)
        .where(and(eq(ekeys.lockId, locks.id), eq(ekeys.userId, q.userId), isNull(ekeys.deletedAt)))
        .limit(1)
        .as('caller_key');
      // Every ekey column, read through the subquery's alias (typed as the table's columns).
      const keyColumns = Object.fromEntries(
        Object.keys(getTableColumns(ekeys)).map((c) => [c, key[c as keyof typeof key]]),
      ) as unknown as typeof ekeys._.columns;
      const rows = await db
        .select({
          lock: locks,
          key: keyColumns,
          groupName: lockGroups.name,
          gateways: gatewaysOfLockJson(locks.id),
          total,
        })
        .from(locks)
        .leftJoinLateral(key, sql`true`)
        .leftJoin(lockGroups, eq(lockGroups.id, locks.groupId))
        // = any(array(…)): the page is worked out once (an init plan), not planned as a join with the rest.
        .where(sql`${locks.id} = any(array${pageIds})`)
        .orderBy(asc(sql`lower(${locks.lockAlias})`), asc(locks.id));
      if (rows.length === 0) {
        const [row] = await db.select({ total }).from(sql`(select 1) as one`);
        return { rows: [], total: row!.total };
      }
      return {
        rows: rows.map((r) => ({ ...r, gateways: gatewaysFromJson(r.lock.id, r.gateways) })),
        total: rows[0]!.total,
      };
    },
  };
}

export type LockListRepo = ReturnType<typeof createLockListRepo>;
