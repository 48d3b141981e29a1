// Plain ESM (no TypeScript) because scripts/setup.mjs imports it before any dependency is installed.
import { accessSync, constants } from 'node:fs';

export const CHROME_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The Chrome/Chromium to drive: CHROME_PATH when set, else the first system install found. */
export function findChromePath(env = process.env) {
  if (env.CHROME_PATH) return isExecutable(env.CHROME_PATH) ? env.CHROME_PATH : undefined;
  return CHROME_CANDIDATES.find(isExecutable);
}
