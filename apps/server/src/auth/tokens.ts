import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: what the client holds. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database holds, so a leaked table does not hand out working tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
