import { createUser } from '@sightline/db';
import type { App } from '../../src/app';
import { hashPassword } from '../../src/auth/passwords';
import { startSession } from '../../src/auth/sessions';

/**
 * A confirmed account and a session for it, for tests about what accounts may do rather than
 * about signing up (sign-up only answers "check your email": test/routes/auth covers that path).
 */
export async function createAccount(app: App, email: string, password = 'correct horse', name = 'Ada Lovelace') {
  const user = await createUser(app.db, { name, email: email.toLowerCase(), passwordHash: await hashPassword(password) });
  if (!user) throw new Error(`an account for ${email} exists already`);
  return startSession(app.db, user);
}
