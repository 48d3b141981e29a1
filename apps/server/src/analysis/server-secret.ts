import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';

/**
 * SIGHTLINE_SECRET, or a random one kept in DATA_DIR so IP hashes (and the hourly limit built on
 * them) survive a restart. Several servers behind one Postgres must share SIGHTLINE_SECRET.
 */
export function loadServerSecret(config: Pick<Config, 'secret' | 'dataDir'>): string {
  if (config.secret !== null) return config.secret;
  const file = join(config.dataDir, 'secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // 'wx' fails if another process created it in the meantime; then its secret wins.
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
}
