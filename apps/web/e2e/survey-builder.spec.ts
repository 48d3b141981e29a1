import { readFileSync } from 'node:fs';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { signUpThroughApi } from './helpers/accounts';
import { axeViolations } from './helpers/axe';

// A visitor without an account builds a survey with logic, reorders it from the keyboard, sees it
// autosaved, previews it, publishes it and opens its public link. The tests run in order and share
// the visitor's browser (the owner cookie).
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const SHOTS = '/tmp/shots-builder';
const EMBED_SHOTS = '/tmp/shots-embed';
let context: BrowserContext;
let page: Page;
let surveyId = '';

interface DraftQuestion {
  id: string;
  type: string;
  title: string;
  showIf?: { questionId: string; operator: string; value?: unknown }[];
  endIf?: { questionId: string; operator: string; value?: unknown }[];
  options?: { id: string; label: string }[];
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

/** A part of the page (or an open dialog: the window) at phone and desktop size, each checked with axe. */
async function shootPart(name: string, part: Locator) {
  for (const [device, size] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(size);
    if ((await part.getAttribute('open')) !== null) {
      await page.screenshot({ path: `${EMBED_SHOTS}/${name}-${device}.png` });
      expect(await axeViolations(page), `${name} at ${device} size`).toEqual([]);
      continue;
    }
    // The whole page cut to the part: in a full-page shot from the top the sticky header stays there, off the part.
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await part.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { y: rect.y + window.scrollY, height: rect.height };
    });
    await page.screenshot({ path: `${EMBED_SHOTS}/${name}-${device}.png`, fullPage: true, clip: { x: 0, y: Math.max(0, box.y - 16), width: size.width, height: box.height + 32 } });
    expect(await axeViolations(page), `${name} at ${device} size`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function draft(): Promise<{ questions: DraftQuestion[]; layout: string; welcome?: unknown }> {
  const response = await page.request.get(`/api/surveys/${surveyId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { survey: { draft: { questions: DraftQuestion[]; layout: string } } }).survey.draft;
}

const card = (index: number) => page.locator(`#field-questions-${index}-card`);

async function addQuestion(type: RegExp, title: string) {
  await page.getByRole('button', { name: 'Add a question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a question' });
  await dialog.getByRole('button', { name: type }).click();
  await expect(dialog).toBeHidden();
  const count = await page.locator('li[id$="-card"]').count();
  const field = page.locator(`#field-questions-${count - 1}-title`);
  // The new question's title field has the keyboard.
  await expect(field).toBeFocused();
  await field.fill(title);
}

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
});
test.afterAll(async () => {
  await context.close();
});

test('a new visitor starts a survey from /surveys', async () => {
  await page.goto('/surveys');
  await expect(page.getByRole('heading', { level: 1, name: 'Your surveys' })).toBeVisible();
  await expect(page.getByText('No surveys yet')).toBeVisible();
  await page.getByLabel('Title').fill('Customer check-in');
  await page.getByRole('button', { name: 'Create survey' }).click();
  await expect(page).toHaveURL(/\/surveys\/[0-9a-f-]{36}\/edit$/);
  surveyId = /\/surveys\/([0-9a-f-]{36})\/edit/.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { level: 1, name: 'Customer check-in' })).toBeVisible();
  await expect(page.getByText('No questions yet')).toBeVisible();
  await shoot('builder-empty');
  expect(await axeViolations(page)).toEqual([]);
});

test('questions of five types, with a show-if condition and an end rule, are autosaved', async () => {
  await addQuestion(/^Single choice/, 'Which plan are you on?');
  for (const [i, label] of ['Free', 'Pro', 'Team'].entries()) await page.locator(`#field-questions-0-options-${i}-label`).fill(label);
  await card(0).getByRole('button', { name: 'Add option' }).click();
  await expect(page.locator('#field-questions-0-options-3-label')).toBeFocused();
  await page.locator('#field-questions-0-options-3-label').fill('Enterprise');
  await card(0).getByRole('button', { name: 'Remove option 4' }).click();
  await card(0).getByLabel('Add "Other, please specify"').check();

  await addQuestion(/^Yes \/ no/, 'Do you use the reports every week?');
  // End rule: no weekly use, no more questions.
  await card(1).getByRole('button', { name: /^Logic/ }).click();
  await card(1).getByRole('button', { name: 'Add an end rule' }).click();
  const endRule = card(1).getByRole('group', { name: 'Condition 1' });
  await expect(endRule.getByLabel('Question')).toHaveValue('q2');
  await endRule.getByLabel('Answer').selectOption({ label: 'No' });

  await addQuestion(/^Net Promoter Score/, 'How likely are you to recommend Sightline to a friend or colleague?');
  await card(2).getByLabel('Label of 0').fill('Not at all likely');
  await card(2).getByLabel('Label of 10').fill('Extremely likely');

  await addQuestion(/^Long text/, 'What should we improve?');
  await card(3).getByRole('button', { name: /^Logic/ }).click();
  await card(3).getByRole('button', { name: 'Add a condition' }).click();
  const showIf = card(3).getByRole('group', { name: 'Condition 1' });
  await showIf.getByLabel('Question').selectOption({ label: '3. How likely are you to recommend Sightline to a friend or colleague?' });
  await showIf.getByLabel('Comparison').selectOption({ label: 'is less than' });
  await showIf.getByLabel('Answer').selectOption({ label: '7' });
  await shoot('builder-logic-open');

  await addQuestion(/^Number/, 'How many people on your team use Sightline?');
  await card(4).getByLabel('Smallest allowed (optional)').fill('1');
  await card(4).getByLabel('Unit (optional)').fill('people');

  await expect(page.getByTestId('save-status')).toHaveText(/^Saved · \d{1,2}:\d{2}/, { timeout: 15_000 });
  const saved = await draft();
  expect(saved.questions.map((q) => q.type)).toEqual(['single_choice', 'yes_no', 'nps', 'long_text', 'number']);
  expect(saved.questions[0]!.options!.map((o) => o.label)).toEqual(['Free', 'Pro', 'Team']);
  expect(saved.questions[1]!.endIf).toEqual([{ questionId: 'q2', operator: 'equals', value: false }]);
  expect(saved.questions[3]!.showIf).toEqual([{ questionId: 'q3', operator: 'lessThan', value: 7 }]);
});

test('a question moves up from the keyboard, with an announcement, and a rule on a later question is flagged', async () => {
  // Move the number question (5th) up to 2nd: focus stays on its Move up button.
  await page.locator('#field-questions-4-card-up').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#field-questions-3-card-up')).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.locator('#field-questions-1-card-up')).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'moved to position 2 of 5' })).toHaveText('Question "How many people on your team use Sightline?" moved to position 2 of 5.');
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved · /, { timeout: 15_000 });
  expect((await draft()).questions.map((q) => q.type)).toEqual(['single_choice', 'number', 'yes_no', 'nps', 'long_text']);

  // Dragging by the handle does the same with the mouse: the yes/no question dropped on the first.
  // (Both cards in view, clear of the sticky header: a drag cannot scroll the page.)
  await card(1).getByRole('button', { name: /^Question 2 · Number/ }).click();
  await expect(card(1).getByRole('button', { name: /^Question 2 · Number/ })).toHaveAttribute('aria-expanded', 'false');
  await card(1).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await card(2).locator('[draggable="true"]').dragTo(card(0), { targetPosition: { x: 200, y: 30 } });
  await expect(card(0)).toContainText('Do you use the reports every week?');
  // And back: dropped on the third, it takes its place.
  await card(0).locator('[draggable="true"]').dragTo(card(2), { targetPosition: { x: 200, y: 30 } });
  await expect(card(0)).toContainText('Which plan are you on?');
  await expect(card(2)).toContainText('Do you use the reports every week?');
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved · /, { timeout: 15_000 });
  expect((await draft()).questions.map((q) => q.type)).toEqual(['single_choice', 'number', 'yes_no', 'nps', 'long_text']);

  // Moving the NPS question below the one that depends on it makes the condition point forward.
  await page.locator('#field-questions-3-card-down').click();
  await card(3).getByRole('button', { name: /^Question 4 · Long text.*1 problem$/ }).click();
  await expect(card(3).getByText(/A condition can only use an earlier question's answer/)).toBeVisible();
  await page.locator('#field-questions-4-card-up').click();
  await expect(card(4).getByText(/A condition can only use an earlier question's answer/)).toHaveCount(0);
});

test('the preview shows the draft in a phone and a desktop frame', async () => {
  await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.getByTestId('survey-preview');
  await expect(preview).toHaveAttribute('data-device', 'phone');
  await expect(preview).toContainText('Which plan are you on?');
  await expect(preview).toContainText('Other, please specify');
  await expect(preview).toContainText('Shown only if question 4 ("How likely are you to recommend Sightline to a friend or colleague?") is less than 7.');
  await shoot('builder-preview-phone');
  await page.getByRole('button', { name: 'Desktop' }).click();
  await expect(preview).toHaveAttribute('data-device', 'desktop');
  await shoot('builder-preview-desktop');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Edit' }).click();
});

test('an empty question title blocks saving and publishing, pointing at the field', async () => {
  await addQuestion(/^Short text/, '');
  await expect(page.getByTestId('save-status')).toHaveText('Not saved: fill in the marked fields');
  await page.getByRole('button', { name: 'Publish' }).click();
  const problems = page.getByRole('alert').filter({ hasText: 'before publishing' });
  await expect(problems).toContainText('Question 6: Write the question.');
  await problems.getByRole('button', { name: 'Question 6: Write the question.' }).click();
  await expect(page.locator('#field-questions-5-title')).toBeFocused();
  await expect(page.locator('#field-questions-5-title')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Delete question 6' }).click();
  await expect(problems).toBeHidden();
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved · /, { timeout: 15_000 });
  await shoot('builder-with-questions');
  expect(await axeViolations(page)).toEqual([]);
});

test('an edit saved from another tab stops this one from overwriting it, and offers to reload', async () => {
  const other = await context.newPage();
  await other.goto(`/surveys/${surveyId}/edit`);
  await other.getByLabel('Introduction (optional)').fill('Two minutes, five questions.');
  await expect(other.getByTestId('save-status')).toHaveText(/^Saved · /, { timeout: 15_000 });
  await other.close();

  await page.getByLabel('Text (optional)').fill('Thanks: we read every answer.');
  await expect(page.getByTestId('save-status')).toHaveText('Not saved: this survey was changed in another tab or on another device', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Reload the latest version' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
  await expect(page.getByLabel('Introduction (optional)')).toHaveValue('Two minutes, five questions.');
  await expect(page.getByLabel('Text (optional)')).toHaveValue('Your answers have been recorded.');
});

test('publishing gives the public link, which resolves', async () => {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Published: version 1 is live' })).toBeVisible();
  const link = await page.getByLabel('Public link').inputValue();
  expect(link).toBe(new URL(`/survey/${surveyId}`, page.url()).href);
  await expect(page.getByText('answers already given stay with the version they answered')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the survey (new tab)' })).toHaveAttribute('href', link);
  const answerPage = await page.request.get(link);
  expect(answerPage.status()).toBe(200);
  const published = await page.request.get(`/api/public/surveys/${surveyId}`);
  expect(published.status()).toBe(200);
  await shoot('builder-published');

  await page.getByRole('link', { name: 'Your surveys' }).click();
  const row = page.getByRole('list', { name: 'Surveys' }).getByRole('listitem').filter({ hasText: 'Customer check-in' });
  await expect(row).toContainText('Open');
  await expect(row).toContainText('0 responses');
  expect(await axeViolations(page)).toEqual([]);
});

test('an unchanged draft offers nothing to publish; an edit is published as version 2', async () => {
  await page.goto(`/surveys/${surveyId}/edit`);
  const upToDate = (version: number) => page.getByRole('toolbar', { name: 'Survey actions' }).getByText(`Published version ${version} is up to date`);
  const publishChanges = page.getByRole('button', { name: 'Publish changes' });
  await expect(upToDate(1)).toBeVisible();
  await expect(publishChanges).toHaveCount(0);
  const intro = page.getByLabel('Introduction (optional)');
  await intro.fill('Two minutes, five questions. Thank you!');
  // An edit is a change at once, before its autosave, and still one once the server has it.
  await expect(publishChanges).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved · /, { timeout: 15_000 });
  await expect(publishChanges).toBeVisible();
  // Typed back as it was: once saved, the server finds it the same as version 1 again.
  await intro.fill('Two minutes, five questions.');
  await expect(upToDate(1)).toBeVisible({ timeout: 15_000 });
  await intro.fill('Two minutes, five questions. Thank you!');
  await publishChanges.click();
  await expect(page.getByRole('heading', { name: 'Published: version 2 is live' })).toBeVisible();
  await expect(upToDate(2)).toBeVisible();
  const again = await page.request.post(`/api/surveys/${surveyId}/publish`, { headers: { 'content-type': 'application/json' }, data: {} });
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({ code: 'NOTHING_TO_PUBLISH', error: 'Nothing to publish: the draft is the same as version 2. Respondents already get it.' });
  expect((await (await page.request.get(`/api/public/surveys/${surveyId}`)).json()).survey.definition.description).toBe('Two minutes, five questions. Thank you!');
});

test('a published survey gives the widget\'s script tag to copy, and keeps the sites allowed to show it', async () => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/surveys/${surveyId}/edit`);
  const toggle = page.getByRole('button', { name: /^Embed on your site/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const panel = page.getByRole('region', { name: /^Embed on your site/ });
  const code = panel.getByLabel('Embed code');
  const origin = new URL(page.url()).origin;
  await expect(code).toHaveValue(`<script src="${origin}/widget/v1.js" data-survey="${surveyId}" data-mode="tab" async></script>`);
  await panel.getByLabel('Poll: appears by itself').check();
  await panel.getByLabel('After (seconds)').fill('5');
  await panel.getByLabel('When the mouse leaves through the top of the window').check();
  const snippet = `<script src="${origin}/widget/v1.js" data-survey="${surveyId}" data-mode="poll" data-delay="5" data-exit-intent async></script>`;
  await expect(code).toHaveValue(snippet);
  await panel.getByRole('button', { name: 'Copy the embed code' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
  await expect(panel).toContainText('The widget works only on pages of these sites');

  // Allowed origins: checked as the server checks them, saved at once, normalised.
  await expect(panel.getByText('No site is allowed yet')).toBeVisible();
  const field = panel.getByLabel('Add a site');
  const add = panel.getByRole('button', { name: 'Add', exact: true });
  await field.fill('shop.example');
  await add.click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/Start it with https:\/\/ \(or http:\/\/\), such as https:\/\/shop\.example\./);
  await field.fill('https://Shop.Example/');
  await add.click();
  const list = panel.getByRole('list', { name: 'Allowed origins' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('https://shop.example');
  await expect(panel.getByRole('status').filter({ hasText: 'may now show the survey' })).toHaveText('https://shop.example may now show the survey.');
  await expect(field).toHaveValue('');
  expect((await (await page.request.get(`/api/surveys/${surveyId}`)).json()).survey.allowedOrigins).toEqual(['https://shop.example']);
  await field.fill('https://shop.example');
  await add.click();
  await expect(field).toHaveAccessibleDescription(/https:\/\/shop\.example is already allowed\./);
  await field.fill('https://www.shop.example');
  await add.click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await shootPart('embed-panel', panel);

  await list.getByRole('button', { name: 'Remove https://www.shop.example' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(field).toBeFocused();
  expect((await (await page.request.get(`/api/surveys/${surveyId}`)).json()).survey.allowedOrigins).toEqual(['https://shop.example']);
});

test('what the server refuses in the allowed origins is said next to the field', async () => {
  // A copy of the survey, published, then deleted from elsewhere while its builder is open.
  const copy = await page.request.post(`/api/surveys/${surveyId}/duplicate`, { headers: { 'content-type': 'application/json' }, data: {} });
  const copyId = ((await copy.json()) as { survey: { id: string } }).survey.id;
  expect((await page.request.post(`/api/surveys/${copyId}/publish`, { headers: { 'content-type': 'application/json' }, data: {} })).ok()).toBe(true);
  await page.goto(`/surveys/${copyId}/edit`);
  await page.getByRole('button', { name: /^Embed on your site/ }).click();
  expect((await page.request.delete(`/api/surveys/${copyId}`, { headers: { 'content-type': 'application/json' } })).ok()).toBe(true);
  const panel = page.getByRole('region', { name: /^Embed on your site/ });
  await panel.getByLabel('Add a site').fill('https://shop.example');
  await panel.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(panel.getByLabel('Add a site')).toHaveAccessibleDescription(/Not saved: This survey does not exist\./);
  await expect(panel.getByLabel('Add a site')).toHaveValue('https://shop.example');
});

test('close, reopen, duplicate and delete (after confirming)', async () => {
  await page.goto(`/surveys/${surveyId}/edit`);
  await page.getByRole('button', { name: 'Close survey' }).click();
  await expect(page.getByRole('heading', { name: 'Closed: no new answers are taken' })).toBeVisible();
  expect((await page.request.get(`/api/public/surveys/${surveyId}`)).status()).toBe(410);
  await page.getByRole('button', { name: 'Reopen survey' }).click();
  await expect(page.getByRole('button', { name: 'Close survey' })).toBeVisible();

  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Copy of Customer check-in' })).toBeVisible();
  expect(page.url()).not.toContain(surveyId);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this survey?' });
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog.getByRole('button', { name: 'Delete survey' }).click();
  await expect(page).toHaveURL('/surveys');
  await expect(page.getByRole('list', { name: 'Surveys' }).getByRole('listitem')).toHaveCount(1);
});

test('the definition exports as JSON and imports as a new survey, the same; one with problems lists them with their paths', async () => {
  await page.goto(`/surveys/${surveyId}/edit`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export definition (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('customer-check-in.survey.json');
  const text = readFileSync(await download.path(), 'utf8');
  const exported = JSON.parse(text) as { title: string; questions: Array<Record<string, unknown>> };
  expect(exported).toEqual(((await (await page.request.get(`/api/surveys/${surveyId}`)).json()) as { survey: { draft: unknown } }).survey.draft);

  await page.getByRole('link', { name: 'Your surveys' }).click();
  await shootPart('surveys-new-or-import', page.getByRole('region', { name: 'New survey' }));
  await page.getByRole('button', { name: 'Import from JSON' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a survey from JSON' });
  const pasted = dialog.getByLabel('Or paste the definition');
  const problems = dialog.getByRole('alert');
  // Wrong shapes: each named by its JSON pointer; nothing is created.
  const broken = { ...exported, layout: 'grid', questions: [{ ...exported.questions[0], id: 'a b' }, { type: 'slider', id: 's', title: 'S' }, ...exported.questions.slice(1)] };
  await pasted.fill(JSON.stringify(broken, null, 2));
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(problems).toContainText('3 problems: nothing was imported');
  await expect(problems.getByRole('listitem')).toHaveText([
    '/layout Must be "one-per-screen" or "single-page".',
    '/questions/0/id Not in the expected form (Stable id: letters, digits, _ and -, at most 40).',
    /^\/questions\/1\/type Unknown question type "slider": one of single_choice, /,
  ]);
  await expect(pasted).toHaveAttribute('aria-invalid', 'true');
  await shootPart('import-dialog', dialog);
  // What only checkDefinition sees: a condition on a later question.
  await pasted.fill(JSON.stringify({ ...exported, questions: [...exported.questions].reverse() }));
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(problems.getByRole('listitem')).toHaveText([`/questions/0/showIf/0/questionId A condition can only use an earlier question's answer; "q3" is not before question 1.`]);
  await pasted.fill('{"title": ');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(problems.getByRole('listitem')).toHaveText([/^the whole file This is not JSON: /]);
  const listed = await page.request.get('/api/surveys');
  expect(((await listed.json()) as { surveys: unknown[] }).surveys).toHaveLength(1);

  // The exported file, chosen as a file: a new draft with the same definition.
  await dialog.getByLabel('Choose a JSON file').setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(dialog.getByText('Read from customer-check-in.survey.json: check it below.')).toBeVisible();
  await expect(pasted).toHaveValue(text);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page).toHaveURL(/\/surveys\/[0-9a-f-]{36}\/edit$/);
  const importedId = /\/surveys\/([0-9a-f-]{36})\/edit/.exec(page.url())![1]!;
  expect(importedId).not.toBe(surveyId);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer check-in' })).toBeVisible();
  const imported = ((await (await page.request.get(`/api/surveys/${importedId}`)).json()) as { survey: { draft: unknown; status: string } }).survey;
  expect(imported.status).toBe('draft');
  expect(imported.draft).toEqual(exported);
});

test('signed in, a survey belongs to the account: another browser signed in to it lists and opens it', async ({ browser, request }) => {
  const token = await signUpThroughApi(request, 'Survey Owner');
  const signedIn = async () => {
    const context = await browser.newContext();
    await context.addInitScript((value) => localStorage.setItem('auth_token', value), token);
    return context;
  };
  const first = await signedIn();
  const one = await first.newPage();
  await one.goto('/surveys');
  await one.getByLabel('Title').fill('Team survey');
  await one.getByRole('button', { name: 'Create survey' }).click();
  await expect(one).toHaveURL(/\/surveys\/[0-9a-f-]{36}\/edit$/);
  const path = new URL(one.url()).pathname;

  const second = await signedIn();
  const two = await second.newPage();
  await two.goto('/surveys');
  await two.getByRole('link', { name: 'Edit Team survey' }).click();
  await expect(two).toHaveURL(path);
  await expect(two.getByRole('heading', { level: 1, name: 'Team survey' })).toBeVisible();
  await first.close();
  await second.close();
});
