import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** What queries take: the same type whether PGlite or node-postgres is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
