// How the e2e suite starts a Sightline server of its own (the shared one, start-server.mjs, and the
// billing spec's): the built server (`npm run build` writes apps/server/dist/server.js, which `npm
// start` runs too) on a data directory that already holds a migrated database. A fresh PGlite spent
// about 12 of a start's 20 CPU seconds creating its cluster and migrating it; opening a copy of one
// made earlier costs a fraction of that.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
export const SERVER_ENTRY = join(root, 'apps/server/dist/server.js');
const MIGRATIONS = join(root, 'packages/db/migrations');
const TEMPLATES = join(root, 'node_modules/.cache/sightline-e2e');

/** `node` and the arguments that run the built server; refuses when there is no build. */
export function serverCommand() {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` before the e2e tests`);
  return [process.execPath, [SERVER_ENTRY]];
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * What the migrated database depends on: the migrations and the versions of PGlite (its data
 * directory's format) and pg-boss (its tables). The server reconciles its queues' settings at every
 * start, so they need not be part of it.
 */
function templateKey() {
  const hash = createHash('sha256');
  for (const file of filesUnder(MIGRATIONS)) hash.update(`${file.slice(MIGRATIONS.length)}\0`).update(readFileSync(file));
  for (const name of ['@electric-sql/pglite', 'pg-boss']) hash.update(`${name}@${JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version}\0`);
  return hash.digest('hex').slice(0, 16);
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts the built server once on an empty data directory, waits until it answers, and stops it: its database, migrated and closed. */
async function makeTemplate(target) {
  const dataDir = mkdtempSync(join(TEMPLATES, 'making-'));
  try {
    const port = await freePort();
    const [command, args] = serverCommand();
    const server = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SMTP_URL: '' } });
    const exited = new Promise((resolve) => server.once('exit', resolve));
    let gone = false;
    void exited.then(() => (gone = true));
    // As long as the suite waits for its server: at load 40 a first start took minutes.
    const deadline = Date.now() + 300_000;
    for (;;) {
      if (gone) throw new Error('the server stopped while making the e2e database');
      if (Date.now() > deadline) {
        server.kill('SIGKILL');
        throw new Error('the server did not answer while making the e2e database');
      }
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then((response) => response.ok, () => false);
      if (healthy) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    server.kill('SIGTERM');
    if ((await exited) !== 0) throw new Error('the server did not stop cleanly while making the e2e database');
    try {
      renameSync(join(dataDir, 'pglite'), target);
    } catch (error) {
      // Another run made it meanwhile: theirs is as good.
      if (!existsSync(target)) throw error;
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Puts a migrated database into `dataDir` (as `<dataDir>/pglite`, where the server looks), made once per migrations and kept under node_modules/.cache. */
export async function seedDataDir(dataDir) {
  mkdirSync(TEMPLATES, { recursive: true });
  const template = join(TEMPLATES, `pglite-${templateKey()}`);
  if (!existsSync(template)) {
    await makeTemplate(template);
    // Those of earlier migrations are of no more use.
    for (const old of readdirSync(TEMPLATES)) if (old.startsWith('pglite-') && join(TEMPLATES, old) !== template) rmSync(join(TEMPLATES, old), { recursive: true, force: true });
  }
  cpSync(template, join(dataDir, 'pglite'), { recursive: true });
}
