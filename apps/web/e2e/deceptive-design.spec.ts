import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { analysisFixtureHost } from './analysis-fixture.mjs';
import { axeViolations } from './helpers/axe';
import { expectImageLoaded } from './helpers/reports';

// The site half of /bias-detection: a page typed into its "deceptive design" panel is analysed for
// DECEPTIVE_DESIGN alone (a real analysis of the fixture's /deals page: a low-stock claim and a
// newsletter box ticked in advance), followed on the waitlist, which opens its site report at
// /bias-detection/{id}: the patterns found, ranked, with their pattern, bias, rules and evidence. The
// analysis's own comprehensive report shows the same findings with the category. Set SHOTS_DIR to keep screenshots
// of what the test sees (phone 390×844 and desktop 1280×800).
test.describe.configure({ mode: 'serial' });

const SHOTS_DIR = process.env.SHOTS_DIR;
const SIZES = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

async function shoot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  for (const [device, size] of SIZES) {
    await page.setViewportSize(size);
    // From the top, so that the sticky header is drawn where it belongs in the full-page image.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SHOTS_DIR, `${name}-${device}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a page typed on /bias-detection is checked for deceptive design only, and its site report shows the patterns found, ranked, with their evidence and the rules cited', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/bias-detection');
  const panel = page.getByTestId('deceptive-design-panel');
  await page.getByRole('link', { name: 'Check it for deceptive design' }).click();
  await expect(panel).toBeInViewport();
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Check a website for deceptive design');
  await expect(panel).toContainText('English text only');
  await expect(panel).toContainText('not as legal advice');
  expect(await axeViolations(page)).toEqual([]);

  await panel.getByRole('textbox', { name: 'Website domain' }).fill(`http://${analysisFixtureHost}/deals`);
  await expect(panel.getByTestId('domain-form')).toHaveAttribute('data-status', 'valid', { timeout: 15_000 });
  await expect(panel.getByTestId('domain-message')).toHaveText(`We'll analyse http://${analysisFixtureHost}/deals`);
  await shoot(page, 'bias-detection');

  const started = page.waitForRequest((request) => request.url().endsWith('/api/bias/sites') && request.method() === 'POST');
  await panel.getByRole('button', { name: 'Check the site' }).click();
  expect((await started).postDataJSON()).toEqual({ address: `${analysisFixtureHost}/deals` });
  await expect(page).toHaveURL(new RegExp(`/waitlist\\?domain=${analysisFixtureHost.replaceAll('.', '\\.')}&syntheticId=[0-9a-f-]{36}&analysisStarted=true&biasReport=[0-9a-f-]{36}`));
  const waitlist = new URL(page.url()).searchParams;
  const id = waitlist.get('syntheticId')!;
  const reportId = waitlist.get('biasReport')!;

  // The waitlist opens the site report once the analysis is done: the patterns found, most severe
  // first, each with its pattern, bias, rules and evidence (the words and the element's crop).
  await expect(page).toHaveURL(`/bias-detection/${reportId}`, { timeout: 120_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Deceptive design check: ${analysisFixtureHost}`);
  const patterns = page.getByTestId('pattern');
  await expect(patterns.first()).toBeVisible();
  const preTicked = page.locator('[data-testid="pattern"][data-finding-id="pre-ticked-boxes"]');
  await expect(preTicked.getByRole('heading', { name: 'Boxes are ticked in advance for add-ons, mailings or consent' })).toBeVisible();
  await expect(preTicked.getByTestId('pattern-names')).toContainText('Default effect');
  await expect(preTicked.getByTestId('pattern-references').getByRole('link', { name: /Planet49/ })).toHaveAttribute('href', 'https://curia.europa.eu/juris/liste.jsf?num=C-673/17');
  const scarcity = page.locator('[data-testid="pattern"][data-finding-id="scarcity-claims"]');
  await expect(scarcity.getByTestId('evidence').first()).toContainText('Only 2 left in stock!');
  await expectImageLoaded(scarcity.getByTestId('evidence').first().getByRole('img'));
  // Ranked: no pattern is more severe than the one before it.
  const order = ['critical', 'serious', 'moderate', 'minor'];
  const severities = await patterns.evaluateAll((cards) => cards.map((card) => card.querySelector('span.rounded')?.textContent?.toLowerCase() ?? ''));
  expect(severities.map((s) => order.indexOf(s))).toEqual([...severities.map((s) => order.indexOf(s))].sort((a, b) => a - b));
  await expect(page.getByText('not measured')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'site-report');

  // My reports lists the check once, as a deceptive design check.
  await page.goto('/standard-report');
  await expect(page.getByTestId('report-list-bias').filter({ hasText: 'Deceptive design check' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: new RegExp(`^${analysisFixtureHost.replaceAll('.', '\\.')}`) })).toHaveCount(1);

  // The comprehensive report's card: the pattern, the bias it plays on, and the rules, each a link.
  await page.goto(`/comprehensive-report/${id}`);
  const card = page.locator('[data-testid="finding"][data-finding-id="pre-ticked-boxes"]');
  await expect(card.getByTestId('finding-pattern')).toContainText('Sneaking / forced consent: pre-selected option');
  await expect(card.getByTestId('finding-pattern')).toContainText('Default effect');
  const references = card.getByTestId('finding-references');
  await expect(references.getByRole('link', { name: /Planet49/ })).toHaveAttribute('href', 'https://curia.europa.eu/juris/liste.jsf?num=C-673/17');
  await expect(references.getByRole('link', { name: /Digital Services Act/ })).toHaveAttribute('href', 'https://eur-lex.europa.eu/eli/reg/2022/2065/oj');
  await expect(references).toContainText('not legal advice');
  await expect(page.locator('[data-testid="finding"][data-finding-id="scarcity-claims"]')).toContainText('Only 2 left in stock!');
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'comprehensive-report');

});
