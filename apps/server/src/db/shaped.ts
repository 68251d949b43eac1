// Statements built once per shape (issue 13). Drizzle builds a statement's text on every call by walking its columns
// and fragments: ~0.2 ms of the server's CPU for a row of ~20 columns, a third of a lock list request's. A statement
// whose shape is known from the request (which filters it has, which columns a write sets) is built once per shape
// with placeholders and run with each call's values — the same text, so PostgreSQL's plan is the one it was.
import crypto from 'node:crypto';
import { sql, type Placeholder } from 'drizzle-orm';

/** `build(shape, name)` once per distinct shape (compared as JSON); the name follows the shape, so it is the same text
 * on every connection and for every app on one pool. Shapes come from code (a handful each), never from input. */
export function byShape<S, T>(prefix: string, build: (shape: S, name: string) => T): (shape: S) => T {
  const built = new Map<string, T>();
  return (shape) => {
    const key = JSON.stringify(shape);
    let st = built.get(key);
    if (st === undefined) {
      st = build(shape, `${prefix}_${crypto.createHash('sha1').update(key).digest('hex').slice(0, 16)}`);
      built.set(key, st);
    }
    return st;
  };
}

/** Which columns a row sets to a value and which to null (undefined ones are left out, as drizzle does). */
export type RowShape = { set: string[]; nulls: string[] };

export function rowShape(row: Record<string, unknown>): RowShape {
  const keys = Object.keys(row)
    .filter((k) => row[k] !== undefined)
    .sort();
  return { set: keys.filter((k) => row[k] !== null), nulls: keys.filter((k) => row[k] === null) };
}

/**
 * The row for `.set()` / `.values()`: a placeholder `v_<column>` per value, nulls as they are (a placeholder would
 * pass null through the column's encoder: JSON `null` in a jsonb column, an error in a timestamp one).
 */
export function rowPlaceholders(s: RowShape): Record<string, Placeholder | null> {
  return Object.fromEntries([
    ...s.set.map((k) => [k, sql.placeholder(`v_${k}`)] as const),
    ...s.nulls.map((k) => [k, null] as const),
  ]);
}

/** The row's values under the placeholders' names. */
export function rowValues(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(row)) if (row[k] !== undefined && row[k] !== null) out[`v_${k}`] = row[k];
  return out;
}
