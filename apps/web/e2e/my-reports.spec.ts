import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { analysisFixtureHost } from './analysis-fixture.mjs';
import { signIn } from './helpers/reports';
import { linkWithParam, waitForMail } from './mailbox';

// A visitor types a page of a site, gets its report, asks for more pages of the site, then creates an
// account in the same browser and, asked on the list (naming the account), adds the reports to it:
// another browser signed in to that account lists both reports.
// The tests run in order and share the visitor's browser.
test.describe.configure({ mode: 'serial' });

const TIMEZONE = 'Asia/Tokyo';
test.use({ timezoneId: TIMEZONE });

const START = `http://${analysisFixtureHost}/guide/`;
const PASSWORD = 'correct horse battery';
const email = `e2e-my-reports-${Date.now()}@example.test`;
let visitor: BrowserContext;
const ids: string[] = [];

test.beforeAll(async ({ browser }) => {
  visitor = await browser.newContext({ timezoneId: TIMEZONE });
});
test.afterAll(async () => {
  await visitor.close();
});

const myReportsLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My reports' });

async function reportPages(page: Page, id: string): Promise<string[]> {
  const response = await page.request.get(`/api/analyses/${id}/report`);
  return ((await response.json()) as { report: { pages: Array<{ url: string }> } }).report.pages.map((entry) => entry.url);
}

test('a typed path is the page analysed, and the report offers more pages of the site', async () => {
  test.setTimeout(360_000);
  const page = await visitor.newPage();
  await page.goto('/');
  await expect(myReportsLink(page)).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Website domain' }).fill(`${analysisFixtureHost}/guide/`);
  await expect(page.getByTestId('domain-message').first()).toHaveText(`We'll analyse ${START}`, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Analyze My Website' }).click();
  await expect(page).toHaveURL(/\/waitlist\?domain=tea-shop-e2e\.test&syntheticId=[0-9a-f-]{36}&analysisStarted=true/);
  ids.push(new URL(page.url()).searchParams.get('syntheticId')!);
  // The step inside the page, in words, while it is analysed.
  await expect(page.getByTestId('progress-step')).toContainText(/on the phone view…|screenshots…/, { timeout: 60_000 });

  await expect(page).toHaveURL(`/standard-report/${ids[0]}`, { timeout: 180_000 });
  expect(await reportPages(page, ids[0]!)).toEqual([START]);
  // This browser has a report now: the header leads to the list.
  await expect(myReportsLink(page)).toBeVisible();

  const more = page.getByRole('region', { name: 'More pages of this site' });
  await expect(more).toContainText(`This report covers 1 page. We can follow the links from ${START} and analyse up to 5 pages of the site`);
  await more.getByRole('button', { name: 'Analyse more pages of this site' }).click();
  await expect(page).toHaveURL(/\/waitlist\?domain=tea-shop-e2e\.test&syntheticId=[0-9a-f-]{36}&analysisStarted=true/);
  ids.push(new URL(page.url()).searchParams.get('syntheticId')!);
  expect(ids[1]).not.toBe(ids[0]);

  await expect(page).toHaveURL(`/standard-report/${ids[1]}`, { timeout: 240_000 });
  // The whole-site crawl from the same page: the guide and the page it links to.
  expect(await reportPages(page, ids[1]!)).toEqual([START, `${START}green`]);
  await expect(page.getByText('2 pages analysed')).toBeVisible();
  // At the anonymous limit, more pages need an account.
  await expect(more).toContainText('Signed in, you can analyse up to 10 pages of the site.');
  await expect(more.getByRole('button', { name: 'Analyse more pages of this site' })).toHaveCount(0);
  await page.close();
});

test('after signing up in that browser its reports join the account when asked: another browser signed in to it lists them', async ({ browser }) => {
  test.skip(ids.length < 2, 'needs the analyses of the first test');
  const page = await visitor.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  await dialog.getByLabel('Name').fill('Tea Shop Owner');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByRole('status')).toContainText(`We sent an email to ${email}`);
  await page.keyboard.press('Escape');
  const [confirm] = await waitForMail(email);
  await page.goto(linkWithParam(confirm!, 'magic_token'));
  await expect(page.getByTestId('toast')).toContainText('Signed In Successfully');
  // The link moved nothing by itself (anyone can send their own link to someone else): the list asks,
  // naming the account.
  await myReportsLink(page).click();
  const prompt = page.getByRole('region', { name: 'Add to my account' });
  await expect(prompt).toContainText(`This browser has 2 analyses, made without an account and not in yours (signed in as ${email}). Add them to your account?`);
  await prompt.getByRole('button', { name: 'Add to my account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your account' })).toHaveText('Added to your account: 2 analyses.');
  await expect(prompt).toHaveCount(0);

  const other = await browser.newContext({ timezoneId: TIMEZONE });
  const elsewhere = await other.newPage();
  await elsewhere.goto('/');
  // A fresh browser, signed out, has no reports to list.
  await expect(myReportsLink(elsewhere)).toHaveCount(0);
  await signIn(elsewhere, email, PASSWORD);
  await myReportsLink(elsewhere).click();
  await expect(elsewhere.getByRole('heading', { level: 1 })).toHaveText('Your reports');
  const listed = elsewhere.getByRole('main').getByRole('link', { name: new RegExp(analysisFixtureHost) });
  await expect(listed).toHaveCount(2);
  await listed.first().click();
  await expect(elsewhere).toHaveURL(`/standard-report/${ids[1]}`);
  await expect(elsewhere.getByRole('heading', { level: 1 })).toHaveText(analysisFixtureHost);
  await other.close();
  await page.close();
});
