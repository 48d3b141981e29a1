import PgBoss from 'pg-boss';
import type { Static } from 'typebox';
import { Compile } from 'typebox/compile';
import type { QueueConnection } from '@sightline/db';
import type { JobContext, JobDefinition } from './job';

export class InvalidJobPayloadError extends Error {
  constructor(jobName: string, detail: string) {
    super(`Invalid payload for job "${jobName}": ${detail}`);
    this.name = 'InvalidJobPayloadError';
  }
}

export interface QueueOptions<Jobs extends readonly JobDefinition[]> {
  connection: QueueConnection;
  jobs: Jobs;
  context: JobContext;
  /** How often an idle worker looks for new jobs. */
  pollingIntervalSeconds?: number;
}

export interface Queue<Jobs extends readonly JobDefinition[]> {
  send<Name extends Jobs[number]['name']>(name: Name, payload: Static<Extract<Jobs[number], { name: Name }>['schema']>): Promise<string>;
  /** Handles jobs in this process (the server by default; a worker command later). */
  work(): Promise<void>;
  /** Lets running jobs finish, then stops; must happen before the database is closed. */
  stop(): Promise<void>;
}

/** pg-boss on the application database, with payloads checked against each job's schema. */
export async function createQueue<const Jobs extends readonly JobDefinition[]>(options: QueueOptions<Jobs>): Promise<Queue<Jobs>> {
  const { context } = options;
  const boss = new PgBoss({ ...(options.connection as PgBoss.ConstructorOptions), schedule: false });
  boss.on('error', (error) => context.log.error({ err: error }, 'job queue error'));
  await boss.start();

  const byName = new Map(options.jobs.map((job) => [job.name, { job, check: Compile(job.schema) }]));
  for (const job of options.jobs) await boss.createQueue(job.name, { name: job.name, ...job.queue });

  function validate(name: string, payload: unknown) {
    const entry = byName.get(name);
    if (!entry) throw new InvalidJobPayloadError(name, 'no such job');
    if (!entry.check.Check(payload)) {
      const [first] = entry.check.Errors(payload);
      throw new InvalidJobPayloadError(name, first ? `${first.instancePath || '(root)'} ${first.message}` : 'does not match its schema');
    }
    return entry.job;
  }

  return {
    async send(name, payload) {
      validate(name, payload);
      const id = await boss.send(name, payload as object);
      if (id === null) throw new Error(`pg-boss refused job "${name}"`);
      return id;
    },
    async work() {
      for (const job of options.jobs) {
        await boss.work<unknown>(job.name, { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async ([received]) => {
          if (!received) return;
          // A payload is checked again here: rows in the job table may predate a schema change.
          const checked = validate(job.name, received.data);
          await checked.handle(received.data as never, context);
        });
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
