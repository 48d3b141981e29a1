import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './helpers/axe';
import { readPdf } from './helpers/reports';

// A question-bias report as a report: pasted questions become a saved report its owner can export
// (PDF from the server's printer, JSON) and share; the share link opens it read-only in another
// browser (no cookie, no account), which can download it too, until the owner revokes the link.
// The report is listed in My reports beside analyses. Set SHOTS_DIR to keep screenshots of what the
// test sees (phone 390×844 and desktop 1280×800).
test.describe.configure({ timeout: 120_000 });

const SHOTS_DIR = process.env.SHOTS_DIR;
const SIZES = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

async function shoot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  const before = page.viewportSize();
  for (const [device, size] of SIZES) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SHOTS_DIR, `${name}-${device}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

const PASTED = ['Was the staff friendly and helpful?', 'Would you pay for a budgeting app?', 'How did you first hear about us?'].join('\n');

test('pasted questions → report → share link opened in another browser → exports; revoking the link closes it', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/bias-detection');
  await page.getByLabel('Questions, one a line').fill(PASTED);
  await page.getByRole('button', { name: 'Check the questions' }).click();
  await page.waitForURL(/\/bias-detection\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split('/').at(-1)!;
  await expect(page.getByRole('heading', { name: '2 findings on 2 of 3 questions' })).toBeVisible();

  // Exports: the server prints this page to PDF; the JSON holds what was checked and found.
  const toolbar = page.getByRole('toolbar', { name: 'Report actions' });
  const [pdf] = await Promise.all([page.waitForEvent('download'), toolbar.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/^sightline-bias-questions-\d{4}-\d{2}-\d{2}\.pdf$/);
  const printed = await readPdf(pdf);
  expect(printed.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(printed.pages).toBeGreaterThanOrEqual(1);

  // A share link, shown once.
  const panel = page.getByTestId('bias-share-panel');
  await panel.getByLabel('Link expires').selectOption('7');
  await panel.getByRole('button', { name: 'Create link' }).click();
  const url = await panel.getByTestId('share-url').inputValue();
  expect(url).toMatch(new RegExp(`/bias-detection/${id}/[A-Za-z0-9_-]{43}$`));
  await expect(panel.getByTestId('share-link-row')).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'bias-questions-report');

  // Another browser (no owner cookie) opens it read-only, and downloads the JSON through the link.
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
  const visitor = await visitorContext.newPage();
  await visitor.goto(new URL(url).pathname);
  await expect(visitor.getByText('Shared bias report · read-only')).toBeVisible();
  await expect(visitor.getByRole('heading', { name: '2 findings on 2 of 3 questions' })).toBeVisible();
  await expect(visitor.locator('#question-1').getByRole('heading', { name: 'Double-barreled question' })).toBeVisible();
  await expect(visitor.getByTestId('bias-share-panel')).toHaveCount(0);
  expect(await axeViolations(visitor)).toEqual([]);
  await shoot(visitor, 'bias-questions-shared');
  const [json] = await Promise.all([visitor.waitForEvent('download'), visitor.getByRole('button', { name: 'Download JSON' }).click()]);
  const file = JSON.parse(await readFile(await json.path(), 'utf8'));
  expect(file).toMatchObject({ id, kind: 'questions', source: 'text', questions: PASTED.split('\n') });
  expect(file.result.summary).toMatchObject({ questions: 3, findings: 2 });
  expect(file.result.questions[0].findings[0]).toMatchObject({ rule: 'double-barreled', rewrite: ['Was the staff friendly?', 'Was the staff helpful?'] });

  // The owner sees the view counted, and revokes the link: it opens nothing any more.
  await page.reload();
  await expect(panel.getByTestId('share-link-row')).toContainText('1 view');
  await panel.getByRole('button', { name: /^Revoke the link made/ }).click();
  await expect(panel.getByTestId('share-link-row')).toContainText('Revoked');
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Bias report not found');
  await visitorContext.close();

  // My reports lists it beside analyses, by kind.
  await page.goto('/standard-report');
  const listed = page.getByTestId('report-list-bias').filter({ hasText: '“Was the staff friendly and helpful?” and 2 more' });
  await expect(listed).toContainText('Question bias check');
  await expect(listed).toContainText('2 findings');
  await shoot(page, 'my-reports');
  await listed.getByRole('link').click();
  await expect(page).toHaveURL(`/bias-detection/${id}`);
});
