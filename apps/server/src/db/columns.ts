// Column helpers shared by the schema files (kept outside db/schema/ so drizzle-kit reads only tables there).
import { timestamp } from 'drizzle-orm/pg-core';

/** A timestamptz column read as a JS Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
