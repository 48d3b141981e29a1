import { customType } from 'drizzle-orm/pg-core';

/** Raw bytes: node-postgres hands back a Buffer, PGlite a Uint8Array; both are Uint8Arrays. */
export const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});
