import { createOneTimeToken, type Db, type OneTimeTokenPurpose, type User } from '@sightline/db';
import { generateToken, hashToken } from './tokens';

export const ONE_TIME_TOKEN_LIFETIME_MS: Record<OneTimeTokenPurpose, number> = {
  magic_link: 15 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
};

// The query parameter the web app reads on its home page to finish the flow.
const QUERY_PARAMETER: Record<OneTimeTokenPurpose, string> = {
  magic_link: 'magic_token',
  password_reset: 'reset_token',
};

/** The web app's address that finishes the flow of `purpose` with `token`. */
export function oneTimeLinkUrl(publicUrl: string, purpose: OneTimeTokenPurpose, token: string): string {
  const url = new URL(`${publicUrl}/`);
  url.searchParams.set(QUERY_PARAMETER[purpose], token);
  return url.toString();
}

/** Stores a fresh single-use token for the user and returns the link that carries it. */
export async function createOneTimeLink(db: Db, user: User, purpose: OneTimeTokenPurpose, publicUrl: string, now = new Date()): Promise<string> {
  const token = generateToken();
  await createOneTimeToken(db, { userId: user.id, purpose, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + ONE_TIME_TOKEN_LIFETIME_MS[purpose]) });
  return oneTimeLinkUrl(publicUrl, purpose, token);
}
