// Test factories: rows a test needs as preconditions, built directly (not through the endpoints under test).
// Generic on purpose; modules add their own builders here. Tests only.
import crypto from 'node:crypto';
import type { Db } from '../db/client';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { sessions as sessionRows, users } from '../db/schema/accounts';
import { serviceBalances, serviceLedger } from '../db/schema/commerce';
import { SESSION_DAYS, type SessionService } from '../modules/sessions/session.service';
import { sha256Hex } from '../platform/clock';

/** A user with an e-mail account and a live session; the password hash is a placeholder (cannot log in). */
export async function createUserWithSession(
  db: Db,
  sessions: SessionService,
  o: { email?: string; nickname?: string } = {},
): Promise<{ userId: number; token: string; email: string }> {
  const email = o.email ?? `u${crypto.randomBytes(5).toString('hex')}@example.com`;
  const [row] = await db
    .insert(users)
    .values({ email, nickname: o.nickname ?? email.split('@')[0]!, passwordHash: 'x-no-login' })
    .returning({ id: users.id });
  const s = await sessions.create(row!.id);
  return { userId: row!.id, token: s.token, email };
}

/**
 * `count` users as createUserWithSession makes them, in two statements (sweeps that build many worlds): the sessions
 * as SessionService.create writes them, dated by the test's clock (`now`).
 */
export async function createUsersWithSessions(
  db: Db,
  count: number,
  now: Date,
): Promise<{ userId: number; token: string; email: string }[]> {
  const emails = Array.from({ length: count }, () => `u${crypto.randomBytes(5).toString('hex')}@example.com`);
  const rows = await db
    .insert(users)
    .values(emails.map((email) => ({ email, nickname: email.split('@')[0]!, passwordHash: 'x-no-login' })))
    .returning({ id: users.id, email: users.email });
  const idOf = new Map(rows.map((r) => [r.email, r.id]));
  const made = emails.map((email) => ({
    userId: idOf.get(email)!,
    token: crypto.randomBytes(32).toString('base64url'),
    email,
  }));
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await db.insert(sessionRows).values(
    made.map((u) => ({
      userId: u.userId,
      tokenHash: sha256Hex(u.token),
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    })),
  );
  return made;
}

/** Units of a paid service on an account, as a purchase without an order (the precondition of a metered action). */
export async function giveUnits(db: Db, userId: number, serviceType: number, units: number): Promise<void> {
  await db
    .insert(serviceBalances)
    .values({ userId, serviceType, balance: units })
    .onConflictDoUpdate({
      target: [serviceBalances.userId, serviceBalances.serviceType],
      set: { balance: sql`${serviceBalances.balance} + ${units}` },
    });
  const [b] = await db
    .select({ balance: serviceBalances.balance })
    .from(serviceBalances)
    .where(and(eq(serviceBalances.userId, userId), eq(serviceBalances.serviceType, serviceType)));
  await db.insert(serviceLedger).values({
    userId,
    serviceType,
    kind: 1,
    delta: units,
    balanceAfter: b!.balance,
    createdAt: new Date(),
  });
}

/**
 * Premium for a year from `now` and `units` of each of `services`, for accounts created just before (they hold no
 * balance yet): what givePremium and giveUnits do one account and one service at a time, in three statements.
 */
export async function givePaidAccess(
  db: Db,
  userIds: number[],
  services: number[],
  units: number,
  now = new Date(),
): Promise<void> {
  await db
    .update(users)
    .set({ paidUserStatus: 2, premiumUntil: new Date(now.getTime() + 365 * 86_400_000) })
    .where(inArray(users.id, userIds));
  const each = userIds.flatMap((userId) => services.map((serviceType) => ({ userId, serviceType })));
  await db.insert(serviceBalances).values(each.map((e) => ({ ...e, balance: units })));
  await db
    .insert(serviceLedger)
    .values(each.map((e) => ({ ...e, kind: 1, delta: units, balanceAfter: units, createdAt: now })));
}

/** Premium open for a year from `now` (the precondition of a premium function: groups, batch unlock and exports). */
export async function givePremium(db: Db, userId: number, now = new Date()): Promise<void> {
  await db
    .update(users)
    .set({ paidUserStatus: 2, premiumUntil: new Date(now.getTime() + 365 * 86_400_000) })
    .where(eq(users.id, userId));
}
