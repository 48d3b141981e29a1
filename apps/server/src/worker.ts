// `npm run -w @sightline/server worker`: runs the same jobs as the server's in-process worker,
// without HTTP, against the same DATABASE_URL, so analyses scale out over processes and machines.
// A killed worker loses nothing: pg-boss hands its unfinished job to another worker once the job
// expires (src/analysis/analysis-job-settings.ts).
import pino from 'pino';
import { createDatabase } from '@sightline/db';
import { loadConfigOrExit } from './config';
import { jobs } from './jobs';
import { createMailer } from './mail/mailer';
import { createQueue } from './queue/queue';

const config = loadConfigOrExit();
if (config.databaseUrl === null) {
  // PGlite lives inside one process; a second process cannot open its data directory.
  process.stderr.write('A separate worker needs DATABASE_URL (Postgres). With the embedded database the server runs the jobs itself.\n');
  process.exit(1);
}

const log = pino({ level: config.logLevel });
const database = await createDatabase({ databaseUrl: config.databaseUrl });
await database.migrate();
const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.smtpFrom, log });
const queue = await createQueue({ connection: database.queueConnection, jobs, context: { db: database.db, mailer, log, config } });
await queue.work();
log.info({ jobs: jobs.map((job) => job.name) }, 'Sightline worker is waiting for jobs');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info(`${signal} received: finishing the current job, then stopping`);
  await queue.stop();
  mailer.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
