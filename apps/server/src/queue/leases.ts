import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

// A worker holds a Postgres advisory lock on every job it runs, on a connection of its own. When
// the process dies (killed, out of memory, machine gone), Postgres ends that connection and drops
// its locks, so any other worker can tell an orphaned `active` job from a running one at once,
// instead of waiting for pg-boss to expire the job minutes later. The first key is a fixed
// namespace so these locks cannot meet anyone else's advisory locks; key 0 is the sweep itself.
const LEASE_NAMESPACE = 0x5167_6854;
const SWEEP_KEY = 0;

export interface OrphanedJob {
  id: string;
  name: string;
  data: unknown;
  /** It has no attempt left: pg-boss will not retry it. */
  final: boolean;
}

export interface Leases {
  /** Takes the lease of a job about to run; throws when another live worker holds it. */
  hold(jobId: string): Promise<void>;
  release(jobId: string): Promise<void>;
  /**
   * Calls `requeue` for every job of these queues that has been `active` for more than
   * `graceSeconds` with nobody holding its lease. One worker sweeps at a time, and it holds each
   * orphan's lease meanwhile, so no other worker can start that job before it is re-queued.
   */
  sweep(names: string[], graceSeconds: number, requeue: (job: OrphanedJob) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/** One session that reconnects on the next use after it was lost (its locks went with it). */
function lazyClient(connectionString: string, role: string, log: FastifyBaseLogger) {
  let client: Promise<pg.Client> | null = null;
  return {
    get(): Promise<pg.Client> {
      client ??= (async () => {
        const opened = new pg.Client({ connectionString, application_name: `sightline-${role}` });
        opened.on('error', (error) => {
          log.error({ err: error }, `job ${role} connection lost`);
          client = null;
        });
        await opened.connect();
        return opened;
      })().catch((error: unknown) => {
        client = null;
        throw error;
      });
      return client;
    },
    async close() {
      const open = client;
      client = null;
      if (open) await (await open).end();
    },
  };
}

export function createLeases(connectionString: string, log: FastifyBaseLogger): Leases {
  // Two sessions: a session's own advisory locks never block it, so the sweep must not share the
  // session that holds this worker's leases, or it would take its own running jobs for orphans.
  // A lost holder connection has dropped our leases: other workers may then re-queue the jobs
  // this one is running (they run twice at worst; analyze-site ignores a finished analysis).
  const holder = lazyClient(connectionString, 'lease', log);
  const sweeper = lazyClient(connectionString, 'sweep', log);

  return {
    async hold(jobId) {
      const { rows } = await (await holder.get()).query<{ held: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS held', [LEASE_NAMESPACE, jobId]);
      if (!rows[0]?.held) throw new Error(`job ${jobId} is still held by another worker`);
    },
    async release(jobId) {
      await (await holder.get()).query('SELECT pg_advisory_unlock($1, hashtext($2))', [LEASE_NAMESPACE, jobId]);
    },
    async sweep(names, graceSeconds, requeue) {
      const client = await sweeper.get();
      const { rows: turn } = await client.query<{ ours: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS ours', [LEASE_NAMESPACE, SWEEP_KEY]);
      if (!turn[0]?.ours) return;
      try {
        // The candidates are materialised first, so a lease is taken only on an active job.
        const { rows } = await client.query<OrphanedJob>(
          `WITH candidates AS MATERIALIZED (
             SELECT id, name, data, retry_count >= retry_limit AS final FROM pgboss.job
             WHERE name = ANY($1::text[]) AND state = 'active' AND started_on < now() - make_interval(secs => $2))
           SELECT * FROM candidates WHERE pg_try_advisory_lock($3, hashtext(id::text))`,
          [names, graceSeconds, LEASE_NAMESPACE],
        );
        for (const job of rows) await requeue(job);
      } finally {
        await client.query('SELECT pg_advisory_unlock_all()');
      }
    },
    async close() {
      await Promise.all([holder.close(), sweeper.close()]);
    },
  };
}
