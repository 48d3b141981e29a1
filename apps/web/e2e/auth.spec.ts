import { expect, test, type Page } from '@playwright/test';
import { signUpThroughApi } from './helpers/accounts';
import { linkWithParam, waitForMail, type CaughtMail } from './mailbox';

test.use({ timezoneId: 'Asia/Tokyo' });

const toast = (page: Page) => page.getByTestId('toast');
const token = (page: Page) => page.evaluate(() => localStorage.getItem('auth_token'));

/** The email to `to` with this subject, once it has arrived (an address gets several here). */
async function mailWithSubject(to: string, subject: string): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect.poll(async () => (found = (await waitForMail(to)).find((mail) => mail.subject === subject)) !== undefined, { timeout: 15_000 }).toBe(true);
  return found!;
}

async function signUpInDialog(page: Page, name: string, email: string) {
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('correct horse battery');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  // Nobody is signed in yet: the same answer whether or not the address has an account.
  await expect(dialog.getByRole('status')).toHaveText(`We sent an email to ${email}. Open the link in it to finish signing up; it expires in 24 hours.`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /Account/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(toast(page)).toContainText('Signed Out');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await token(page)).toBeNull();
}

test('sign up → emailed link signs in → sign out → magic link by email → signed in → me on reload → sign out', async ({ page }) => {
  const email = `e2e-${Date.now()}@example.test`;
  await page.goto('/');

  await signUpInDialog(page, 'Ada Lovelace', email);
  const confirm = await mailWithSubject(email, 'Finish creating your Sightline account');
  await page.goto(linkWithParam(confirm, 'magic_token'));
  await expect(toast(page)).toContainText('Signed In Successfully');
  await expect(toast(page)).toContainText('Welcome, Ada Lovelace!');
  await expect(page.getByRole('button', { name: /Ada Lovelace/ })).toBeVisible();
  await signOut(page);

  const dialog = page.getByRole('dialog');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await dialog.getByRole('button', { name: 'Email me a magic link' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send magic link' }).click();
  await expect(dialog.getByRole('status')).toContainText(email);

  const link = linkWithParam(await mailWithSubject(email, 'Your Sightline sign-in link'), 'magic_token');
  await page.goto(link);
  await expect(toast(page)).toContainText('Signed In Successfully');
  // The single-use token does not stay in the address bar.
  await expect(page).not.toHaveURL(/magic_token/);
  expect(await token(page)).toBeTruthy();

  // A fresh page load refreshes the user from /api/auth/me with the stored token.
  const me = page.waitForResponse((response) => response.url().endsWith('/api/auth/me'));
  await page.reload();
  expect((await me).status()).toBe(200);
  await page.getByRole('button', { name: /Ada Lovelace/ }).click();
  await expect(page.getByTestId('user-email')).toHaveText(email);
  await page.keyboard.press('Escape');

  // The link was spent: using it again fails with the spec's toast.
  await signOut(page);
  await page.goto(link);
  await expect(toast(page)).toContainText('Magic Link Sign In Failed');
  await expect(toast(page)).toContainText('The magic link may have expired or is invalid.');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a rejected stored token signs the visitor out quietly', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('auth_token', 'not-a-real-token');
    }
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect.poll(() => token(page)).toBeNull();
});

test('coming back to the tab refreshes the user: a session revoked elsewhere ends here too', async ({ page }) => {
  const email = `e2e-visible-${Date.now()}@example.test`;
  const password = 'correct horse battery';
  await signUpThroughApi(page.request, 'Visible User', { email, password });
  const signin = (await (await page.request.post('/api/auth/signin', { data: { email, password } })).json()) as { data: { token: string } };
  await page.addInitScript((value) => localStorage.setItem('auth_token', value), signin.data.token);
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Visible User/ })).toBeVisible();

  // Signed out from another device: this tab does not know yet, and nothing polls.
  expect((await page.request.post('/api/auth/signout', { headers: { Authorization: `Bearer ${signin.data.token}` } })).ok()).toBe(true);
  await page.waitForTimeout(500);
  await expect(page.getByRole('button', { name: /Visible User/ })).toBeVisible();

  const me = page.waitForResponse((response) => response.url().endsWith('/api/auth/me'));
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  expect((await me).status()).toBe(401);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect.poll(() => token(page)).toBeNull();
});

test('signing up with an address that has an account answers the same and mails its owner', async ({ page }) => {
  const email = `e2e-taken-${Date.now()}@example.test`;
  await signUpThroughApi(page.request, 'First Owner', { email });
  await page.goto('/');
  await signUpInDialog(page, 'Somebody Else', email);
  const notice = await mailWithSubject(email, 'You already have a Sightline account');
  expect(notice.text).toContain('reset_token=');
});

test('sign-out clears the session even when the server call fails', async ({ page }) => {
  const authToken = await signUpThroughApi(page.request, 'Grace');
  await page.addInitScript((value) => localStorage.setItem('auth_token', value), authToken);
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Grace/ })).toBeVisible();

  await page.route('**/api/auth/signout', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: /Account/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(toast(page)).toContainText('Sign Out Error');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await token(page)).toBeNull();
});

test('a password reset link opens the set-new-password dialog and signs in', async ({ page }) => {
  const email = `e2e-reset-${Date.now()}@example.test`;
  await signUpThroughApi(page.request, 'Reset User', { email, password: 'first password 1' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await page.goto(linkWithParam(await mailWithSubject(email, 'Reset your Sightline password'), 'reset_token'));
  const reset = page.getByRole('dialog', { name: 'Choose a new password' });
  await expect(page).not.toHaveURL(/reset_token/);
  await reset.getByLabel('New password').fill('second password 2');
  await reset.getByRole('button', { name: 'Save new password' }).click();
  await expect(toast(page)).toContainText('Signed In Successfully');
  await expect(page.getByRole('button', { name: /Reset User/ })).toBeVisible();
});
