import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { analysisFixtureHost } from './analysis-fixture.mjs';
import { sharedAnalysis } from './helpers/analysis-api';
import { axeViolations } from './helpers/axe';
import { expectImageLoaded } from './helpers/reports';

// The report views of the run's shared analysis of the fixture site, started by a signed-in owner: the
// standard report's top fixes with their evidence and rank, the links between the views, findings
// with markers beside the annotated screenshot, share links of those views, print, axe on each
// view, and an agency's branding with nothing of ours on the page.
test.describe.configure({ mode: 'serial' });

const TIMEZONE = 'Asia/Tokyo';
test.use({ timezoneId: TIMEZONE });

const PAGE_URL = `http://${analysisFixtureHost}/`;
let owner: BrowserContext;
let syntheticId = '';
/** The critical badge's colour in the plain view, which the white-label accent must not change. */
let criticalColour = '';

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  owner = await browser.newContext({ timezoneId: TIMEZONE });
  const shared = await sharedAnalysis(owner.request);
  await owner.addInitScript((value) => localStorage.setItem('auth_token', value), shared.token);
  syntheticId = shared.syntheticId;
});
test.afterAll(async () => {
  await owner?.close();
});

const ownerPage = async (path: string): Promise<Page> => {
  const page = await owner.newPage();
  await page.goto(path);
  return page;
};

/** Creates a share link from the report's share panel and returns its path. */
async function createShareLink(page: Page, view: string): Promise<string> {
  await page.getByRole('button', { name: 'Create link' }).click();
  const url = await page.getByTestId('share-url').inputValue();
  expect(url).toMatch(new RegExp(`/${view}/${syntheticId}/[A-Za-z0-9_-]{43}$`));
  return new URL(url).pathname;
}

test('the comprehensive report groups every finding by category and severity, with markers beside the annotated screenshot', async () => {
  const page = await ownerPage(`/comprehensive-report/${syntheticId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(analysisFixtureHost);
  const pageFindings = page.getByTestId('page-findings');
  await expect(pageFindings.getByRole('heading', { level: 3 })).toHaveText(PAGE_URL);

  // The image without alt text: a failed accessibility check whose element is marker 1 on the
  // mobile screenshot, with its snippet and its WCAG criterion and level.
  const accessibility = pageFindings.locator('[data-category="accessibility"]');
  await expect(accessibility.getByRole('heading', { level: 4 })).toHaveText('Accessibility');
  const imageAlt = accessibility.locator('[data-finding-id="axe-image-alt"]');
  await expect(imageAlt.getByRole('heading', { level: 6 })).toHaveText('Images must have alternative text');
  const critical = imageAlt.getByText('Critical', { exact: true });
  await expect(critical).toBeVisible();
  criticalColour = await critical.evaluate((badge) => getComputedStyle(badge).backgroundColor);
  await expect(imageAlt).toContainText('WCAG 1.1.1 (A)');
  await expect(imageAlt.getByTestId('marker')).toHaveAttribute('title', 'Marker 1 on the mobile screenshot');
  await expect(imageAlt.locator('pre')).toContainText('<img src="/missing.png"');
  // Checks with a guide page link to it.
  await expect(pageFindings.locator('[data-finding-id="is-https"]').getByRole('link', { name: /Read the guide/ })).toHaveAttribute('href', /^\/guides\//);

  // Failures come by severity; "could not tell" is kept apart and carries no severity.
  const usability = pageFindings.locator('[data-category="usability"]');
  await expect(usability.getByRole('heading', { level: 5 }).first()).toHaveText(/^(Critical|Serious) \(\d+\)$/);
  await expect(usability.locator('[data-finding-id="form-labels"]').getByTestId('marker')).toHaveAttribute('title', /^Marker \d+ on the mobile screenshot$/);
  const review = pageFindings.getByTestId('needs-review').first();
  await expect(review.getByRole('heading', { level: 5 })).toHaveText(/^Needs a human look \(\d+\)$/);
  await expect(review.getByText(/^(Critical|Serious|Moderate|Minor)$/)).toHaveCount(0);

  await expectImageLoaded(page.getByRole('img', { name: `Annotated mobile screenshot of ${PAGE_URL}` }));
  // Beside the findings, but no complementary landmark inside the page's main one.
  await expect(page.getByRole('region', { name: 'Annotated screenshots' })).toBeVisible();
  await expect(page.locator('main aside')).toHaveCount(0);
  // What the PDF renderer waits for: the data and every image are there.
  await expect(page.locator('article[data-report-ready="true"]')).toBeAttached();

  const wcag = page.getByRole('region', { name: 'WCAG breakdown' });
  const altRow = wcag.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^1\.1\.1\s*Non-text Content$/ }) });
  await expect(altRow.getByRole('cell').nth(0)).toHaveText('A');
  await expect(altRow.getByRole('cell').nth(1)).toHaveText('Fails');
  const resources = page.getByRole('region', { name: 'Resources' }).getByTestId('resources');
  await expect(resources.getByRole('heading', { level: 3 })).toHaveText(PAGE_URL);
  await expect(resources.getByRole('rowheader', { name: 'Document' })).toBeVisible();
  await expect(resources).toContainText(`${PAGE_URL} (Document)`);
  // The owner's first analysis of this domain: nothing earlier to compare with, and it says so.
  await expect(page.getByTestId('what-changed')).toContainText(`This is the first analysis of ${analysisFixtureHost}`);

  // On paper: the report alone, without the site's header, footer, toolbar or share panel.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('toolbar', { name: 'Report actions' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Share this report' })).toBeHidden();
  await expect(page.getByTestId('page-findings')).toBeVisible();
  await page.close();
});

test('a comprehensive share link opens in a fresh browser; a tampered token and another view do not', async ({ browser }) => {
  const page = await ownerPage(`/comprehensive-report/${syntheticId}`);
  const path = await createShareLink(page, 'comprehensive-report');
  await page.close();

  const stranger = await browser.newContext({ timezoneId: TIMEZONE });
  const visitor = await stranger.newPage();
  await visitor.goto(`/comprehensive-report/${syntheticId}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Report not available');

  await visitor.goto(path);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(analysisFixtureHost);
  await expect(visitor.getByText('Shared report')).toBeVisible();
  await expect(visitor.locator('[data-finding-id="axe-image-alt"]').getByTestId('marker')).toHaveAttribute('title', 'Marker 1 on the mobile screenshot');
  await expectImageLoaded(visitor.getByRole('img', { name: `Annotated mobile screenshot of ${PAGE_URL}` }));
  await expect(visitor.getByRole('button', { name: 'Create link' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Re-run analysis' })).toHaveCount(0);

  // The views it links to keep the token and stop where the link's scope does: no detailed view.
  const token = path.split('/').at(-1)!;
  const views = visitor.getByRole('navigation', { name: 'Views of this report' });
  await expect(views.getByRole('link')).toHaveText(['Summary', 'Comprehensive']);
  await views.getByRole('link', { name: 'Summary' }).click();
  await expect(visitor).toHaveURL(`/standard-report/${syntheticId}/${token}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(analysisFixtureHost);
  await expect(visitor.getByRole('link', { name: 'Open the comprehensive report' })).toHaveAttribute('href', path);

  // The link opens its own view (and the standard one), not the white-label view.
  await visitor.goto(`/comprehensive-report-whitelabel/${syntheticId}/${token}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('This link does not include that view');
  await visitor.getByRole('link', { name: 'Open the shared report' }).click();
  await expect(visitor).toHaveURL(`/standard-report/${syntheticId}/${token}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(analysisFixtureHost);

  const tampered = path.replace(token, `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`);
  await visitor.goto(tampered);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Link not valid');
  await expect(visitor.getByText(analysisFixtureHost)).toHaveCount(0);
  await stranger.close();
});

/** The overall points a fix would bring, from its "why this rank" line (`< 0.1` counts as 0). */
function gainOf(reason: string): number {
  const match = /≈ (< )?([\d.]+) overall/.exec(reason);
  return match?.[1] ? 0 : Number(match?.[2]);
}

test('the standard report shows the evidence of each top fix and why it ranks there, and links to the other views', async () => {
  const page = await ownerPage(`/standard-report/${syntheticId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(analysisFixtureHost);
  // Ready for the PDF without scrolling, and the screenshots are there before they are scrolled to.
  await expect(page.locator('article[data-report-ready="true"]')).toBeAttached();
  const shot = page.getByRole('img', { name: `mobile screenshot of ${PAGE_URL}` });
  expect(await shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(100);

  // The image without alt text: its element, and its box cut out of the annotated screenshot.
  const imageAlt = page.locator('[data-testid="top-fix"][data-finding-id="axe-image-alt"]');
  await expect(imageAlt.locator('pre')).toContainText('<img src="/missing.png"');
  const thumbnail = imageAlt.getByRole('img', { name: 'Marker 1 on the mobile screenshot' });
  await expectImageLoaded(thumbnail);
  expect(await thumbnail.locator('..').boundingBox()).toMatchObject({ width: 256, height: 144 });
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(256);
  await expect(imageAlt.getByTestId('rank-reason')).toHaveText(/^Why this rank: Accessibility \d+ % × [\d.]+ points ≈ [\d.]+ overall · on the page analysed$/);

  // Ranked by what each fix brings; the two checks of the site's missing https are one fix.
  const reasons = await page.getByTestId('top-fix').getByTestId('rank-reason').allTextContents();
  const gains = reasons.map(gainOf);
  expect(gains).toEqual([...gains].sort((a, b) => b - a));
  await expect(page.locator('[data-testid="top-fix"][data-finding-id="https-redirect"]')).toHaveCount(0);
  await expect(page.locator('[data-testid="top-fix"][data-finding-id="is-https"]')).toContainText('Also fixes: Plain http does not redirect to HTTPS');

  // The views link to each other.
  await expect(page.getByRole('link', { name: 'Open the comprehensive report' })).toHaveAttribute('href', `/comprehensive-report/${syntheticId}`);
  const views = () => page.getByRole('navigation', { name: 'Views of this report' });
  await expect(views().getByRole('link', { name: 'Summary' })).toHaveAttribute('aria-current', 'page');
  await views().getByRole('link', { name: 'Comprehensive' }).click();
  await expect(page).toHaveURL(`/comprehensive-report/${syntheticId}`);
  await expect(page.getByTestId('page-findings')).toBeVisible();
  await views().getByRole('link', { name: 'Detailed' }).click();
  await expect(page).toHaveURL(`/detailed-report/${syntheticId}`);
  await expect(page.getByRole('region', { name: 'Audits', exact: true })).toBeVisible();
  await views().getByRole('link', { name: 'Summary' }).click();
  await expect(page).toHaveURL(`/standard-report/${syntheticId}`);
  await page.close();
});

test('on paper the score explanation is open, lists the audit weights, and no score label runs into a ring', async () => {
  // The PDF's page width: A4 less the print margins.
  const page = await owner.newPage();
  await page.setViewportSize({ width: 703, height: 1000 });
  await page.emulateMedia({ media: 'print' });
  await page.goto(`/standard-report/${syntheticId}`);
  await expect(page.locator('article[data-report-ready="true"]')).toBeAttached();
  await expect(page.locator('details', { hasText: 'How is this score calculated?' })).toHaveJSProperty('open', true);
  await expect(page.getByText('The audit weights are listed at the end of this report.')).toBeVisible();
  await expect(page.getByTestId('audit-weights')).toContainText(/General: weight 5: [^;]*is-https/);

  const scores = page.getByRole('region', { name: 'Scores', exact: true }).getByRole('listitem').filter({ has: page.getByRole('img') });
  const boxes = await Promise.all(
    (await scores.all()).map(async (item) => ({ ring: (await item.getByRole('img').boundingBox())!, label: (await item.locator('span.block').boundingBox())! })),
  );
  const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(boxes).toHaveLength(6);
  for (const [i, { label }] of boxes.entries()) for (const [j, { ring }] of boxes.entries()) expect(overlap(label, ring), `label ${i} and ring ${j}`).toBe(false);
  await page.close();
});

/**
 * Images in the page's flow without width and height attributes (Lighthouse's unsized-images: their
 * box has no size until they arrive). Positioned ones are out of the flow, as Lighthouse counts them.
 */
const unsizedImages = (page: Page) =>
  page.locator('img').evaluateAll((images: HTMLImageElement[]) =>
    images
      .filter((img) => !['absolute', 'fixed'].includes(getComputedStyle(img).position))
      .filter((img) => !/^\d+$/.test(img.getAttribute('width') ?? '') || !/^\d+$/.test(img.getAttribute('height') ?? ''))
      .map((img) => img.alt),
  );

for (const [view, width] of [
  ['standard', 390],
  ['standard', 1366],
  ['comprehensive', 1366],
  ['detailed', 1366],
] as const) {
  test(`the ${view} report has no axe violations and no unsized image at ${width} px`, async () => {
    test.setTimeout(120_000);
    const page = await owner.newPage();
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/${view}-report/${syntheticId}`);
    await expect(page.locator('article[data-report-ready="true"]')).toBeAttached();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.locator('article img').count()).toBeGreaterThan(0);
    expect(await unsizedImages(page)).toEqual([]);
    await page.close();
  });
}

/** A real PNG drawn by the browser: the agency's logo. */
const drawLogo = (page: Page) =>
  page.evaluate(() => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 240, height: 64 });
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#0f766e';
    context.fillRect(0, 0, 64, 64);
    context.fillStyle = '#ffffff';
    context.font = 'bold 40px sans-serif';
    context.fillText('N', 18, 48);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });

const expectNothingOfOurs = async (page: Page) => {
  await expect(page.locator('body')).not.toContainText(/sightline/i);
  expect(await page.title()).not.toMatch(/sightline/i);
  // No site header, footer or cookie banner around the report.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
};

test('the white-label view shows the branding set in its panel, and nothing of Sightline', async ({ browser }) => {
  const page = await ownerPage(`/comprehensive-report-whitelabel/${syntheticId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(analysisFixtureHost);
  const panel = page.getByRole('region', { name: 'Brand this report' });

  // The logo rules are checked before anything is uploaded.
  const logo = panel.getByLabel('Logo');
  await logo.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await expect(panel.getByRole('alert')).toHaveText('The logo must be a PNG, JPEG or WebP image.');
  await logo.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(300 * 1024) });
  await expect(panel.getByRole('alert')).toHaveText('The logo is 300 KB; the limit is 200 KB.');

  await panel.getByLabel('Agency name').fill('Northwind Digital');
  await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(await drawLogo(page), 'base64') });
  await expect(panel.getByRole('img', { name: 'Logo preview' })).toBeVisible();
  expect(await unsizedImages(page)).toEqual([]);
  await panel.getByLabel('Accent colour').fill('#0f766e');
  await panel.getByRole('button', { name: 'Save branding' }).click();
  await expect(page.getByTestId('toast')).toContainText('Branding saved');

  const agency = page.getByTestId('agency');
  await expect(agency).toContainText('Northwind Digital');
  await expectImageLoaded(agency.getByRole('img', { name: 'Northwind Digital logo' }));
  expect(await unsizedImages(page)).toEqual([]);
  await expect(page.getByText(/Prepared by Northwind Digital/)).toBeVisible();
  // The accent colours the headings; severities keep their own colours.
  await expect(page.getByRole('heading', { name: 'Findings by page' })).toHaveCSS('color', 'rgb(15, 118, 110)');
  await expect(page.locator('[data-finding-id="axe-image-alt"]').getByText('Critical', { exact: true })).toHaveCSS('background-color', criticalColour);
  await expectNothingOfOurs(page);

  // Reloaded: the branding is stored with the account, and still nothing of ours.
  await page.reload();
  await expect(page.getByTestId('agency')).toContainText('Northwind Digital');
  await expectNothingOfOurs(page);

  await page.goto(`/standard-report-whitelabel/${syntheticId}`);
  await expect(page.getByTestId('agency')).toContainText('Northwind Digital');
  await expect(page.getByRole('heading', { name: 'Top fixes, by impact' })).toBeVisible();
  await expectNothingOfOurs(page);

  // The agency's client, through a white-label share link: branding, and no panel. From Berlin,
  // where any other page of ours would show the cookie banner.
  await page.goto(`/comprehensive-report-whitelabel/${syntheticId}`);
  const path = await createShareLink(page, 'comprehensive-report-whitelabel');
  await page.close();
  const client = await browser.newContext({ timezoneId: 'Europe/Berlin' });
  const visitor = await client.newPage();
  await visitor.goto(path);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(analysisFixtureHost);
  await expect(visitor.getByTestId('agency')).toContainText('Northwind Digital');
  await expectImageLoaded(visitor.getByRole('img', { name: `Annotated mobile screenshot of ${PAGE_URL}` }));
  await expect(visitor.getByRole('region', { name: 'Brand this report' })).toHaveCount(0);
  await expectNothingOfOurs(visitor);
  await client.close();
});

test('a category that could not be measured on a page says so and why, on the standard, comprehensive and detailed views', async () => {
  // The report as the analyzer writes it when axe-core could not run on the phone view (the
  // analyzer's own tests make that report; here the views must show it).
  const reason = "The accessibility engine (axe-core) could not run on this page: Cannot read properties of undefined (reading 'getRules')";
  const page = await owner.newPage();
  await page.route(new RegExp(`/api/analyses/${syntheticId}/report\\?`), async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { report: { pages: Array<Record<string, unknown>> } };
    body.report.pages[0]!.unmeasured = [{ category: 'accessibility', device: 'mobile', reason }];
    await route.fulfill({ response, json: body });
  });
  const note = `Accessibility could not be measured on this page (phone): ${reason}. None of its checks there count towards a score.`;
  await page.goto(`/standard-report/${syntheticId}`);
  await expect(page.getByText(`${PAGE_URL}: ${note}`)).toBeVisible();
  for (const view of ['comprehensive-report', 'detailed-report']) {
    await page.goto(`/${view}/${syntheticId}`);
    await expect(page.getByTestId('unmeasured')).toHaveText(note);
  }
  await page.close();
});
