// The job worker, `npm run -w @sightline/server worker` (bin/worker.js): runs the same jobs as
// the server's in-process worker, without HTTP, against the same DATABASE_URL, so analyses scale out over processes and machines.
// A killed worker loses nothing: its job lease drops with its connection and another worker
// re-queues the job within seconds (src/queue/leases.ts).
import pino from 'pino';
import { ConfigError, loadConfig } from './config';

export const WORKER_USAGE = `Usage: npm run -w @sightline/server worker   (or: node apps/server/bin/worker.js)

Runs Sightline's jobs (analyses, emails) next to a running server, against the same Postgres
database. Configure it with the server's environment variables (docs/server.md): DATABASE_URL is
required, and DATA_DIR must be the directory the server reads (screenshots are written there).
SIGINT or SIGTERM lets the running job finish (up to 10 s), then stops.

Exit status: 0 stopped, 2 error.`;

export interface WorkerIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

/**
 * Returns an exit status when the worker cannot start (tests call it in-process); once it runs,
 * a signal ends the process, because a job still running past the grace period must end with it
 * so its lease drops and another worker takes the job over.
 */
export async function runWorker(argv: string[], io: WorkerIo = process, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout.write(`${WORKER_USAGE}\n`);
    return 0;
  }
  if (argv.length > 0) {
    io.stderr.write(`the worker takes no arguments (got ${argv.join(' ')})\n\n${WORKER_USAGE}\n`);
    return 2;
  }
  let config;
  try {
    config = loadConfig(env, env.INIT_CWD ?? process.cwd());
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.stderr.write(`${error.message}\n`);
    return 2;
  }
  if (config.databaseUrl === null) {
    io.stderr.write(
      'The worker needs DATABASE_URL (Postgres). The embedded database (PGlite) can be opened by one process only, and the server already runs every job itself.\n',
    );
    return 2;
  }

  // The jobs bring the analyzer, Chromium's driver and the database with them: seconds of module
  // loading that `--help` and a refused configuration should not wait for.
  const [{ jobs }, { createMailer }, { prepareDatabase }, { createQueue }] = await Promise.all([
    import('./jobs'),
    import('./mail/mailer'),
    import('./plugins/database'),
    import('./queue/queue'),
  ]);
  const log = pino({ level: config.logLevel });
  const database = await prepareDatabase(config, log);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.smtpFrom, log });
  const queue = await createQueue({ connection: database.queueConnection, jobs, context: { db: database.db, mailer, log, config } });
  await queue.work();
  log.info({ jobs: jobs.map((job) => job.name) }, 'Sightline worker is waiting for jobs');

  const signal = await new Promise<string>((resolve) => {
    process.once('SIGINT', () => resolve('SIGINT'));
    process.once('SIGTERM', () => resolve('SIGTERM'));
  });
  log.info(`${signal} received: finishing the current job, then stopping`);
  let status = 0;
  try {
    await queue.stop();
    mailer.close();
    await database.close();
  } catch (error) {
    log.error({ err: error }, 'worker shutdown failed');
    status = 1;
  }
  process.exit(status);
}
