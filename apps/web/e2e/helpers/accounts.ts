import { expect, type APIRequestContext } from '@playwright/test';
import { linkWithParam, waitForMail } from '../mailbox';

/**
 * A new account made through the API as a visitor makes one: sign up, then open the emailed
 * link (sign-up itself signs nobody in). Returns the account's bearer token.
 */
export async function signUpThroughApi(request: APIRequestContext, name: string, account: { email?: string; password?: string } = {}): Promise<string> {
  const email = account.email ?? `e2e-${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.test`;
  const response = await request.post('/api/auth/signup', { data: { name, email, password: account.password ?? 'correct horse battery' } });
  expect(response.status()).toBe(202);
  const [mail] = await waitForMail(email);
  const token = new URL(linkWithParam(mail!, 'magic_token')).searchParams.get('magic_token');
  const confirmed = await request.post('/api/auth/magic-link', { data: { token } });
  expect(confirmed.ok()).toBe(true);
  return ((await confirmed.json()) as { data: { authToken: string } }).data.authToken;
}
