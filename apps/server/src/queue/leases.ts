import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

// A worker holds a Postgres advisory lock on every job it runs, on a connection of its own. When
// the process dies (killed, out of memory, machine gone), Postgres ends that connection and drops
// its locks, so any other worker can tell an orphaned `active` job from a running one at once,
// instead of waiting for pg-boss to expire the job minutes later. The first key is a fixed
// namespace so these locks cannot meet anyone else's advisory locks.
export const LEASE_NAMESPACE = 0x5167_6854;

export interface Leases {
  /** Takes the lease of a job about to run; throws when another live worker holds it. */
  hold(jobId: string): Promise<void>;
  release(jobId: string): Promise<void>;
  close(): Promise<void>;
}

export function createLeases(connectionString: string, log: FastifyBaseLogger): Leases {
  let client: Promise<pg.Client> | null = null;

  function connection(): Promise<pg.Client> {
    client ??= (async () => {
      const opened = new pg.Client({ connectionString, application_name: 'sightline-worker-leases' });
      // A dropped connection has dropped our locks: other workers may now re-queue the jobs this
      // one is running (they finish twice at worst; analyze-site ignores a finished analysis).
      // The next job opens a new connection.
      opened.on('error', (error) => {
        log.error({ err: error }, 'job lease connection lost');
        client = null;
      });
      await opened.connect();
      return opened;
    })().catch((error: unknown) => {
      client = null;
      throw error;
    });
    return client;
  }

  return {
    async hold(jobId) {
      const { rows } = await (await connection()).query<{ held: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS held', [LEASE_NAMESPACE, jobId]);
      if (!rows[0]?.held) throw new Error(`job ${jobId} is still held by another worker`);
    },
    async release(jobId) {
      await (await connection()).query('SELECT pg_advisory_unlock($1, hashtext($2))', [LEASE_NAMESPACE, jobId]);
    },
    async close() {
      const open = client;
      client = null;
      if (open) await (await open).end();
    },
  };
}
