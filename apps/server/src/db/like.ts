import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** `text` with its %, _ and \ taken literally in a LIKE pattern. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
// A LIKE/ILIKE pattern that matches `text` anywhere, with the user's own %, _ and \ taken literally.
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/**
 * `col ILIKE pattern`, written as PostgreSQL runs ILIKE in a UTF-8 database — `lower()` of both sides, then LIKE (the
 * same rows) — with the pattern lowered once per execution (the sub-select is an init plan) instead of once per row.
 * ILIKE lowers it for every row, and so would `lower($1)`: statements are named and kept (db/client.ts), and a generic
 * plan cannot fold a parameter. An account's 52,000 records counted by a name: 27 ms with ILIKE, 38 ms with
 * `lower($1)`, 17.5 ms so (2026-12-03, bench/records.ts's database). `pattern`: a string (containsPattern) or a
 * placeholder.
 */
export const ilikeOnce = (col: SQLWrapper, pattern: unknown): SQL => sql`lower(${col}) like (select lower(${pattern}))`;
