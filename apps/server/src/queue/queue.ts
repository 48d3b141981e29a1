import PgBoss from 'pg-boss';
import type { Static } from 'typebox';
import { Compile } from 'typebox/compile';
import type { QueueConnection } from '@sightline/db';
import type { JobContext, JobDefinition, LostReason } from './job';
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
  /** Postgres: how long a job may be `active` with nobody holding its lease, and how often workers look (tests shorten both). */
  orphans?: { graceSeconds: number; scanIntervalMs: number };
}

export interface Queue<Jobs extends readonly JobDefinition[]> {
  send<Name extends Jobs[number]['name']>(name: Name, payload: Static<Extract<Jobs[number], { name: Name }>['schema']>): Promise<string>;
  /** Handles jobs in this process (the server by default, or `sightline worker`). */
  work(): Promise<void>;
  /** Lets running jobs finish, then stops; must happen before the database is closed. */
  stop(): Promise<void>;
}

/** A job `active` longer than this without a lease belongs to a worker that died (Postgres). */
const ORPHANS = { graceSeconds: 10, scanIntervalMs: 5_000 };
/** How often jobs reconcile what they track with the jobs still pending (see JobDefinition.reconcile). */
const RECONCILE_INTERVAL_MS = 60_000;

/**
 * pg-boss abandons a handler once its job has been active for `expireInSeconds` (and retries the
 * job, or fails it for good), but the handler's promise, and whatever it started, keep running.
 * The handler's signal aborts a little earlier, so it can stop its own work while the job is ours.
 */
function expiryWarningMs(expireInSeconds: number): number {
  const ms = expireInSeconds * 1000;
  return ms - Math.min(5_000, ms / 10);
}

class JobExpiredError extends Error {
  constructor(name: string, seconds: number) {
    super(`job "${name}" ran past the queue's ${seconds} s limit and was given up`);
    this.name = 'JobExpiredError';
  }
}

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
  const orphans = options.orphans ?? ORPHANS;
  const periodic: Periodic[] = [];

  async function reportLost(name: string, id: string, data: unknown, reason: LostReason) {
    const job = byName.get(name)?.job;
    if (job?.lost) await job.lost(data as never, context, reason).catch((error: unknown) => log.error({ err: error, jobId: id }, 'could not record a lost job'));
  }

  async function requeue({ id, name, data, final }: OrphanedJob) {
    // Failing counts the lost attempt and lets pg-boss retry the job after its retry delay.
    await boss.fail(name, id, { message: 'the worker running this job stopped before it finished' });
    log.warn({ job: name, jobId: id, final }, final ? 'job of a stopped worker had no attempt left' : 'job of a stopped worker re-queued');
    if (final) await reportLost(name, id, data, 'worker-stopped');
  }

  async function reconcile() {
    for (const job of options.jobs) {
      if (!job.reconcile) continue;
      const { rows } = await boss.getDb().executeSql(`SELECT data FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry', 'active')`, [job.name]);
      await job.reconcile((rows as Array<{ data: unknown }>).map((row) => row.data as never), context);
    }
  }

  async function requeueOrphans() {
    if (leases) return leases.sweep(names, orphans.graceSeconds, requeue);
    const { rows } = await boss.getDb().executeSql(`SELECT id, name, data, retry_count >= retry_limit AS final FROM pgboss.job WHERE name = ANY($1::text[]) AND state = 'active'`, [names]);
    for (const job of rows as OrphanedJob[]) await requeue(job);
  }

  return {
    send: send as Queue<Jobs>['send'],
    async work() {
      await requeueOrphans();
      // After the orphans: a job re-queued there is pending again, one given up on is not.
      await reconcile();
      periodic.push(every(RECONCILE_INTERVAL_MS, reconcile, (error) => log.error({ err: error }, 'could not reconcile jobs with what they track')));
      if (leases) periodic.push(every(orphans.scanIntervalMs, requeueOrphans, (error) => log.error({ err: error }, 'could not look for jobs of stopped workers')));
      for (const job of options.jobs) {
        const workOptions = { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, includeMetadata: true as const };
        const handler = async ([received]: PgBoss.JobWithMetadata<unknown>[]) => {
          if (!received) return;
          await leases?.hold(received.id);
          const expireInSeconds = Number(received.expireInSeconds);
          const expiry = new AbortController();
          const timer = setTimeout(() => expiry.abort(new JobExpiredError(job.name, expireInSeconds)), expiryWarningMs(expireInSeconds));
          try {
            // A payload is checked again here: rows in the job table may predate a schema change.
            const checked = validate(job.name, received.data);
            await untilAborted(checked.handle(received.data as never, context, expiry.signal), expiry.signal);
          } catch (error) {
            if (expiry.signal.aborted) {
              const final = received.retryCount >= received.retryLimit;
              log.error({ job: job.name, jobId: received.id, final }, 'job ran past its time limit and was given up');
              if (final) await reportLost(job.name, received.id, received.data, 'expired');
            }
            throw error;
          } finally {
            clearTimeout(timer);
            await leases?.release(received.id).catch((error: unknown) => log.error({ err: error, jobId: received.id }, 'could not release a job lease'));
          }
        };
        // pg-boss 10 hands each worker one job at a time: k workers of a job are k jobs at once.
        const concurrency = job.concurrency?.(options.context.config) ?? 1;
        for (let index = 0; index < concurrency; index += 1) {
          const workerId = await boss.work<unknown>(job.name, workOptions, handler);
          workerIds.set(job.name, [...(workerIds.get(job.name) ?? []), workerId]);
        }
      }
    },
    async stop() {
      await Promise.all(periodic.map((task) => task.stop()));
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      await leases?.close();
    },
  };
}

/** `work`, or a rejection with the signal's reason as soon as it aborts (`work` is left to end by itself). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  work.catch(() => undefined);
  let onAbort = () => undefined as void;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([work, aborted]).finally(() => signal.removeEventListener('abort', onAbort));
}

interface Periodic {
  /** Stops the timer and waits for a run still going. */
  stop(): Promise<void>;
}

/** Runs `task` every `ms`, never two runs at once; a failed run is reported and the next one tried. */
function every(ms: number, task: () => Promise<void>, onError: (error: unknown) => void): Periodic {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= task()
      .catch(onError)
      .finally(() => (running = null));
  }, ms);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
