import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './helpers/axe';
import { waitForMail } from './mailbox';

// The enquiry forms of the marketing pages: the form loads on the pages that have one, the server's
// messages appear beside the fields they name, and the sender's confirmation email arrives.

/** Console errors and uncaught exceptions of the page (a hydration mismatch shows up here). */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('the contact form sends an enquiry: a confirmation on the page and in the mailbox', async ({ page }) => {
  const problems = collectProblems(page);
  const email = `enquiry-${Date.now()}@example.test`;
  await page.goto('/contact-us');
  const form = page.getByRole('region', { name: 'Send a message' });
  await form.getByLabel('Your name').fill('Ada Lovelace');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Company or organization').fill('Analytical Engines Ltd');
  await form.getByLabel('Message').fill('Can Sightline check our documentation site every week?');
  await form.getByRole('button', { name: 'Send message' }).click();

  const done = page.getByRole('heading', { name: 'Thank you, we received it' });
  await expect(done).toBeFocused();
  await expect(page.getByText(`We sent a confirmation email to ${email}.`)).toBeVisible();

  const [mail] = await waitForMail(email);
  expect(mail!.subject).toBe('We received your message');
  expect(mail!.text).not.toContain('Can Sightline check our documentation site every week?');
  expect(mail!.text).toContain('What happens next:');
  expect(problems).toEqual([]);
});

test("bad input: the server's messages show beside their fields, focus goes to the first, and fixing them sends it", async ({ page }) => {
  const email = `enquiry-fix-${Date.now()}@example.test`;
  await page.goto('/contact-us');
  const form = page.getByRole('region', { name: 'Send a message' });
  await form.getByLabel('Your name').fill('Grace Hopper');
  await form.getByLabel('Email address').fill('grace.example.test');
  await form.getByRole('button', { name: 'Send message' }).click();

  const emailField = form.getByLabel('Email address');
  await expect(emailField).toBeFocused();
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField).toHaveAccessibleDescription(/Enter an email address like name@example\.com\./);
  const message = form.getByLabel('Message');
  await expect(message).toHaveAccessibleDescription('Enter your message.');
  await expect(form.getByText('Please fix the 2 fields marked above.')).toBeVisible();
  // The page with its messages showing passes axe (WCAG 2.2 AA and best practices).
  expect(await axeViolations(page)).toEqual([]);

  await emailField.fill(email);
  await message.fill('Fixed it.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, we received it' })).toBeFocused();
  expect((await waitForMail(email))[0]!.subject).toBe('We received your message');
});

test.describe('in Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test("the call request picks the visitor's time zone and sends it with the preferred times; the confirmation arrives", async ({ page }) => {
    const email = `enquiry-call-${Date.now()}@example.test`;
    await page.goto('/schedule-call');
    const form = page.getByRole('region', { name: 'Request a call' });
    await expect(form.getByLabel('Your time zone')).toHaveValue('Asia/Tokyo');
    await form.getByLabel('Your name').fill('Kenji');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Times that suit you').fill('Weekday mornings');
    await form.getByLabel('What would you like to discuss?').fill('Our survey results.');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/enquiries') && request.method() === 'POST');
    await form.getByRole('button', { name: 'Request a call' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ kind: 'schedule-call', details: { timeZone: 'Asia/Tokyo', preferredTimes: 'Weekday mornings' } });
    await expect(page.getByRole('heading', { name: 'Thank you, we received it' })).toBeFocused();
    const [mail] = await waitForMail(email);
    expect(mail!.subject).toBe('We received your request for a call');
  });
});
