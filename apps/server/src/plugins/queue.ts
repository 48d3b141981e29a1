import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { QueueConnection } from '@sightline/db';
import { jobs } from '../jobs';
import { createQueue, type Queue } from '../queue/queue';

declare module 'fastify' {
  interface FastifyInstance {
    queue: Queue<typeof jobs>;
  }
}

export interface QueuePluginOptions {
  /** Handle jobs in this process; off for a web-only process when separate workers run. */
  work: boolean;
  pollingIntervalSeconds?: number;
}

export const queuePlugin = fp<QueuePluginOptions>(async (app, options) => {
  const queue = await createQueue({
    connection: app.database.queueConnection,
    jobs,
    context: { db: app.db, mailer: app.mailer, log: app.log, config: app.config },
    pollingIntervalSeconds: options.pollingIntervalSeconds,
  });
  // Registered after the database plugin, so this runs before the database closes: pg-boss
  // must finish its in-flight queries while PGlite is still open.
  app.addHook('onClose', async () => queue.stop());
  if (options.work) await queue.work();
  app.decorate('queue', queue);
});

/**
 * Creates or upgrades pg-boss's own tables, so the queue plugin (under Fastify's plugin timeout)
 * only finds them in place; cheap when they are current.
 */
export async function installQueueSchema(connection: QueueConnection): Promise<void> {
  const boss = new PgBoss({ ...(connection as PgBoss.ConstructorOptions), schedule: false, supervise: false });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}
