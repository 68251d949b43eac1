// Shared bench setup on PostgreSQL: a fresh database, bulk inserts, and an owner with a fleet of locks.
import { freshPostgres } from '../apps/server/src/test/fresh-postgres';
import type { Db } from '../apps/server/src/db/client';
import { ekeys, gateways, lockGateways, locks } from '../apps/server/src/db/schema/devices';
import type { SessionService } from '../apps/server/src/modules/sessions/session.service';
import { createUserWithSession } from '../apps/server/src/test/factories';

export const BASE = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new database on BENCH_PG_URL, dropped by `drop` (named bench_<kind>_…). */
export const freshDb = (kind = 'api') => freshPostgres(BASE, `bench_${kind}`);

/** Inserts in slices (one statement may carry at most 65,535 parameters). */
export async function insertAll<T>(rows: T[], put: (slice: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 2000) await put(rows.slice(i, i + 2000));
}

const mac = (prefix: string, i: number) =>
  `${prefix}:${[(i >> 24) & 255, (i >> 16) & 255, (i >> 8) & 255, i & 255].map((b) => b.toString(16).padStart(2, '0')).join(':')}`.toUpperCase();

/** An owner with `n` locks "Room 000001"… (each with the owner's admin key, two of ten gateways hearing it). */
export async function fleet(db: Db, sessions: SessionService, n: number, prefix: string) {
  const owner = await createUserWithSession(db, sessions);
  const gws = await db
    .insert(gateways)
    .values(
      Array.from({ length: 10 }, (_, i) => ({
        userId: owner.userId,
        gatewayName: `Gateway ${i + 1}`,
        gatewayMac: mac(`A${prefix}`, i),
        gatewayVersion: 2,
        mqttPasswordHash: 'x',
        signKey: 'k',
        isOnline: i % 3 !== 0,
      })),
    )
    .returning({ id: gateways.id });
  const made: { id: number; alias: string }[] = [];
  await insertAll(
    Array.from({ length: n }, (_, i) => ({
      userId: owner.userId,
      lockName: `S31_${i}`,
      lockAlias: `Room ${String(i + 1).padStart(6, '0')}`,
      lockMac: mac(`C${prefix}`, i),
      lockSecret: 's',
      electricQuantity: 50 + (i % 50),
      lockStatus: i % 3,
    })),
    async (slice) =>
      made.push(...(await db.insert(locks).values(slice).returning({ id: locks.id, alias: locks.lockAlias }))),
  );
  await insertAll(made, (slice) =>
    db
      .insert(ekeys)
      .values(slice.map((r) => ({ lockId: r.id, userId: owner.userId, keyName: r.alias, isOwner: true, keyRight: 1 }))),
  );
  await insertAll(made, (slice) =>
    db.insert(lockGateways).values(
      slice.flatMap((r, i) => [
        { lockId: r.id, gatewayId: gws[i % 10]!.id, rssi: -55 - (i % 40) },
        { lockId: r.id, gatewayId: gws[(i + 1) % 10]!.id, rssi: -70 - (i % 30) },
      ]),
    ),
  );
  return { owner, lockIds: made.map((r) => r.id) };
}
