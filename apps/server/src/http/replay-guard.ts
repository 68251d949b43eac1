// Replay of signed writes (#21.8, docs/api.md): a POST's signature covers its path, every parameter and its `date`,
// which must be within ±5 minutes of the server's clock; the server remembers every POST signature for that
// window (in the database, so every API node agrees) and refuses a second one with 10014. A client sending two
// identical writes within one millisecond moves the second one's `date` on by a millisecond. What is remembered is
// the signature *with the caller's session token*: the signature does not cover the token, so two people making the
// same write in the same millisecond (the web app's public secret signs both) are two requests, not a replay.
import { lt, sql } from 'drizzle-orm';
import { MAX_CLOCK_SKEW_MS } from '@lockconsole/shared/http/signature';
import type { Db } from '../db/client';
import { seenSignatures } from '../db/schema/requests';
import { sha256Hex, type Clock } from '../platform/clock';

/** How often a node drops signatures older than the window (they can never be accepted again anyway). */
const PURGE_EVERY_MS = 60_000;

export function createReplayGuard(db: Db, clock: Clock) {
  let lastPurge = 0;
  // Every signed write asks it: built once.
  const remember = db
    .insert(seenSignatures)
    .values({ signature: sql.placeholder('signature'), seenAt: sql`${sql.placeholder('seenAt')}::timestamptz` })
    .onConflictDoNothing()
    .returning({ one: sql<number>`1` })
    .prepare('seen_signature_insert');
  return {
    /** True the first time a signature (from this session, when there is one) is seen within the window; false for a replay. */
    async firstSeen(signature: string, token?: string): Promise<boolean> {
      const now = clock.now();
      if (now.getTime() - lastPurge > PURGE_EVERY_MS) {
        lastPurge = now.getTime();
        await db
          .delete(seenSignatures)
          .where(lt(seenSignatures.seenAt, new Date(now.getTime() - 2 * MAX_CLOCK_SKEW_MS - 60_000)));
      }
      const rows = await remember.execute({
        signature: token ? sha256Hex(`${signature.toLowerCase()}\n${token}`) : signature.toLowerCase(),
        seenAt: now.toISOString(),
      });
      return rows.length === 1;
    },
  };
}

export type ReplayGuard = ReturnType<typeof createReplayGuard>;
