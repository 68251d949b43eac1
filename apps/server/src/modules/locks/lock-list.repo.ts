// The lock list's SQL: a page of locks with their gateways and the total, in one statement.
// Owned locks and keys held on other owners' locks are two index paths (locks_owner_order_idx, ekeys_holder_idx),
// each read in list order up to the end of the page and merged, so a page costs the same for 1,000 locks or
// 100,000; the owner's part of the total comes from owner_lock_counts when nothing narrows it. Who may see what
// comes from modules/permissions (lockScopeParts); no rules here.
import { and, asc, eq, exists, getTableColumns, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containsPattern, ilikeOnce } from '../../db/like';
import { byShape } from '../../db/shaped';
import { ekeys, locks, ownerLockCounts } from '../../db/schema/devices';
import { lockGroups } from '../../db/schema/groups';
import type { LockAction } from '../permissions/lock-role';
import { grantsAdmin, lockScopeParts } from '../permissions/lock-scope';
import type { ListedLock } from './locks.repo';
import { gatewaysFromJson, gatewaysOfLockJson, type GatewayOfLock } from '../gateways/gateway-locks.repo';

export type ListQuery = {
  /** Whose list, for which action, as of when: modules/permissions says what that lets them see. */
  userId: number;
  action: LockAction;
  nowMs: number;
  /** Only locks whose remote unlock switch is on. */
  remoteOnly?: boolean;
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
const listOrder = sql`lower(${locks.lockAlias}), ${locks.id}`;

/**
 * The list's statement is built once per shape (which filters a request has: db/shaped.ts) with placeholders for its
 * values: building it (drizzle walking ~100 columns and fragments) cost about a third of the server's CPU per list
 * request (bench/api.ts). The text, and so PostgreSQL's plan, is the one it always was.
 */
const P = {
  userId: sql.placeholder('userId'),
  now: sql.placeholder('now'),
  groupId: sql.placeholder('groupId'),
  search: sql.placeholder('search'),
  onlyIds: sql.placeholder('onlyIds'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
  upTo: sql.placeholder('upTo'),
};

type Shape = {
  action: LockAction;
  remoteOnly: boolean;
  group: 'any' | 'none' | 'one';
  search: boolean;
  withAdmin: boolean;
  only: boolean;
};

const shapeOf = (q: ListQuery): Shape => ({
  action: q.action,
  remoteOnly: Boolean(q.remoteOnly),
  group: q.groupId === undefined || q.groupId < 0 ? 'any' : q.groupId === 0 ? 'none' : 'one',
  search: Boolean(q.search),
  withAdmin: Boolean(q.withAdmin),
  only: q.onlyIds !== undefined,
});

const valuesOf = (q: ListQuery) => ({
  userId: q.userId,
  now: q.nowMs,
  groupId: q.groupId ?? 0,
  search: q.search ? containsPattern(q.search) : '',
  onlyIds: q.onlyIds ?? [],
  limit: q.limit,
  offset: q.offset,
  upTo: q.offset + q.limit,
});

function filtersOf(db: Db, s: Shape): SQL | undefined {
  const group =
    s.group === 'any'
      ? undefined
      : s.group === 'none'
        ? // Only the owner places a lock in a group: for anyone else every lock is "not grouped".
          or(isNull(locks.groupId), ne(locks.userId, P.userId))
        : and(eq(locks.groupId, P.groupId), eq(locks.userId, P.userId));
  const search = s.search ? ilikeOnce(locks.lockAlias, P.search) : undefined;
  const withAdmin = s.withAdmin
    ? exists(
        db
          .select({ one: sql`1` })
          .from(adminKeys)
          .where(and(eq(adminKeys.lockId, locks.id), grantsAdmin(adminKeys))),
      )
    : undefined;
  const only = s.only ? sql`${locks.id} = any(${P.onlyIds}::bigint[])` : undefined;
  return and(group, search, withAdmin, only);
}

export type ListedLockWithGateways = ListedLock & { gateways: GatewayOfLock[] };

export function createLockListRepo(db: Db) {
  /** The page (ids in list order, at most limit) as a subquery, and the number of locks in scope. */
  function parts(s: Shape) {
    const scope = lockScopeParts(P.userId, s.action, P.now, s.remoteOnly);
    const filters = filtersOf(db, s);
    const owned = and(scope.live, scope.lockFilter, scope.owner, filters);
    // Keys on other owners' locks; the owner's own (isOwner) key is the owned branch.
    const held =
      scope.key &&
      and(
        eq(ekeys.userId, P.userId),
        isNull(ekeys.deletedAt),
        // A literal, not a parameter: a generic plan may then use the partial index ekeys_holder_idx.
        sql`${ekeys.isOwner} = false`,
        scope.live,
        scope.lockFilter,
        ne(locks.userId, P.userId),
        scope.key,
        filters,
      );
    const ownedPage = sql`(select ${locks.id} as id, lower(${locks.lockAlias}) as k from ${locks} where ${owned} order by ${listOrder} limit ${P.upTo})`;
    const heldPage =
      held &&
      sql`(select ${locks.id} as id, lower(${locks.lockAlias}) as k from ${ekeys} join ${locks} on ${eq(locks.id, ekeys.lockId)} where ${held} order by ${listOrder} limit ${P.upTo})`;
    const merged = heldPage ? sql`${ownedPage} union all ${heldPage}` : sql`select id, k from ${ownedPage} o`;
    const ownedTotal =
      !filters && !scope.lockFilter
        ? sql`coalesce((select ${ownerLockCounts.live} from ${ownerLockCounts} where ${eq(ownerLockCounts.userId, P.userId)}), 0)`
        : sql`(select count(*) from ${locks} where ${owned})`;
    const heldTotal = held
      ? sql`(select count(*) from ${ekeys} join ${locks} on ${eq(locks.id, ekeys.lockId)} where ${held})`
      : sql`0`;
    return {
      pageIds: sql`(select p.id from (${merged} order by k, id limit ${P.limit} offset ${P.offset}) p)`,
      total: sql<number>`(${ownedTotal} + ${heldTotal})::int`.mapWith(Number),
    };
  }

  function build(s: Shape, name: string) {
    const { pageIds, total } = parts(s);
    // The caller's key per lock of the page, looked up by (lock, user) for each of the page's rows: as a plain
    // join, a generic plan could read every key of a large account to hash it.
    const key = db
      .select()
      .from(ekeys)
      .where(and(eq(ekeys.lockId, locks.id), eq(ekeys.userId, P.userId), isNull(ekeys.deletedAt)))
      .limit(1)
      .as('caller_key');
    // Every ekey column, read through the subquery's alias (typed as the table's columns).
    const keyColumns = Object.fromEntries(
      Object.keys(getTableColumns(ekeys)).map((c) => [c, key[c as keyof typeof key]]),
    ) as unknown as typeof ekeys._.columns;
    const page = db
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
      .orderBy(asc(sql`lower(${locks.lockAlias})`), asc(locks.id))
      .prepare(name);
    // The total alone, for a page past the end.
    const totalOnly = db
      .select({ total })
      .from(sql`(select 1) as one`)
      .prepare(`${name}_total`);
    return { page, totalOnly };
  }

  const statementFor = byShape('lock_list', build);

  return {
    /**
     * One page in list order (lower alias, id) with the caller's ekey, the group name and the gateways of each lock,
     * and the number of locks in scope: one statement (a second only for the total of a page past the end).
     */
    async list(q: ListQuery): Promise<{ rows: ListedLockWithGateways[]; total: number }> {
      const st = statementFor(shapeOf(q));
      const values = valuesOf(q);
      const rows = await st.page.execute(values);
      if (rows.length === 0) {
        const [row] = await st.totalOnly.execute(values);
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
