import { expect, test } from '@playwright/test';
import { sharedAnalysis } from './helpers/analysis-api';
import { axeViolations } from './helpers/axe';
import { chunkPaths } from './helpers/chunks';

// Industry benchmarks: the page with this installation's aggregates (withheld below ten sites) and
// the published studies, and a report's owner tagging its industry to be compared.

test('the benchmarks page withholds aggregates below ten sites, cites its published studies and passes axe', async ({ page }) => {
  await page.goto('/industry-benchmarks?industry=saas');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How sites in your industry score');
  await expect(page.getByLabel('Industry')).toHaveValue('saas');
  await expect(page.getByRole('heading', { name: 'Software and SaaS: this installation' })).toBeVisible();
  await expect(page.getByText(/Not enough tagged sites to show aggregates: 0 of the 10 needed/)).toBeVisible();

  const webaim = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'The WebAIM Million (2024)' }) });
  await expect(webaim.getByText('The home pages of the top 1,000,000 websites')).toBeVisible();
  await expect(webaim.getByRole('link', { name: 'Read the study' })).toHaveAttribute('href', 'https://webaim.org/projects/million/2024');

  await page.getByLabel('Industry').selectOption('all');
  await expect(page).toHaveURL(/\/industry-benchmarks$/);
  await expect(page.getByRole('heading', { name: 'All tagged sites: this installation' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("a report's owner tags its industry; the report then counts in that industry and says how many others it waits for", async ({ browser }) => {
  test.setTimeout(180_000);
  const owner = await browser.newContext();
  // The run's shared report (report-views.spec.ts reads it too): tagging it changes no view's findings.
  const { token, syntheticId } = await sharedAnalysis(owner.request);
  await owner.addInitScript((value) => localStorage.setItem('auth_token', value), token);
  const page = await owner.newPage();
  await page.goto(`/standard-report/${syntheticId}`);

  // A visitor of a share link: while the report is not tagged there is nothing to compare, so neither the panel nor its code.
  const shared = await owner.request.post(`/api/analyses/${syntheticId}/share-links`, { headers: { authorization: `Bearer ${token}` }, data: {} });
  expect(shared.status()).toBe(201);
  const shareUrl = new URL(((await shared.json()) as { url: string }).url).pathname;
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const scripts: string[] = [];
  visitor.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await visitor.goto(shareUrl);
  await expect(visitor.getByRole('heading', { name: 'Screenshots' })).toBeVisible();
  await visitor.waitForLoadState('networkidle');
  await expect(visitor.getByRole('region', { name: 'How this site compares' })).toHaveCount(0);
  expect(scripts.filter((url) => chunkPaths('benchmark-panel').includes(new URL(url).pathname))).toEqual([]);

  const panel = page.getByRole('region', { name: 'How this site compares' });
  await expect(panel.getByText('This report is not tagged with an industry, so it is not compared with anything.')).toBeVisible();
  await panel.getByLabel('Industry of this site').selectOption('travel');
  await expect(panel.getByText('Saved.')).toBeVisible();
  await expect(panel.getByText(/other sites? (is|are) tagged Travel and hospitality here; percentiles appear once 10 are\./)).toBeVisible();

  // Tagged, the report is compared for its visitors too (without the owner's picker).
  await visitor.reload();
  const visitorPanel = visitor.getByRole('region', { name: 'How this site compares' });
  await expect(visitorPanel.getByText(/other sites? (is|are) tagged Travel and hospitality here/)).toBeVisible();
  await expect(visitorPanel.getByLabel('Industry of this site')).toHaveCount(0);
  await visitorContext.close();

  await panel.getByRole('link', { name: 'See the industry benchmarks' }).click();
  await expect(page).toHaveURL(/\/industry-benchmarks\?industry=travel$/);
  await expect(page.getByText(/^\d+ tagged sites?/)).toBeVisible();
  const listed = await page.getByLabel('Industry').locator('option[value="travel"]').textContent();
  expect(Number(/\((\d+)\)/.exec(listed ?? '')?.[1])).toBeGreaterThanOrEqual(1);
  await owner.close();
});
