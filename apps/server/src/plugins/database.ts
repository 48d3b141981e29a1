import fp from 'fastify-plugin';
import { createDatabase, type Database, type Db } from '@sightline/db';
import type { Config } from '../config';
import { installQueueSchema } from './queue';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

const STILL_WAITING_MS = 5_000;

/** Says what start-up is waiting for, and again every few seconds: on a busy machine silence looks like a hang. */
export async function waitLogged<T>(log: { info(message: string): void }, what: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  log.info(`${what}…`);
  const timer = setInterval(() => log.info(`${what}… still waiting after ${Math.round((Date.now() - started) / 1000)} s`), STILL_WAITING_MS);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

/**
 * Opens the database (unless one is given), applies migrations and sets up the job queue's
 * tables. Runs before Fastify loads any plugin, because Fastify fails a plugin that takes longer
 * than its pluginTimeout, and on a loaded machine opening and migrating PGlite alone took 30 s.
 */
export async function prepareDatabase(config: Config, log: { info(message: string): void }, given?: Database): Promise<Database> {
  const database =
    given ??
    (await waitLogged(log, config.databaseUrl ? 'Opening the Postgres database' : `Opening the embedded database (PGlite) in ${config.dataDir}/pglite`, () =>
      createDatabase({ databaseUrl: config.databaseUrl ?? undefined, dataDir: config.dataDir }),
    ));
  try {
    await waitLogged(log, 'Migrating the database', () => database.migrate());
    await waitLogged(log, "Setting up the job queue's tables", () => installQueueSchema(database.queueConnection));
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** Serves a prepared database (prepareDatabase) to the app, and closes it last. */
export const databasePlugin = fp<{ config: Config; database: Database }>(async (app, { config, database }) => {
  app.addHook('onClose', async () => {
    await database.close();
  });
  app.log.info({ database: database.kind }, database.kind === 'pglite' ? `Embedded database (PGlite) in ${config.dataDir}/pglite` : 'Postgres database (DATABASE_URL)');
  app.decorate<Database>('database', database);
  app.decorate('db', database.db);
});
