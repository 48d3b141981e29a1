import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from './helpers/axe';

// An owner's published survey gets answers through the public API; the results page shows each
// question with n and its 95 % interval, a cross-tab with the test's sentence, filters, the
// responses, and CSV and XLSX exports of them. The tests run in order and share the owner's browser.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const SHOTS = '/tmp/shots-builder';
const COMPLETE = 48;
let page: Page;
let surveyId = '';

const definition = {
  schemaVersion: 1,
  title: 'Product feedback',
  layout: 'one-per-screen',
  thankYou: { title: 'Thank you!' },
  questions: [
    { id: 'plan', type: 'single_choice', title: 'Which plan are you on?', required: true, options: [{ id: 'free', label: 'Free' }, { id: 'pro', label: 'Pro' }, { id: 'team', label: 'Team' }] },
    { id: 'weekly', type: 'yes_no', title: 'Do you use the reports every week?', required: true },
    { id: 'nps', type: 'nps', title: 'How likely are you to recommend Sightline?', required: true },
    { id: 'easy', type: 'likert', title: 'Sightline is easy to use.', required: true, points: 5 },
    { id: 'people', type: 'number', title: 'How many people on your team use it?', required: true, min: 1, unit: 'people' },
    { id: 'stars', type: 'rating', title: 'How do you rate the reports?', required: true, points: 5, lowLabel: 'Poor', highLabel: 'Excellent' },
    { id: 'order', type: 'ranking', title: 'What matters most?', required: true, options: [{ id: 'speed', label: 'Speed' }, { id: 'accuracy', label: 'Accuracy' }, { id: 'price', label: 'Price' }] },
    {
      id: 'parts',
      type: 'matrix',
      title: 'How useful is each part?',
      required: true,
      rows: [{ id: 'scores', label: 'Scores' }, { id: 'fixes', label: 'Top fixes' }],
      columns: [{ id: 'low', label: 'Not useful' }, { id: 'mid', label: 'Somewhat' }, { id: 'high', label: 'Very useful' }],
    },
    { id: 'price', type: 'van_westendorp', title: 'Pricing', required: true, currency: 'EUR', product: 'Sightline Pro' },
    { id: 'improve', type: 'long_text', title: 'What should we improve?', required: false, showIf: [{ questionId: 'nps', operator: 'lessThan', value: 7 }] },
  ],
};

const ranks = [
  ['speed', 'accuracy', 'price'],
  ['accuracy', 'speed', 'price'],
  ['accuracy', 'price', 'speed'],
];
const improvements = ['Faster reports please', 'Clearer report wording', 'Faster exports', 'More report examples', 'Cheaper team plan', 'Faster page loads'];

/** The answers of respondent i: a spread that exercises every chart, the same on every run. */
function answers(i: number, improve: string | null) {
  const nps = (i * 7) % 11;
  return {
    plan: { choice: ['free', 'pro', 'pro', 'team'][i % 4] },
    weekly: i % 3 !== 0,
    nps,
    easy: 1 + ((i * 3) % 5),
    people: 1 + (i % 10),
    stars: 1 + ((i * 2) % 5),
    order: ranks[i % 3],
    parts: { scores: ['low', 'mid', 'high'][i % 3], fixes: ['high', 'mid', 'high', 'low'][i % 4] },
    price: { tooCheap: 5 + (i % 5), cheap: 10 + (i % 7), expensive: 20 + (i % 9), tooExpensive: 30 + (i % 11) },
    ...(nps < 7 && improve ? { improve } : {}),
  };
}

async function seed(request: APIRequestContext) {
  const created = await request.post('/api/surveys', { data: { title: definition.title, definition } });
  expect(created.status()).toBe(201);
  surveyId = ((await created.json()) as { survey: { id: string } }).survey.id;
  const published = await request.post(`/api/surveys/${surveyId}/publish`, { data: {} });
  expect(published.ok()).toBe(true);
  const versionId = ((await published.json()) as { survey: { versions: { id: string }[] } }).survey.versions[0]!.id;
  let texts = 0;
  for (let i = 0; i < COMPLETE; i++) {
    const improve = (i * 7) % 11 < 7 && texts < improvements.length ? improvements[texts++]! : null;
    const response = await request.put(`/api/public/surveys/${surveyId}/responses/${randomUUID()}`, { data: { versionId, answers: answers(i, improve), complete: true } });
    expect(response.status(), await response.text()).toBe(200);
  }
  // Two respondents who stopped after the first questions.
  for (const i of [1, 2]) {
    const response = await request.put(`/api/public/surveys/${surveyId}/responses/${randomUUID()}`, { data: { versionId, answers: { plan: { choice: 'free' }, weekly: i === 1 }, complete: false } });
    expect(response.status()).toBe(200);
  }
}

async function shoot(name: string) {
  for (const [device, size] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${device}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const result = (title: string) => page.getByTestId('question-result').filter({ has: page.getByRole('heading', { name: title }) });

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // The page's request context shares the browser's cookies: the survey is this browser's.
  await seed(page.request);
});
test.afterAll(async () => {
  await page.close();
});

test('a published survey without answers says so and gives its link', async () => {
  const created = await page.request.post('/api/surveys', { data: { title: 'Nobody answered yet', definition: { ...definition, title: 'Nobody answered yet' } } });
  const id = ((await created.json()) as { survey: { id: string } }).survey.id;
  expect((await page.request.post(`/api/surveys/${id}/publish`, { data: {} })).ok()).toBe(true);
  await page.goto(`/surveys/${id}/results`);
  await expect(page.getByRole('heading', { level: 2, name: 'No answers yet' })).toBeVisible();
  await expect(page.getByLabel('Public link')).toHaveValue(new URL(`/survey/${id}`, page.url()).href);
  await expect(page.getByTestId('question-result')).toHaveCount(0);
});

test('each question shows its counts, n and 95 % intervals, and says when there are too few answers', async () => {
  await page.goto(`/surveys/${surveyId}/results`);
  await expect(page.getByTestId('response-count')).toContainText(`${COMPLETE} complete responses · 2 unfinished`);
  await expect(page.getByTestId('question-result')).toHaveCount(definition.questions.length);

  const plan = result('Which plan are you on?');
  await expect(plan).toContainText(`n = ${COMPLETE}`);
  // 12 of 48 on Free: 25 % with its Wilson interval.
  await expect(plan.getByRole('listitem').filter({ hasText: 'Free' })).toContainText(/^Free12 · 25 % \(95 % CI 15–39 %, n = 48\)$/);
  await expect(plan.getByRole('listitem').filter({ hasText: 'Pro' })).toContainText('24 · 50 % (95 % CI');
  await plan.getByText('How is this computed?').click();
  await expect(plan).toContainText('Wilson score interval');

  await expect(result('How likely are you to recommend Sightline?')).toContainText(/Net Promoter Score: [+-]?\d+ \(95 % CI [+-]?\d+ to [+-]?\d+, n = 48\)/);
  await expect(result('How many people on your team use it?')).toContainText(/Mean: 5\.3 people \(95 % CI [\d.]+–[\d.]+ people, n = 48\)/);
  await expect(result('Sightline is easy to use.')).toContainText(/Agree: \d+ % \(95 % CI \d+–\d+ %, n = 48\)/);
  await expect(result('What should we improve?').getByTestId('small-sample')).toHaveText('Only 6 answers: too few to say much. Treat these numbers as anecdotes.');
  await expect(result('What should we improve?')).toContainText('Faster reports please');
  await expect(result('Pricing')).toContainText('Acceptable prices for Sightline Pro');
  await shoot('results');
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('a cross-tab of two questions shows counts, row percentages and the test in words', async () => {
  const section = page.getByRole('region', { name: 'Cross-tab' });
  await section.getByLabel('Rows').selectOption({ label: '1. Which plan are you on?' });
  await section.getByLabel('Columns').selectOption({ label: '2. Do you use the reports every week?' });
  const api = (await (await page.request.get(`/api/surveys/${surveyId}/crosstab?row=plan&column=weekly`)).json()) as { crosstab: { test: { sentence: string }; n: number } };
  await expect(section.getByTestId('crosstab-sentence')).toHaveText(api.crosstab.test.sentence);
  expect(api.crosstab.test.sentence.length).toBeGreaterThan(20);
  await expect(section.getByRole('table')).toContainText(`n = ${api.crosstab.n}`);
  await expect(section.getByRole('row', { name: /^Free/ })).toContainText('%)');
  await section.scrollIntoViewIfNeeded();
  await shoot('results-crosstab');
  expect(await axeViolations(page)).toEqual([]);
});

test('filtering by an answer narrows every figure, and the filter is in the address', async () => {
  await page.getByLabel('Only respondents whose answer to').selectOption({ label: '1. Which plan are you on?' });
  await page.getByLabel('is', { exact: true }).selectOption({ label: 'Pro' });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/filter=plan%3Apro/);
  await expect(page.getByTestId('filtered-count')).toHaveText('Matching the filters: 24 complete.');
  await expect(result('Which plan are you on?')).toContainText('n = 24');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByTestId('filtered-count')).toHaveText(`${COMPLETE} complete, 2 unfinished (not counted).`);
});

test('the responses table pages through every response', async () => {
  const table = page.getByTestId('responses-table');
  await expect(table.getByRole('row')).toHaveCount(21);
  await expect(page.getByText('Page 1')).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('Page 2')).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('Page 3')).toBeVisible();
  // 50 responses: 20 + 20 + 10.
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
});

test('CSV and XLSX downloads hold the responses', async () => {
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV (every response)' }).click();
  const csv = await readFile(await (await csvDownload).path(), 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').trimEnd().split(/\r?\n/);
  expect(lines[0]).toContain('Which plan are you on?');
  // A row per response, the two unfinished ones included.
  expect(lines.length - 1).toBe(COMPLETE + 2);

  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download XLSX (Excel, every response)' }).click();
  const download = await xlsxDownload;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const xlsx = await readFile(await download.path());
  expect(xlsx.length).toBeGreaterThan(1000);
  expect(xlsx.subarray(0, 2).toString()).toBe('PK');
  const response = await page.request.get(`/api/surveys/${surveyId}/export.xlsx`);
  expect(response.headers()['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
});

test('the results page downloads as a PDF printed by the server, with the page’s filters', async () => {
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download these results as a PDF (with the filters shown)' }).click();
  const download = await pdfDownload;
  expect(download.suggestedFilename()).toBe('product-feedback-results.pdf');
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // Every question's card on A4: several pages.
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length).toBeGreaterThan(2);
  // Another browser cannot print it.
  const stranger = await page.context().browser()!.newContext();
  expect((await stranger.request.get(`/api/surveys/${surveyId}/results.pdf`)).status()).toBe(404);
  await stranger.close();
});
