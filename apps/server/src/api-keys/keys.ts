import type { ApiKey } from '@sightline/db';
import { generateToken, hashToken } from '../auth/tokens';

/** Every key starts so, which tells it apart from a session token at a glance (and to secret scanners). */
export const API_KEY_PREFIX = 'sk_';
/** How much of a key is kept in the clear and shown in the list of keys: the prefix and 6 characters. */
const SHOWN_CHARACTERS = API_KEY_PREFIX.length + 6;

export interface NewApiKey {
  /** Shown to its owner once, in the response that created it. */
  key: string;
  prefix: string;
  keyHash: string;
}

/** A new key: `sk_` and 32 random bytes, stored only as the same SHA-256 as session tokens. */
export function newApiKey(): NewApiKey {
  const key = `${API_KEY_PREFIX}${generateToken()}`;
  return { key, prefix: key.slice(0, SHOWN_CHARACTERS), keyHash: hashToken(key) };
}

/** What the list of keys shows of a key: never the key or its hash. */
export function summarizeApiKey(key: ApiKey) {
  return {
    id: key.id,
    name: key.name,
    scope: key.scope,
    prefix: key.prefix,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
  };
}
