// Starts Sightline: validates the environment, migrates the database, serves web app + API,
// and runs the job worker in-process. SIGINT/SIGTERM stop the queue first, then the database.
import { buildApp } from './app';
import { loadConfigOrExit } from './config';

const config = loadConfigOrExit();

const app = await buildApp(config);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal} received: shutting down`);
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Sightline is running at ${config.publicUrl}`);
} catch (error) {
  app.log.error({ err: error }, 'could not start listening');
  await app.close();
  process.exit(1);
}
