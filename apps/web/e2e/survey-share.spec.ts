import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { SurveyDefinition } from '@sightline/shared/research/survey';
import { axeViolations } from './helpers/axe';
import { publishSurvey } from './helpers/surveys';
import { chunkRequest } from './helpers/chunks';

// A read-only results link: the owner makes one that leaves a question out and allows the CSV,
// someone without the survey opens it (no cookie, no account), and the owner revokes it.
const DRINKS: SurveyDefinition = {
  schemaVersion: 1,
  title: 'Morning drinks',
  layout: 'single-page',
  thankYou: { title: 'Thanks!' },
  questions: [
    { type: 'single_choice', id: 'drink', title: 'What do you drink in the morning?', required: true, options: [{ id: 'tea', label: 'Tea' }, { id: 'coffee', label: 'Coffee' }] },
    { type: 'short_text', id: 'name', title: 'Your name, for the raffle', required: false },
    { type: 'yes_no', id: 'sugar', title: 'Do you take sugar?', required: false },
  ],
};

test('the owner shares results without a question, a visitor reads them and downloads the CSV, and a revoked link stops working', async ({ page, browser }) => {
  const id = await publishSurvey(page.request, DRINKS);
  const versionId = ((await (await page.request.get(`/api/public/surveys/${id}`)).json()) as { survey: { versionId: string } }).survey.versionId;
  const answers = [
    { drink: { choice: 'tea' }, name: 'Ada Lovelace', sugar: false },
    { drink: { choice: 'coffee' }, name: 'Alan Turing', sugar: true },
    { drink: { choice: 'coffee' }, sugar: false },
  ];
  for (const [index, given] of answers.entries()) {
    const saved = await page.request.put(`/api/public/surveys/${id}/responses/00000000-0000-4000-8000-00000000000${index}`, { data: { versionId, answers: given, complete: true } });
    expect(saved.ok(), await saved.text()).toBe(true);
  }

  await page.goto(`/surveys/${id}/results`);
  const panel = page.getByRole('region', { name: 'Share results' });
  await expect(panel).toBeVisible();
  await panel.getByLabel('2. Your name, for the raffle').check();
  await panel.getByLabel('Allow downloading the responses (CSV)').check();
  await panel.getByRole('button', { name: 'Create link' }).click();
  await expect(panel.getByRole('status')).toHaveText('Link created. Copy it now: it is shown only this once.');
  const url = await panel.getByTestId('results-link-url').inputValue();
  expect(url).toMatch(/\/survey-results\/[A-Za-z0-9_-]{43}$/);
  await expect(panel.getByTestId('results-links')).toContainText('Leaves out: Your name, for the raffle');

  // Someone else: a browser without the owner's cookie, on a slow connection: the page's code arrives
  // 1.5 s after its results (which the route's loader fetches alongside), and still reads them once.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.route(chunkRequest('public-results-page'), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const reads: string[] = [];
  visitorPage.on('request', (request) => {
    if (/\/api\/public\/survey-results\/[^/]+$/.test(new URL(request.url()).pathname)) reads.push(request.url());
  });
  await visitorPage.goto(new URL(url).pathname);
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'Morning drinks' })).toBeVisible();
  await expect(visitorPage.getByTestId('response-count')).toHaveText('3 complete responses');
  await expect(visitorPage.getByRole('heading', { name: 'What do you drink in the morning?' })).toBeVisible();
  await expect(visitorPage.getByRole('heading', { name: 'Do you take sugar?' })).toBeVisible();
  await expect(visitorPage.getByText('Your name, for the raffle')).toHaveCount(0);
  await expect(visitorPage.getByText('Ada Lovelace')).toHaveCount(0);
  expect(await axeViolations(visitorPage)).toEqual([]);

  const download = visitorPage.waitForEvent('download');
  await visitorPage.getByRole('link', { name: 'Download the responses (CSV)' }).click();
  const csv = readFileSync((await (await download).path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('\uFEFFResponse,Status,Version,Source,Started,Completed,What do you drink in the morning?,Do you take sugar?');
  expect(csv).not.toContain('Ada Lovelace');

  // One visit is one view: the results were read once.
  expect(reads).toHaveLength(1);
  await page.reload();
  await expect(panel.getByTestId('results-links')).toContainText('1 view');
  await panel.getByRole('button', { name: /^Revoke the link created/ }).click();
  await expect(panel.getByTestId('results-links')).toContainText('Revoked');

  await visitorPage.reload();
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'This results link does not work' })).toBeVisible();
  await visitor.close();
});
