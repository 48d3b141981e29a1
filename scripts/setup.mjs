#!/usr/bin/env node
// Installs whatever a fresh machine is missing, so that `npm start` and `npm test` each work
// straight after `git clone`: npm dependencies, Debian's Chromium when no browser is found, and
// poppler-utils (pdftoppm), with which the e2e tests look at the PDFs the server prints.
// Idempotent and quick when everything is already there.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { findChromePath } from '../packages/analyzer/src/driver/chrome-path.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function log(message) {
  process.stdout.write(`[setup] ${message}\n`);
}

function fail(message) {
  process.stderr.write(`[setup] ${message}\n`);
  process.exit(1);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) fail(`\`${command} ${args.join(' ')}\` failed (exit ${result.status ?? result.signal}).`);
}

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    fail(`Node.js 20.19 or newer is required (found ${process.versions.node}).`);
  }
}

/**
 * Whether node_modules holds what package-lock.json pins. npm keeps a record of its last install in
 * node_modules/.package-lock.json: every package of the lock as the lock has it, less the optional
 * ones it skipped (other platforms' binaries). Compared by content, not by modification time: a
 * checkout or a copy of the tree gives the lock a newer time without changing what it pins, and a
 * needless `npm ci` took 37 s.
 */
function installedMatchesLock(lock, installed) {
  const pinned = JSON.parse(readFileSync(lock, 'utf8')).packages ?? {};
  const present = JSON.parse(readFileSync(installed, 'utf8')).packages ?? {};
  return Object.entries(pinned).every(([path, entry]) => path === '' || (path in present ? isDeepStrictEqual(entry, present[path]) : entry.optional === true));
}

function installDependencies() {
  const lock = join(root, 'package-lock.json');
  const installed = join(root, 'node_modules', '.package-lock.json');
  const current = existsSync(installed) && (!existsSync(lock) || installedMatchesLock(lock, installed));
  if (current) return log('npm dependencies are installed.');
  log('Installing npm dependencies...');
  run('npm', existsSync(lock) ? ['ci', '--no-fund', '--no-audit'] : ['install', '--no-fund', '--no-audit']);
}

function canSudo() {
  return spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
}

function installChromium() {
  const found = findChromePath();
  if (found) return log(`Chromium found at ${found}.`);
  if (process.env.CHROME_PATH) fail(`CHROME_PATH=${process.env.CHROME_PATH} is not an executable file.`);
  const isRoot = process.getuid?.() === 0;
  if (!existsSync('/usr/bin/apt-get') || (!isRoot && !canSudo())) {
    fail('No Chrome or Chromium found. Install one (Debian: `apt-get install chromium`) or set CHROME_PATH.');
  }
  const prefix = isRoot ? [] : ['sudo', '-n'];
  log("No Chrome or Chromium found: installing Debian's chromium package...");
  const apt = (...args) => run(prefix[0] ?? 'apt-get', prefix.length ? [...prefix.slice(1), 'apt-get', ...args] : args);
  apt('update', '-qq');
  apt('install', '-y', '-qq', 'chromium');
  const path = findChromePath();
  if (!path) fail('chromium was installed but no executable was found.');
  log(`Chromium installed: ${execFileSync(path, ['--version']).toString().trim()}.`);
}

/** pdftoppm turns a printed PDF into an image the e2e tests measure (the card decks' cut lines). Optional for `npm start`. */
function installPdfTools() {
  if (spawnSync('pdftoppm', ['-v'], { stdio: 'ignore' }).status === 0) return log('pdftoppm found.');
  const isRoot = process.getuid?.() === 0;
  if (!existsSync('/usr/bin/apt-get') || (!isRoot && !canSudo())) return log('pdftoppm not found (Debian: `apt-get install poppler-utils`): the e2e tests of printed PDFs need it.');
  log("No pdftoppm found: installing Debian's poppler-utils package...");
  const apt = (...args) => run(isRoot ? 'apt-get' : 'sudo', isRoot ? args : ['-n', 'apt-get', ...args]);
  apt('update', '-qq');
  apt('install', '-y', '-qq', 'poppler-utils');
}

checkNode();
installDependencies();
installChromium();
installPdfTools();
