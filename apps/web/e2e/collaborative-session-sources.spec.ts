import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { SurveyDefinition } from '@sightline/shared/research/survey';
import { publishSurvey } from './helpers/surveys';

// Sessions started from research: a survey's written answers and a bias report's findings become
// the board's first cards, each linking back to what it came from; a note's comments are shared live.
test.describe.configure({ timeout: 120_000 });

const shots = process.env.SESSION_SHOTS_DIR;

const definition: SurveyDefinition = {
  schemaVersion: 1,
  title: 'Checkout feedback',
  layout: 'one-per-screen',
  thankYou: { title: 'Thanks!' },
  questions: [
    { type: 'long_text', id: 'hardest', title: 'What was the hardest part of paying?', required: false },
    { type: 'yes_no', id: 'again', title: 'Would you buy again?', required: false },
  ],
};

test('a survey’s owner starts a session from its results: the written answers are cards linked to their responses; comments reach the other browser', async ({ browser }) => {
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const owner = await ownerContext.newPage();
  const surveyId = await publishSurvey(owner.request, definition);
  const versionId = ((await (await owner.request.get(`/api/public/surveys/${surveyId}`)).json()) as { survey: { versionId: string } }).survey.versionId;
  for (const answers of [{ hardest: 'The card form cleared itself after an error', again: false }, { hardest: 'I could not find where to enter a coupon', again: true }, { again: true }]) {
    const saved = await owner.request.put(`/api/public/surveys/${surveyId}/responses/${randomUUID()}`, { data: { versionId, answers, complete: true } });
    expect(saved.ok(), await saved.text()).toBe(true);
  }

  await owner.goto(`/surveys/${surveyId}/results`);
  await owner.getByRole('link', { name: 'Start a session from the answers' }).click();
  await expect(owner.getByTestId('starting-cards')).toHaveText("The board starts with the survey's 2 newest written answers as cards, each linked to its response.");
  await expect(owner.getByLabel('Title')).toHaveAttribute('placeholder', 'Answers to Checkout feedback');
  await owner.getByRole('button', { name: 'Start the session' }).click();
  await expect(owner.getByTestId('board-ready')).toHaveAttribute('data-connection', 'connected');
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText('Answers to Checkout feedback');
  await expect(owner.getByTestId('note')).toHaveCount(2);
  const coupon = owner.getByRole('article', { name: 'Note: I could not find where to enter a coupon' });
  await expect(coupon).toContainText('Answer · What was the hardest part of paying?');
  const link = coupon.getByTestId('note-link');
  await expect(link).toHaveText(/^↗ Response of \d{4}-\d{2}-\d{2} to “What was the hardest part of paying\?”$/);
  await expect(link).toHaveAttribute('href', `/surveys/${surveyId}/results#result-hardest`);

  // A note the facilitator writes is linked to a response from the note panel.
  await owner.getByLabel('New note').fill('Errors wipe what people typed');
  await owner.getByRole('button', { name: 'Add note' }).click();
  const own = owner.getByRole('article', { name: 'Note: Errors wipe what people typed' });
  await own.getByRole('button', { name: 'Comments and link' }).click();
  const panel = owner.getByTestId('note-panel');
  await expect(panel.getByRole('heading', { name: 'Note: Errors wipe what people typed' })).toBeFocused();
  const options = await panel.getByLabel('Links to').locator('option').allTextContents();
  expect(options).toHaveLength(3);
  await panel.getByLabel('Links to').selectOption({ index: 1 });
  await expect(own.getByTestId('note-link')).toHaveText(`↗ ${options[1]!.replace(/^Response: /, '')}`);

  // A participant comments on the coupon note; the facilitator sees it.
  await owner.getByRole('button', { name: 'Participant link' }).click();
  const participantUrl = await owner.getByTestId('invite-url').inputValue();
  const guestContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const guest = await guestContext.newPage();
  await guest.goto(participantUrl);
  await guest.getByLabel('Your name').fill('Grace');
  await guest.getByRole('button', { name: 'Join' }).click();
  await expect(guest.getByTestId('board-ready')).toHaveAttribute('data-connection', 'connected');
  await guest.getByRole('article', { name: 'Note: I could not find where to enter a coupon' }).getByRole('button', { name: 'Comments and link' }).click();
  await guest.getByLabel('Your comment').fill('Same on the phone: the field is below the fold');
  await guest.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(coupon.getByRole('button', { name: '1 comment, and link' })).toBeVisible();
  await coupon.getByRole('button', { name: '1 comment, and link' }).click();
  await expect(panel.getByRole('list', { name: 'Comments' })).toContainText('Same on the phone: the field is below the fold');
  await expect(panel.getByRole('list', { name: 'Comments' })).toContainText('Grace');
  // Only its author may delete a comment.
  await expect(panel.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  if (shots) {
    await owner.screenshot({ path: `${shots}/note-panel-1280.png`, fullPage: true });
    await guest.screenshot({ path: `${shots}/note-panel-390.png`, fullPage: true });
  }
  await Promise.all([ownerContext.close(), guestContext.close()]);
});

test('a bias report’s owner starts a session from it: its findings are the cards, each linked to its question', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const checked = await page.request.post('/api/bias/questions', { data: { questions: ['How did you first hear about us?', 'Was the staff friendly and helpful?'] } });
  expect(checked.status(), await checked.text()).toBe(201);
  const reportId = ((await checked.json()) as { report: { id: string } }).report.id;
  await page.goto(`/bias-detection/${reportId}`);
  await page.getByRole('link', { name: 'Start a session from this report' }).click();
  const summary = page.getByTestId('starting-cards');
  await expect(summary).toHaveText(/^The board starts with the report's \d+ findings? as cards, most severe first\.$/);
  const cards = Number(/report's (\d+)/.exec((await summary.textContent()) ?? '')?.[1]);
  await page.getByRole('button', { name: 'Start the session' }).click();
  await expect(page.getByTestId('board-ready')).toHaveAttribute('data-connection', 'connected');
  await expect(page.getByTestId('note')).toHaveCount(cards);
  const staff = page.getByTestId('note').filter({ hasText: '“Was the staff friendly and helpful?”' }).first();
  await expect(staff.getByTestId('note-link')).toHaveAttribute('href', `/bias-detection/${reportId}#question-2`);
});
