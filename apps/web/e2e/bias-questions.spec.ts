import { expect, test } from '@playwright/test';
import type { SurveyDefinition } from '@sightline/shared/research/survey';
import { axeViolations } from './helpers/axe';

// Bias in research instruments: questions pasted on /bias-detection become a saved report with the
// words highlighted, why they bias answers and a rewrite; one of the owner's surveys is checked with
// its options; and the survey builder shows the same findings as hints while the owner types.
test.describe.configure({ timeout: 90_000 });

const PASTED = ['1. Was the staff friendly and helpful?', '2. Would you pay for a budgeting app?', '', '3. How did you first hear about us?'].join('\n');

const SURVEY: SurveyDefinition = {
  schemaVersion: 1,
  title: 'Café feedback',
  layout: 'one-per-screen',
  thankYou: { title: 'Thanks!' },
  questions: [
    {
      type: 'single_choice',
      id: 'meal',
      title: 'How would you rate the meal you had today?',
      required: false,
      options: ['Excellent', 'Very good', 'Good', 'Fair', 'Poor'].map((label, i) => ({ id: `o${i}`, label })),
    },
  ],
};

test('pasted questions are checked on a phone: the saved report highlights the words, says why and rewrites; it is listed, and another browser cannot open it', async ({ page, browser }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/bias-detection');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your questions for bias');
  await expect(page.getByText('The rules read English only.')).toBeVisible();

  // An empty form says what is missing and points at the field.
  await page.getByRole('button', { name: 'Check the questions' }).click();
  await expect(page.getByText('Paste at least one question.')).toBeVisible();
  await expect(page.getByLabel('Questions, one a line')).toBeFocused();

  await page.getByLabel('Questions, one a line').fill(PASTED);
  await expect(page.getByText('3 questions found.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Check the questions' }).click();
  await page.waitForURL(/\/bias-detection\/[0-9a-f-]{36}$/);
  const reportUrl = page.url();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your questions');
  await expect(page.getByRole('heading', { name: '2 findings on 2 of 3 questions' })).toBeVisible();
  const first = page.locator('#question-1');
  await expect(first.locator('p mark').first()).toHaveText('friendly and helpful');
  await expect(first.getByRole('heading', { name: 'Double-barreled question' })).toBeVisible();
  await expect(first.getByText('Ask as 2 questions')).toBeVisible();
  await expect(first.getByRole('listitem').filter({ hasText: /^Was the staff friendly\?$/ })).toBeVisible();
  await expect(first.getByRole('link', { name: 'Guide: Double-barreled question' })).toHaveAttribute('href', '/guides/methods/double-barreled-questions');
  const second = page.locator('#question-2');
  await expect(second.getByText('In the past 12 months, have you paid for a budgeting app?')).toBeVisible();
  await expect(page.locator('#question-3').getByText('No findings.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The report is saved: it opens again from its address, and is listed on /bias-detection.
  await page.reload();
  await expect(page.getByRole('heading', { name: '2 findings on 2 of 3 questions' })).toBeVisible();
  await page.goto('/bias-detection');
  await page.getByRole('link', { name: '“Was the staff friendly and helpful?” and 2 more' }).click();
  await expect(page).toHaveURL(reportUrl);

  const other = await browser.newPage();
  await other.goto(reportUrl);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Bias report not found');
  await other.close();
});

test('one of the owner’s surveys is checked on a desktop with its answer options', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const created = await page.request.post('/api/surveys', { data: { title: SURVEY.title, definition: SURVEY } });
  expect(created.status()).toBe(201);
  await page.goto('/bias-detection');
  await page.getByRole('tab', { name: 'One of your surveys' }).click();
  await page.getByLabel('Survey', { exact: true }).selectOption({ label: 'Café feedback' });
  await page.getByRole('button', { name: 'Check the survey' }).click();
  await page.waitForURL(/\/bias-detection\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Café feedback');
  const meal = page.locator('#question-1');
  await expect(meal.getByRole('heading', { name: 'Unbalanced scale' })).toBeVisible();
  await expect(meal.getByText('Offer a balanced scale: Very good / Good / Neither good nor poor / Poor / Very poor.')).toBeVisible();
  await expect(meal.getByRole('list', { name: 'Answer options' }).getByRole('listitem')).toHaveText(['Excellent', 'Very good', 'Good', 'Fair', 'Poor']);
  await expect(page.getByRole('link', { name: 'Open the survey' })).toHaveAttribute('href', `/surveys/${(await created.json()).survey.id}/edit`);
  expect(await axeViolations(page)).toEqual([]);
});

test('the survey builder hints at a biased question as it is typed, and a rewrite can be used', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const created = await page.request.post('/api/surveys', {
    data: { title: 'Budget app', definition: { ...SURVEY, title: 'Budget app', questions: [{ type: 'yes_no', id: 'pay', title: 'Have you paid for a budgeting app?', required: false }] } },
  });
  const { id } = (await created.json()).survey;
  await page.goto(`/surveys/${id}/edit`);
  const toggle = page.getByRole('button', { name: /^Question 1 · Yes \/ no/ });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  const title = page.locator('#field-questions-0-title');
  await expect(title).toHaveValue('Have you paid for a budgeting app?');
  await expect(page.getByRole('region', { name: 'Bias check' })).toHaveCount(0);

  await title.fill('Would you pay for a budgeting app?');
  const hints = page.getByRole('region', { name: 'Bias check' });
  await expect(hints).toContainText('Bias check: 1 hint');
  await expect(hints).toContainText('Hypothetical future behaviour');
  await expect(hints).toContainText('Try: “In the past 12 months, have you paid for a budgeting app?”');
  expect(await axeViolations(page)).toEqual([]);
  await hints.getByRole('button', { name: 'Use this wording' }).click();
  await expect(title).toHaveValue('In the past 12 months, have you paid for a budgeting app?');
  await expect(page.getByRole('region', { name: 'Bias check' })).toHaveCount(0);
});
