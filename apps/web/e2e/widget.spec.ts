import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { SurveyDefinition } from '@sightline/shared/research/survey';
import { gzippedSize, kb, publishSurvey, responsesOf } from './helpers/surveys';
import { serverPort } from './ports.mjs';

// The embeddable widget on a site of someone else's: a plain page served from another origin (its
// own port) with the one script tag, answering through CORS; and /widget-demo, where a visitor
// makes a poll and answers it on Sightline's own page. SHOTS_DIR keeps screenshots.
const SHOTS_DIR = process.env.SHOTS_DIR;
const SIGHTLINE = `http://127.0.0.1:${serverPort}`;
const HOST_PORT = serverPort + 7;
const HOST_ORIGIN = `http://127.0.0.1:${HOST_PORT}`;

async function shot(page: Page, name: string) {
  if (SHOTS_DIR) await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`) });
}

const POLL: SurveyDefinition = {
  schemaVersion: 1,
  title: 'Quick question',
  layout: 'one-per-screen',
  thankYou: { title: 'Thanks!', body: 'Your answer was counted.' },
  questions: [
    {
      id: 'found',
      type: 'single_choice',
      title: 'How did you find this page?',
      required: true,
      options: [
        { id: 'search', label: 'A search engine' },
        { id: 'link', label: 'A link on another site' },
        { id: 'friend', label: 'Someone told me' },
      ],
    },
  ],
};

/** The site: its own styles (which must not reach the widget) and the embed tag, by query string. */
let site: Server;
test.beforeAll(async () => {
  site = createServer((request, response) => {
    const url = new URL(request.url ?? '/', HOST_ORIGIN);
    const attributes = [...url.searchParams].map(([name, value]) => (value === '' ? name : `${name}="${value}"`)).join(' ');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>A shop</title>
<style>body{font-family:Georgia,serif;margin:0;padding:24px;background:#fffbeb} button,input,label,p{font-size:40px!important;color:#b91c1c!important;background:#fde047!important}</style></head>
<body><main><h1>The tea shop</h1><p>Green and black tea, packed by hand.</p><button type="button">Add to basket</button></main>
<script src="${SIGHTLINE}/widget/v1.js" ${attributes} async></script></body></html>`);
  });
  await new Promise<void>((resolve) => site.listen(HOST_PORT, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
});

const sitePage = (attributes: Record<string, string>) => `${HOST_ORIGIN}/?${new URLSearchParams(attributes)}`;

test('the widget is one script of at most 10 KB gzipped that any site may load, cached briefly', async ({ request }) => {
  const size = gzippedSize('widget/v1.js');
  console.log(`widget/v1.js: ${kb(size)} gzipped`);
  test.info().annotations.push({ type: 'widget-gzipped', description: kb(size) });
  expect(size).toBeLessThanOrEqual(10 * 1024);
  const response = await request.get('/widget/v1.js');
  expect(response.headers()['cache-control']).toBe('public, max-age=300');
  expect(response.headers()['cross-origin-resource-policy']).toBe('cross-origin');
  expect(response.headers()['content-type']).toContain('javascript');
});

test('a feedback tab on an allowed site opens the survey, takes the answer through CORS and closes with Escape', async ({ page, request }) => {
  const id = await publishSurvey(request, POLL, [HOST_ORIGIN]);
  await page.goto(sitePage({ 'data-survey': id, 'data-mode': 'tab' }));
  const tab = page.getByRole('button', { name: 'Feedback' });
  await expect(tab).toBeVisible();
  // The site's CSS does not reach into the widget.
  expect(await tab.evaluate((el) => getComputedStyle(el).fontSize)).toBe('15px');
  await shot(page, 'widget-tab-closed-desktop');

  await tab.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Quick question' });
  await expect(dialog).toBeVisible();
  await expect(tab).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByRole('heading', { name: 'How did you find this page? (required)' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(tab).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'A link on another site' })).toBeChecked();
  await shot(page, 'widget-tab-open-desktop');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Thanks!')).toBeVisible();
  await expect(dialog.getByText('Your answer was counted.')).toBeVisible();
  await expect.poll(async () => (await responsesOf(request, id)).map((r) => r.status)).toEqual(['complete']);
  const responses = await responsesOf(request, id);
  expect(responses).toHaveLength(1);
  expect(responses[0]).toMatchObject({ status: 'complete', source: 'widget', answers: { found: { choice: 'link' } } });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a poll appears after its delay, is answered, and does not come back', async ({ page, request }) => {
    const id = await publishSurvey(request, POLL, [HOST_ORIGIN]);
    await page.goto(sitePage({ 'data-survey': id, 'data-mode': 'poll', 'data-delay': '1' }));
    const poll = page.getByRole('region', { name: 'Quick question' });
    await expect(poll).toBeHidden();
    await expect(poll).toBeVisible({ timeout: 5000 });
    // It appears without taking the focus from the page.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await shot(page, 'widget-poll-phone');
    await poll.getByRole('button', { name: 'Send' }).click();
    await expect(poll.getByText('This question needs an answer.')).toBeVisible();
    await poll.getByText('A search engine').click();
    await poll.getByRole('button', { name: 'Send' }).click();
    await expect(poll.getByText('Thanks!')).toBeVisible();
    await expect.poll(async () => (await responsesOf(request, id)).map((r) => r.status)).toEqual(['complete']);
    await page.reload();
    await page.waitForTimeout(1500);
    await expect(page.locator('sightline-widget')).toHaveCount(0);
  });
});

test('on a site the survey does not allow, the browser keeps the survey from the page and no answer is taken', async ({ page, request }) => {
  const id = await publishSurvey(request, POLL, ['https://shop.example']);
  const asked = page.waitForRequest((sent) => sent.url().endsWith(`/api/public/surveys/${id}`));
  await page.goto(sitePage({ 'data-survey': id, 'data-mode': 'tab' }));
  await asked;
  await page.waitForTimeout(1000);
  await expect(page.locator('sightline-widget')).toHaveCount(0);
  // Sending anyway from that origin: the answer is not for this page to read, and the server
  // answers no CORS header.
  const sent = await page.evaluate(
    async ({ url }) => {
      try {
        await fetch(url, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ versionId: crypto.randomUUID(), answers: {}, complete: false }) });
        return 'read';
      } catch {
        return 'blocked';
      }
    },
    { url: `${SIGHTLINE}/api/public/surveys/${id}/responses/${crypto.randomUUID()}` },
  );
  expect(sent).toBe('blocked');
  expect(await responsesOf(request, id)).toEqual([]);
});

test('/widget-demo makes a real poll, shows it on the page and counts the answer live', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/widget-demo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Feedback widget: live demo');
  await expect(page.getByText(/The widget is one script of \d+\.\d KB gzipped/)).toBeVisible();
  await page.getByLabel('After (seconds)').fill('0');
  await shot(page, 'widget-demo-form-desktop');
  await page.getByRole('button', { name: 'Use the example: “How did you find this page?”' }).click();
  await expect(page.getByRole('heading', { name: 'Your poll is live on this page' })).toBeVisible();
  await expect(page.getByText('0 answers so far.')).toBeVisible();
  const snippet = await page.getByLabel('Embed code').inputValue();
  expect(snippet).toMatch(new RegExp(`^<script src="${SIGHTLINE}/widget/v1\\.js" data-survey="[0-9a-f-]{36}" data-mode="poll" data-delay="0" async></script>$`));

  const poll = page.getByRole('region', { name: 'How did you find this page?' });
  await expect(poll).toBeVisible();
  await poll.getByText('Social media').click();
  await shot(page, 'widget-demo-live-desktop');
  await poll.getByRole('button', { name: 'Send' }).click();
  await expect(poll.getByText('Your answer was counted.')).toBeVisible();
  await expect(page.getByText('1 answer so far.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Social media' })).toContainText('1');
  await shot(page, 'widget-demo-counted-desktop');
});
