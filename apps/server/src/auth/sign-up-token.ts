import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** How long the emailed "finish creating your account" link works. */
export const SIGN_UP_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

// Emailed tokens of the other kinds are 43 base64url characters; this prefix keeps them apart.
const PREFIX = 'signup.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface PendingSignUp {
  name: string;
  email: string;
  passwordHash: string;
}

function key(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', 'sightline sign-up confirmation', 32));
}

export function isSignUpToken(token: string): boolean {
  return token.startsWith(PREFIX);
}

/**
 * The account to create, sealed (AES-256-GCM under a key derived from the server secret) into the
 * link mailed to the address: nothing is stored until the owner of the address opens it, so a
 * sign-up for an address that already has an account looks, and is stored, exactly like one for a
 * new address. Being sealed, the link shows no password hash; being authenticated, it cannot be
 * forged or altered. It is single-use because the account it creates then exists.
 */
export function createSignUpToken(secret: string, pending: PendingSignUp, now = Date.now()): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key(secret), iv);
  const payload = JSON.stringify({ ...pending, expiresAt: now + SIGN_UP_TOKEN_LIFETIME_MS });
  const sealed = Buffer.concat([cipher.update(payload, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The pending sign-up, or null when the token was not sealed by us, was altered or has expired. */
export function openSignUpToken(secret: string, token: string, now = Date.now()): PendingSignUp | null {
  if (!isSignUpToken(token)) return null;
  const bytes = Buffer.from(token.slice(PREFIX.length), 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(secret), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const payload = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    const { name, email, passwordHash, expiresAt } = JSON.parse(payload) as PendingSignUp & { expiresAt: number };
    return expiresAt > now ? { name, email, passwordHash } : null;
  } catch {
    return null;
  }
}
