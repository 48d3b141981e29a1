import fp from 'fastify-plugin';
import { createDatabase, type Database, type Db } from '@sightline/db';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** Opens (or adopts) the database, brings its schema up to date, and closes it last. */
export const databasePlugin = fp<{ config: Config; database?: Database }>(async (app, options) => {
  const database = options.database ?? (await createDatabase({ databaseUrl: options.config.databaseUrl ?? undefined, dataDir: options.config.dataDir }));
  app.addHook('onClose', async () => {
    await database.close();
  });
  await database.migrate();
  app.log.info({ database: database.kind }, database.kind === 'pglite' ? `Embedded database (PGlite) in ${options.config.dataDir}/pglite` : 'Postgres database (DATABASE_URL)');
  app.decorate<Database>('database', database);
  app.decorate('db', database.db);
});
