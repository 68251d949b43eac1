// Test factories: rows a test needs as preconditions, built directly (not through the endpoints under test).
// Generic on purpose; modules add their own builders here. Tests only.
import crypto from 'node:crypto';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import type { SessionService } from '../modules/sessions/session.service';

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
