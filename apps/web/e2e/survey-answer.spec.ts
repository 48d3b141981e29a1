import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { SurveyDefinition } from '@sightline/shared/research/survey';
import { closeSurvey, gzippedSize, kb, publishSurvey, responsesOf, WEB_DIST } from './helpers/surveys';
import { reachableHost } from './ports.mjs';

// The public answer page, /survey/{id}: its own small document, driven as respondents would. Set
// SHOTS_DIR to keep screenshots of what the tests see (phone 390×844 and desktop 1280×800).
const SHOTS_DIR = process.env.SHOTS_DIR;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function shot(page: Page, name: string) {
  if (SHOTS_DIR) await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

/** Presses Tab until `target` has focus (keyboard only, as a respondent without a mouse would). */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < 15; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

const SHOP: SurveyDefinition = {
  schemaVersion: 1,
  title: 'Shopping with us',
  layout: 'one-per-screen',
  welcome: { title: 'Help us improve the shop', body: 'It takes about a minute.', buttonLabel: 'Start' },
  thankYou: { title: 'Thank you!', body: 'Your answers help us improve the shop.' },
  questions: [
    { id: 'bought', type: 'yes_no', title: 'Have you bought from us before?', required: true },
    {
      id: 'satisfaction',
      type: 'rating',
      title: 'How satisfied were you with your last order?',
      required: true,
      points: 5,
      lowLabel: 'Very unhappy',
      highLabel: 'Very happy',
      showIf: [{ questionId: 'bought', operator: 'equals', value: true }],
    },
    { id: 'why', type: 'long_text', title: 'What has kept you from ordering?', required: false, showIf: [{ questionId: 'bought', operator: 'equals', value: false }] },
    {
      id: 'channels',
      type: 'multiple_choice',
      title: 'Where do you hear about our offers?',
      required: false,
      options: [
        { id: 'email', label: 'Email' },
        { id: 'social', label: 'Social media' },
        { id: 'friends', label: 'Friends' },
      ],
      allowOther: true,
      allowDontKnow: true,
    },
    { id: 'recommend', type: 'nps', title: 'How likely are you to recommend us to a friend?', required: true, endIf: [{ questionId: 'recommend', operator: 'lessThan', value: 7 }] },
    { id: 'budget', type: 'number', title: 'How much do you spend with us in a month?', required: true, unit: 'EUR', min: 0, max: 10000 },
  ],
};

/** Every question type on one page: what the accessibility audit and the screenshots look at. */
const EVERY_TYPE: SurveyDefinition = {
  schemaVersion: 1,
  title: 'Every kind of question',
  description: 'One of each question type the answer page draws.',
  layout: 'single-page',
  thankYou: { title: 'Thank you!' },
  questions: [
    {
      id: 'fruit',
      type: 'single_choice',
      title: 'Which fruit do you like best?',
      required: true,
      options: [
        { id: 'apple', label: 'Apple' },
        { id: 'pear', label: 'Pear' },
      ],
      allowOther: true,
      allowPreferNot: true,
    },
    {
      id: 'sports',
      type: 'multiple_choice',
      title: 'Which sports do you play?',
      required: false,
      options: [
        { id: 'run', label: 'Running' },
        { id: 'swim', label: 'Swimming' },
        { id: 'bike', label: 'Cycling' },
      ],
      maxSelected: 2,
      allowOther: true,
    },
    { id: 'pets', type: 'yes_no', title: 'Do you have pets?', required: false, allowDontKnow: true },
    { id: 'mood', type: 'rating', title: 'How is your day going?', required: false, points: 7, lowLabel: 'Badly', highLabel: 'Great' },
    { id: 'easy', type: 'likert', title: 'This form is easy to use.', required: false, points: 5 },
    { id: 'nps', type: 'nps', title: 'How likely are you to recommend Sightline?', required: false },
    { id: 'age', type: 'number', title: 'How old are you?', required: false, min: 0, max: 130, integer: true, unit: 'years', allowPreferNot: true },
    { id: 'name', type: 'short_text', title: 'What should we call you?', required: false, maxLength: 80 },
    { id: 'ideas', type: 'long_text', title: 'Anything else?', description: 'Ideas, complaints, praise.', required: false },
    {
      id: 'order',
      type: 'ranking',
      title: 'Rank these by importance',
      required: false,
      options: [
        { id: 'price', label: 'Price' },
        { id: 'quality', label: 'Quality' },
        { id: 'speed', label: 'Delivery speed' },
      ],
    },
    {
      id: 'grid',
      type: 'matrix',
      title: 'How do you rate our service?',
      required: false,
      rows: [
        { id: 'support', label: 'Support' },
        { id: 'delivery', label: 'Delivery' },
      ],
      columns: [
        { id: 'poor', label: 'Poor' },
        { id: 'fair', label: 'Fair' },
        { id: 'good', label: 'Good' },
      ],
    },
    { id: 'price', type: 'van_westendorp', title: 'Pricing the Pro plan', required: false, currency: 'EUR', product: 'the Pro plan' },
  ],
};

test('the answer page loads at most 60 KB of JavaScript, gzipped', () => {
  const html = readFileSync(join(WEB_DIST, 'survey.html'), 'utf8');
  const scripts = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map((match) => match[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  const total = scripts.reduce((sum, file) => sum + gzippedSize(file), 0);
  console.log(`answer page JS: ${kb(total)} gzipped (${scripts.join(', ')})`);
  test.info().annotations.push({ type: 'answer-page-js-gzipped', description: kb(total) });
  expect(total).toBeLessThanOrEqual(60 * 1024);
  // Not the app: no React, no schema library.
  for (const file of scripts) expect(readFileSync(join(WEB_DIST, file), 'utf8')).not.toMatch(/react\.dev|TypeBox/i);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('a survey with logic is answered with the keyboard alone, resumed after a reload, and ends early when a rule says so', async ({ page, request }) => {
    const id = await publishSurvey(request, SHOP);
    await page.goto(`/survey/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help us improve the shop');
    await expect(page).toHaveTitle('Shopping with us');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await shot(page, 'answer-welcome-phone');

    await tabTo(page, page.getByRole('button', { name: 'Start' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Question 1 of 4')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Have you bought from us before? (required)' })).toBeFocused();

    // Going on without the required answer: the message is tied to the controls, which get focus.
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    const yes = page.getByRole('radio', { name: 'Yes' });
    await expect(page.getByText('This question needs an answer.')).toBeVisible();
    await expect(yes).toBeFocused();
    await expect(yes).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('group', { name: 'Have you bought from us before? (required)' })).toHaveAccessibleDescription('This question needs an answer.');
    await shot(page, 'answer-error-phone');
    await page.keyboard.press('Space');
    // Yes shows the satisfaction question: five questions now.
    await expect(page.getByText('Question 1 of 5')).toBeVisible();
    await expect(page.getByText('This question needs an answer.')).toBeHidden();
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    await expect(page.getByText('Question 2 of 5')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: '1 (Very unhappy)' })).toBeFocused();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '4' })).toBeChecked();
    await shot(page, 'answer-rating-phone');
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Question 3 of 5')).toBeVisible();

    // The partial response reached the server; a reload resumes on the same screen.
    await expect.poll(async () => (await responsesOf(request, id)).map((r) => [r.status, r.answers])).toEqual([['partial', { bought: true, satisfaction: 4 }]]);
    await page.reload();
    await expect(page.getByText('Question 3 of 5')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Where do you hear about our offers?' })).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: 'Email' })).toBeFocused();
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('checkbox', { name: 'Other, please specify' }));
    await page.keyboard.press('Space');
    const other = page.getByRole('textbox', { name: 'Other, please specify' });
    await expect(other).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(other).toBeFocused();
    await page.keyboard.type('Podcasts');
    await shot(page, 'answer-multiple-phone');
    await page.keyboard.press('Enter');

    await expect(page.getByText('Question 4 of 5')).toBeVisible();
    await page.keyboard.press('Tab');
    for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '9' })).toBeChecked();
    await shot(page, 'answer-nps-phone');
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Question 5 of 5')).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.type('120');

    // Back to the recommendation: below 7 the survey ends there, so the budget question goes.
    await tabTo(page, page.getByRole('button', { name: 'Back' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Question 4 of 5')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: '9' })).toBeFocused();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
    await expect(page.getByText('Question 4 of 4')).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Submit' }));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    await expect(page.getByText('Your answers help us improve the shop.')).toBeVisible();
    await shot(page, 'answer-thanks-phone');
    const responses = await responsesOf(request, id);
    expect(responses).toHaveLength(1);
    expect(responses[0]).toMatchObject({ status: 'complete', source: 'page', answers: { bought: true, satisfaction: 4, channels: { choices: ['email'], other: 'Podcasts' }, recommend: 5 } });
    expect(responses[0]!.answers).not.toHaveProperty('budget');

    // A reload after finishing shows the thank-you screen again and sends nothing new.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    expect(await responsesOf(request, id)).toHaveLength(1);
  });

  test('closed and unknown surveys get a page that says so', async ({ page, request }) => {
    const id = await publishSurvey(request, { ...SHOP, title: 'A closed survey' });
    await closeSurvey(request, id);
    await page.goto(`/survey/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This survey is closed');
    await expect(page).toHaveTitle('This survey is closed');
    await shot(page, 'answer-closed-phone');
    for (const unknown of ['00000000-0000-4000-8000-000000000000', 'no-such-survey']) {
      const response = await page.goto(`/survey/${unknown}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Survey not found');
    }
    await expect(page.getByRole('link', { name: 'Powered by Sightline' })).toHaveAttribute('href', '/');
  });
});

test.describe('on a computer', () => {
  test.use({ viewport: DESKTOP });

  test('answers given offline are kept, sent once back online, and never twice', async ({ page, context, request }) => {
    const id = await publishSurvey(request, {
      schemaVersion: 1,
      title: 'Quick feedback',
      layout: 'single-page',
      thankYou: { title: 'Thanks a lot!' },
      questions: [
        {
          id: 'colour',
          type: 'single_choice',
          title: 'Pick a colour',
          required: true,
          randomize: true,
          options: ['Red', 'Green', 'Blue', 'Yellow', 'Purple'].map((label) => ({ id: label.toLowerCase(), label })),
        },
        { id: 'note', type: 'short_text', title: 'Anything to add?', required: false, maxLength: 100 },
      ],
    });
    await page.goto(`/survey/${id}`);
    const colours = page.getByRole('group', { name: 'Pick a colour (required)' }).getByRole('radio');
    // evaluateAll does not wait: read the order once the page has drawn the question.
    await expect(colours).toHaveCount(5);
    const order = await colours.evaluateAll((radios) => radios.map((radio) => radio.parentElement!.textContent));
    await page.getByRole('radio', { name: 'Blue' }).check();
    await expect(page.getByRole('status')).toHaveText('Saved');
    // The respondent's shuffled order stays the same after a reload.
    await page.reload();
    await expect(colours).toHaveCount(5);
    expect(await colours.evaluateAll((radios) => radios.map((radio) => radio.parentElement!.textContent))).toEqual(order);
    await expect(page.getByRole('radio', { name: 'Blue' })).toBeChecked();

    await context.setOffline(true);
    await page.getByRole('textbox', { name: 'Anything to add?' }).fill('Nice colours');
    await expect(page.getByText('12 of 100 characters')).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Offline — your answers are kept on this device');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thanks a lot!' })).toBeVisible();
    await expect(page.getByText('will be sent as soon as you are back online')).toBeVisible();
    await shot(page, 'answer-offline-desktop');
    expect((await responsesOf(request, id)).map((r) => r.status)).toEqual(['partial']);

    await context.setOffline(false);
    await expect(page.getByRole('status')).toHaveText('Your answers have been sent.');
    await expect(page.getByText('will be sent as soon as you are back online')).toBeHidden();
    const responses = await responsesOf(request, id);
    expect(responses).toHaveLength(1);
    expect(responses[0]).toMatchObject({ status: 'complete', answers: { colour: { choice: 'blue' }, note: 'Nice colours' } });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Thanks a lot!' })).toBeVisible();
    expect(await responsesOf(request, id)).toHaveLength(1);
  });

  test('a single page shows every question type; problems are listed at their questions', async ({ page, request }) => {
    const id = await publishSurvey(request, EVERY_TYPE);
    await page.goto(`/survey/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Every kind of question');
    await shot(page, 'answer-every-type-desktop');
    await page.setViewportSize(PHONE);
    await shot(page, 'answer-every-type-phone');
    await page.setViewportSize(DESKTOP);

    // Ranking with the keyboard: Up and Down move an option, and focus stays on it.
    const ranking = page.getByRole('group', { name: 'Rank these by importance' });
    await ranking.getByRole('button', { name: 'Down: move Price down' }).focus();
    await page.keyboard.press('Enter');
    await expect(ranking.getByRole('listitem').nth(1)).toContainText('Price');
    await expect(ranking.getByRole('button', { name: 'Down: move Price down' })).toBeFocused();
    await expect(page.getByText('Price moved to position 2 of 3.')).toBeAttached();

    // Matrix: a named radio group per row.
    await page.getByRole('radiogroup', { name: 'Delivery' }).getByRole('radio', { name: 'Good' }).check();
    // Van Westendorp: prices that do not rise are refused on submit.
    const prices = page.getByRole('group', { name: 'Pricing the Pro plan' });
    await prices.getByRole('spinbutton', { name: /so cheap/ }).fill('50');
    await prices.getByRole('spinbutton', { name: /a bargain/ }).fill('10');
    await prices.getByRole('spinbutton', { name: /seem expensive/ }).fill('60');
    await prices.getByRole('spinbutton', { name: /so expensive/ }).fill('90');

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toHaveText('2 answers need your attention.');
    await expect(page.getByRole('radio', { name: 'Apple' })).toBeFocused();
    await expect(page.getByText(/The prices should rise from question to question/)).toBeVisible();
    await shot(page, 'answer-problems-desktop');

    await page.getByRole('radio', { name: 'Prefer not to say' }).check();
    await prices.getByRole('spinbutton', { name: /a bargain/ }).fill('55');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    await shot(page, 'answer-thanks-desktop');
    const [response] = await responsesOf(request, id);
    expect(response).toMatchObject({
      status: 'complete',
      answers: { fruit: { special: 'prefer_not' }, order: ['quality', 'price', 'speed'], grid: { delivery: 'good' }, price: { tooCheap: 50, cheap: 55, expensive: 60, tooExpensive: 90 } },
    });
  });

  test("Sightline's own accessibility audit finds nothing to fail on the answer page", async ({ request }) => {
    test.setTimeout(180_000);
    const id = await publishSurvey(request, EVERY_TYPE);
    const crawl = await request.post('/api/proxy/v1/crawl', {
      data: { startUrls: [`${reachableHost}/survey/${id}`], maxPages: 1, maxDepth: 0, analysisTypes: ['USABILITY'], saveScreenshots: false },
    });
    expect(crawl.ok(), await crawl.text()).toBe(true);
    const { syntheticId } = (await crawl.json()) as { syntheticId: string };
    await expect
      .poll(async () => ((await (await request.get(`/api/analyses/${syntheticId}`)).json()) as { analysis: { status: string } }).analysis.status, { timeout: 150_000, intervals: [1000] })
      .toBe('completed');
    const { report } = (await (await request.get(`/api/analyses/${syntheticId}/report?view=detailed`)).json()) as {
      report: { pages: { url: string; findings: { id: string; category: string; outcome: string; title: string; elements: { snippet: string }[] }[]; unmeasured?: { category: string }[] }[] };
    };
    const [surveyPage] = report.pages;
    expect(surveyPage!.url).toContain(`/survey/${id}`);
    expect(surveyPage!.unmeasured ?? []).toEqual([]);
    const accessibility = surveyPage!.findings.filter((finding) => finding.category === 'accessibility');
    console.log(`accessibility findings on the answer page: ${accessibility.length}, failed: ${accessibility.filter((f) => f.outcome === 'failed').length}`);
    expect(accessibility.length).toBeGreaterThan(10);
    const failed = accessibility.filter((finding) => finding.outcome === 'failed');
    expect(failed.map((finding) => `${finding.id}: ${finding.title} (${finding.elements.map((element) => element.snippet).join(' | ')})`)).toEqual([]);
  });
});
