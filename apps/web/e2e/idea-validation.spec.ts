import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { axeViolations } from './helpers/axe';

// A new user describes an idea, reviews and publishes the survey Sightline drafts from it, answers it
// once on the answer page, and reads the scorecard as answers arrive: "not enough answers yet" with
// how many are needed, then verdicts with their intervals, and the survey's results view.
test.describe.configure({ timeout: 120_000 });

test('an idea is validated end to end: described, its survey published and answered, the scorecard read', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/idea-validation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Validate an idea with evidence, not compliments');

  // Submitting an empty form points at the first field.
  await page.getByRole('button', { name: 'Draft my validation survey' }).click();
  await expect(page.getByLabel('Name of the idea')).toBeFocused();
  await expect(page.getByText('Enter name of the idea.')).toBeVisible();

  await page.getByLabel('Name of the idea').fill('Receipt Robot');
  await page.getByLabel('The problem').fill('Keeping track of receipts for expense reports');
  await page.getByLabel('Who has it').fill('Freelancers who invoice clients');
  await page.getByLabel('How they deal with it today').fill('A spreadsheet and a shoebox');
  await page.getByLabel('What you propose').fill('An app that reads receipts from photos and fills in the expense report');
  await page.getByLabel('Amount').fill('9');
  await page.getByLabel('People have used a prototype or early version').check();
  await page.getByRole('button', { name: 'Draft my validation survey' }).click();
  await page.waitForURL(/\/idea-validation\/[0-9a-f-]{36}$/);
  const ideaId = page.url().split('/').pop()!;

  // With no answers, nothing is invented: every criterion says what is needed.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Receipt Robot');
  await expect(page.getByText('Not enough answers yet')).toHaveCount(5);
  await expect(page.getByText('No answers yet: about 97 are needed for a ±10-point estimate.').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The drafted survey opens in the editor and is published from there.
  await page.getByRole('link', { name: 'Review and publish the survey' }).click();
  await expect(page).toHaveURL(/\/surveys\/[0-9a-f-]{36}\/edit$/);
  const surveyId = page.url().split('/')[4]!;
  await expect(page.getByRole('heading', { name: /^Question 1 .*When did you last have to deal with keeping track of receipts/ })).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Published: version 1 is live' })).toBeVisible();

  // One respondent on the answer page, who never had the problem: the survey skips to the prices.
  await page.goto(`/survey/${surveyId}`);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('radio', { name: 'Never' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/so cheap that you would doubt its quality/)).toBeVisible();

  // Forty-eight more through the public API, as answer pages send them.
  const versionId = (await (await page.request.get(`/api/public/surveys/${surveyId}`)).json()).survey.versionId;
  for (let i = 0; i < 48; i++) {
    const answers = {
      last_time: { choice: ['week', 'month', 'quarter', 'week'][i % 4] },
      severity: 2 + (i % 4),
      current_solution: { choices: ['named'] },
      spend: i % 3 === 0 ? 0 : 25,
      sean_ellis: { choice: ['very', 'very', 'somewhat', 'not'][i % 4] },
      price: { tooCheap: 2 + (i % 4), cheap: 6 + (i % 5), expensive: 11 + (i % 6), tooExpensive: 17 + (i % 9) },
    };
    const saved = await page.request.put(`/api/public/surveys/${surveyId}/responses/${randomUUID()}`, { data: { versionId, answers, complete: true } });
    expect(saved.status(), await saved.text()).toBe(200);
  }

  await page.goto(`/idea-validation/${ideaId}`);
  await expect(page.getByText('From 48 complete responses.')).toBeVisible();
  const mustHave = page.getByRole('region', { name: 'Users would be very disappointed without it' });
  // 24 of 48 very disappointed: 50 %, Wilson 95 % CI 36–64 %: the low end is not above 40 %.
  await expect(mustHave.getByText('50 % (95 % CI 36 %–64 %, n = 48) would be very disappointed')).toBeVisible();
  await expect(mustHave.getByText('Not enough answers yet')).toBeVisible();
  const spend = page.getByRole('region', { name: 'They already spend money on it' });
  // 32 of 48 spent something: 67 %, CI 52–78 %, all above 30 %.
  await expect(spend.getByText('Supported')).toBeVisible();
  await spend.getByText('How this is computed').click();
  await expect(spend.getByText(/Wilson score interval/)).toBeVisible();
  const price = page.getByRole('region', { name: 'Your price is in the range people accept' });
  await expect(price.getByText(/Acceptable range .* \(from 48 answers\): your price of 9\.00 is/)).toBeVisible();
  await expect(price.getByText(/Optimal price: \d+\.\d\d EUR/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'All survey results' }).click();
  await expect(page).toHaveURL(`/idea-validation/${ideaId}/survey-results`);
  await expect(page.getByRole('link', { name: 'Back to the evidence scorecard of Receipt Robot' })).toBeVisible();
  await expect(page.getByText('48 complete responses')).toBeVisible();

  // The idea is listed for this browser, and not for another.
  await page.goto('/idea-validation');
  await expect(page.getByRole('link', { name: 'Receipt Robot' })).toHaveAttribute('href', `/idea-validation/${ideaId}`);
  const other = await page.context().browser()!.newPage();
  await other.goto(`/idea-validation/${ideaId}`);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Idea not found');
  await other.close();
});
