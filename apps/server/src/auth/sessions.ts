import { createAuthToken, getSubscriptionStatus, type Db, type User } from '@sightline/db';
import type { PublicUser } from '../schemas/common';
import { generateToken, hashToken } from './tokens';

export const AUTH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export function publicUser(user: User): PublicUser {
  return { id: user.id, name: user.name, email: user.email };
}

/** Issues a bearer token and returns what every sign-in response carries. */
export async function startSession(db: Db, user: User, now = new Date()) {
  const token = generateToken();
  await createAuthToken(db, { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + AUTH_TOKEN_LIFETIME_MS) });
  return { user: publicUser(user), token, subscription: await getSubscriptionStatus(db, user.id) };
}
