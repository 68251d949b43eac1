// Column helpers shared by the schema files (kept outside db/schema/ so drizzle-kit reads only tables there).
import { customType, timestamp } from 'drizzle-orm/pg-core';

/** A timestamptz column read as a JS Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A bytea column read as a Buffer (node-postgres gives a Buffer, PGlite a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength)),
});
