import PgBoss from 'pg-boss';
import type { Static } from 'typebox';
import { Compile } from 'typebox/compile';
import type { QueueConnection } from '@sightline/db';
import type { JobContext, JobDefinition } from './job';
import { createLeases, type OrphanedJob } from './leases';

export class InvalidJobPayloadError extends Error {
  constructor(jobName: string, detail: string) {
    super(`Invalid payload for job "${jobName}": ${detail}`);
    this.name = 'InvalidJobPayloadError';
  }
}

export interface QueueOptions<Jobs extends readonly JobDefinition[]> {
  connection: QueueConnection;
  jobs: Jobs;
  /** What handlers get; `send` is added by the queue itself. */
  context: Omit<JobContext, 'send'>;
  /** How often an idle worker looks for new jobs (jobs sent by this process start at once). */
  pollingIntervalSeconds?: number;
}

export interface Queue<Jobs extends readonly JobDefinition[]> {
  send<Name extends Jobs[number]['name']>(name: Name, payload: Static<Extract<Jobs[number], { name: Name }>['schema']>): Promise<string>;
  /** Handles jobs in this process (the server by default, or `sightline worker`). */
  work(): Promise<void>;
  /** Lets running jobs finish, then stops; must happen before the database is closed. */
  stop(): Promise<void>;
}

/** A job `active` longer than this without a lease belongs to a worker that died (Postgres). */
const ORPHAN_GRACE_SECONDS = 10;
const ORPHAN_SCAN_INTERVAL_MS = 5_000;

/** pg-boss on the application database, with payloads checked against each job's schema. */
export async function createQueue<const Jobs extends readonly JobDefinition[]>(options: QueueOptions<Jobs>): Promise<Queue<Jobs>> {
  const { log } = options.context;
  const boss = new PgBoss({ ...(options.connection as PgBoss.ConstructorOptions), schedule: false });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();

  const byName = new Map(options.jobs.map((job) => [job.name, { job, check: Compile(job.schema) }]));
  for (const job of options.jobs) {
    const settings = typeof job.queue === 'function' ? job.queue(options.context.config) : job.queue;
    // createQueue keeps an existing queue as it was; updateQueue applies a changed configuration.
    await boss.createQueue(job.name, { name: job.name, ...settings });
    await boss.updateQueue(job.name, { name: job.name, ...settings });
  }

  function validate(name: string, payload: unknown) {
    const entry = byName.get(name);
    if (!entry) throw new InvalidJobPayloadError(name, 'no such job');
    if (!entry.check.Check(payload)) {
      const [first] = entry.check.Errors(payload);
      throw new InvalidJobPayloadError(name, first ? `${first.instancePath || '(root)'} ${first.message}` : 'does not match its schema');
    }
    return entry.job;
  }

  const workerIds = new Map<string, string[]>();
  async function send(name: string, payload: unknown) {
    validate(name, payload);
    const id = await boss.send(name, payload as object);
    if (id === null) throw new Error(`pg-boss refused job "${name}"`);
    // A worker of this process that is idle between polls starts the job now.
    for (const workerId of workerIds.get(name) ?? []) boss.notifyWorker(workerId);
    return id;
  }
  const context: JobContext = { ...options.context, send: (job, payload) => send(job.name, payload) };

  // PGlite lives in this one process, so a job still `active` when it starts was running when
  // the process died. On Postgres other workers may be alive: leases tell the dead from the living.
  const shared = 'connectionString' in options.connection;
  const leases = shared ? createLeases((options.connection as { connectionString: string }).connectionString, log) : null;
  const names = options.jobs.map((job) => job.name);
  let scanTimer: NodeJS.Timeout | undefined;
  let scanning: Promise<void> | null = null;

  async function requeue({ id, name, data, final }: OrphanedJob) {
    // Failing counts the lost attempt and lets pg-boss retry the job after its retry delay.
    await boss.fail(name, id, { message: 'the worker running this job stopped before it finished' });
    log.warn({ job: name, jobId: id, final }, final ? 'job of a stopped worker had no attempt left' : 'job of a stopped worker re-queued');
    const job = byName.get(name)?.job;
    if (final && job?.lost) await job.lost(data as never, context).catch((error: unknown) => log.error({ err: error, jobId: id }, 'could not record a lost job'));
  }

  async function requeueOrphans() {
    if (leases) return leases.sweep(names, ORPHAN_GRACE_SECONDS, requeue);
    const { rows } = await boss.getDb().executeSql(`SELECT id, name, data, retry_count >= retry_limit AS final FROM pgboss.job WHERE name = ANY($1::text[]) AND state = 'active'`, [names]);
    for (const job of rows as OrphanedJob[]) await requeue(job);
  }

  return {
    send: send as Queue<Jobs>['send'],
    async work() {
      await requeueOrphans();
      if (leases) {
        scanTimer = setInterval(() => {
          scanning ??= requeueOrphans()
            .catch((error: unknown) => log.error({ err: error }, 'could not look for jobs of stopped workers'))
            .finally(() => (scanning = null));
        }, ORPHAN_SCAN_INTERVAL_MS);
        scanTimer.unref();
      }
      for (const job of options.jobs) {
        const workerId = await boss.work<unknown>(job.name, { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async ([received]) => {
          if (!received) return;
          await leases?.hold(received.id);
          try {
            // A payload is checked again here: rows in the job table may predate a schema change.
            const checked = validate(job.name, received.data);
            await checked.handle(received.data as never, context);
          } finally {
            await leases?.release(received.id).catch((error: unknown) => log.error({ err: error, jobId: received.id }, 'could not release a job lease'));
          }
        });
        workerIds.set(job.name, [...(workerIds.get(job.name) ?? []), workerId]);
      }
    },
    async stop() {
      clearInterval(scanTimer);
      await scanning;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      await leases?.close();
    },
  };
}
