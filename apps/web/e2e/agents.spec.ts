import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { agentShopHost, agentShopObstaclesHost } from './agent-shop-fixture.mjs';
import { axeViolations } from './helpers/axe';

/** Fills the start form (on /agents or /agent-mode-demo) and lands on the live page of the new run; its id. */
async function startRun(page: Page, site: string, task: string, persona: string, button: string): Promise<string> {
  await page.getByLabel('Site', { exact: true }).fill(site);
  await page.getByLabel('Task', { exact: true }).selectOption({ label: task });
  await page.getByLabel('Persona', { exact: true }).selectOption({ label: persona });
  const stream = page.waitForRequest(/\/api\/agents\/runs\/[0-9a-f-]+\/events$/);
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(/\/agent-mode-demo\?run=[0-9a-f-]{36}$/);
  // The page follows the run over Server-Sent Events.
  await stream;
  return new URL(page.url()).searchParams.get('run')!;
}

// A new visitor runs a task from the web UI, watches its steps arrive, reads the journey map and
// compares it with a run of the same task on the shop with its planted obstacles (before/after).
test('start a task agent, watch it live, read the journey map and compare two runs', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/agents');
  await expect(page.getByRole('heading', { level: 1, name: 'Task agents' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const first = await startRun(page, agentShopHost, 'Find the price', 'Desktop, mouse', 'Start the agent');

  // Steps stream in with their screenshots, then the outcome.
  const steps = page.getByTestId('agent-step');
  await expect(steps.first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('agent-outcome')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('heading', { name: 'Task done' })).toBeVisible();
  expect(await steps.count()).toBeGreaterThanOrEqual(3);
  await expect(steps.first()).toContainText('Opened');
  const image = steps.nth(1).getByRole('img');
  await expect(image).toHaveAttribute('alt', /boxed in red/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await axeViolations(page)).toEqual([]);

  // The same task on the shop where the price hides behind a sign-up wall.
  await page.goto('/agent-mode-demo');
  const second = await startRun(page, agentShopObstaclesHost, 'Find the price', 'Desktop, mouse', 'Start and watch');
  await expect(page.getByTestId('agent-outcome')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('friction-findings')).toContainText('The price appears only after signing up');
  await expect(page.getByTestId('friction-findings').getByRole('link', { name: /Guide/ }).first()).toHaveAttribute('href', /^\/guides\//);

  // Both are listed with their outcome; the journey page compares them.
  await page.goto('/agents');
  await expect(page.getByTestId('agent-runs').getByRole('listitem')).toHaveCount(2);
  await page.goto('/customer-journey-demo');
  await page.getByRole('checkbox', { name: new RegExp(agentShopHost.replace(/\./g, '\\.')) }).check();
  await page.getByRole('checkbox', { name: new RegExp(agentShopObstaclesHost.replace(/\./g, '\\.')) }).check();
  await page.getByRole('button', { name: 'Compare 2 runs' }).click();
  await expect(page).toHaveURL(new RegExp(`runs=(${first},${second}|${second},${first})`));
  await expect(page.getByRole('heading', { level: 1, name: 'Journey: Find the price' })).toBeVisible();
  await expect(page.getByTestId('journey-row')).toHaveCount(2);
  await expect(page.getByRole('columnheader', { name: '1. Arrive' })).toBeVisible();
  await expect(page.getByTestId('friction-ranked').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByTestId('run-comparison')).toContainText(agentShopObstaclesHost);
  await expect(page.getByRole('heading', { name: 'Moments that matter' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The server prints the same page to PDF.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export PDF' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^sightline-journey-.+\.pdf$/);
  expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a run of another browser is not found', async ({ page }) => {
  await page.goto('/agent-mode-demo?run=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'No such agent run' })).toBeVisible();
});
