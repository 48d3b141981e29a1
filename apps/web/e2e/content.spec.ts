import { expect, test } from '@playwright/test';

// The guides library, blog and help centre (content/**): prerendered pages that read before any
// script runs, hydrate without a mismatch, and link, search and navigate inside the app.

test('a guide reads with scripts off: its own title, description, canonical URL, Open Graph tags, contents, checks and sources', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/guides/laws/fitts-law');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Fitts's law | Sightline");
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Fitts's law");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Fitts/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/guides/laws/fitts-law`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', "Fitts's law");
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText(['Sightline guides', /^Laws of UX$/]);
  await expect(page.getByRole('heading', { name: 'How Sightline checks this' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sources' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'The information capacity of the human motor system in controlling the amplitude of movement' })).toHaveAttribute('href', /^https:\/\//);
  await context.close();
});

test('a law also answers at /guides/ux-laws/{slug}, with the canonical URL of /guides/laws/{slug}', async ({ request, baseURL }) => {
  const response = await request.get('/guides/ux-laws/hicks-law');
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(`<link rel="canonical" href="${baseURL}/guides/laws/hicks-law" />`);
  const alias = await request.get('/guides/research-methods');
  expect(await alias.text()).toContain(`<link rel="canonical" href="${baseURL}/guides/ux-research-methods" />`);
});

test('a guide loads none of the app, only its own small script, and works: menu, links, sign in', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/guides/cognitive-biases');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#mobile-nav')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('#mobile-nav')).toBeHidden();
  expect(scripts.some((path) => /\/assets\/main-/.test(path))).toBe(false);
  // A link in the rendered Markdown, and one in the hub's list of pages, load the next page.
  await page.locator('.content-prose a[href="/guides/biases/anchoring"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Anchoring/);
  await expect(page).toHaveTitle(/^Anchoring.* \| Sightline$/);
  await page.goBack();
  await page.getByRole('list').getByRole('link', { name: /^Loss aversion/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Loss aversion/);
  // "Sign in" opens the dialog on the home page, where the app is.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(problems).toEqual([]);
});

test('a link from the app to a guide loads the guide as its own page', async ({ page }) => {
  await page.goto('/features');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Guides', exact: true }).click();
  await expect(page).toHaveURL(/\/guides$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Sightline guides/);
});

test('search finds guides and articles by title and heading, in the browser', async ({ page }) => {
  await page.goto('/guides');
  const search = page.getByRole('searchbox', { name: 'Search guides and articles' });
  const results = page.locator('[data-results]');
  await search.fill('fitts');
  // The hub's own text links Fitts's law too: the result is the one among the results.
  await expect(results.getByRole('link', { name: /^Fitts's law/ })).toBeVisible();
  await search.fill('zzqqxx');
  await expect(page.getByText('Nothing matches "zzqqxx".')).toBeVisible();
  await search.fill('dark mode');
  await results.getByRole('link', { name: /dark mode/i }).first().click();
  await expect(page).toHaveURL(/\/blog\/dark-mode-design$/);
});

test('a guide that does not exist answers 404 and says so, with the search', async ({ page }) => {
  const response = await page.goto('/guides/biases/no-such-bias');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No such page');
  await expect(page.getByRole('searchbox')).toBeVisible();
});

test('the blog lists its articles newest first and has an RSS feed; the sitemap and robots.txt name absolute URLs', async ({ page, request, baseURL }) => {
  await page.goto('/blog');
  const dates = await page.locator('main li time').allTextContents();
  expect(dates.length).toBeGreaterThanOrEqual(20);
  const feed = await request.get('/blog/rss.xml');
  expect(feed.headers()['content-type']).toContain('application/rss+xml');
  const xml = await feed.text();
  expect(xml.match(/<item>/g)?.length).toBeGreaterThanOrEqual(20);
  expect(xml).toContain(`<link>${baseURL}/blog/`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}/guides/laws/fitts-law</loc>`);
  expect(sitemap).not.toContain('/guides/ux-laws/');
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('on a phone a guide with a table does not scroll sideways; the table scrolls in its own region', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/guides/laws/chunking');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByRole('region', { name: /^Table: / }).first()).toBeVisible();
  await context.close();
});
