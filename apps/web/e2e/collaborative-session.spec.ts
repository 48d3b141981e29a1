import { expect, test, type Page } from '@playwright/test';
import { analysisFixtureHost } from './analysis-fixture.mjs';

// A six-hats session run by two browsers: the facilitator starts a board and invites a participant
// by link; both see each other's notes, the phase and the timer; notes are clustered and voted on,
// votes revealed; the board is exported; a viewer link shows the board but cannot change it.
test.describe.configure({ timeout: 120_000 });

const shots = process.env.SESSION_SHOTS_DIR;

async function addNote(page: Page, text: string) {
  await page.getByLabel('New note').fill(text);
  await page.getByRole('button', { name: 'Add note' }).click();
}

const note = (page: Page, text: string) => page.getByRole('article', { name: `Note: ${text}`, exact: true });

test('two browsers run a six-hats session: notes, phase and timer shared, clusters, votes revealed, export; a viewer cannot edit', async ({ browser }) => {
  const facilitatorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const facilitator = await facilitatorContext.newPage();
  await facilitator.goto('/collaborative-session');
  await expect(facilitator.getByRole('heading', { level: 1 })).toHaveText('Review findings together');
  await facilitator.getByLabel('Title').fill('Checkout review');
  await facilitator.getByRole('button', { name: 'Start the session' }).click();
  await expect(facilitator).toHaveURL(/\/collaborative-session\/[0-9a-f-]{36}$/);
  await expect(facilitator.getByRole('heading', { level: 1 })).toHaveText('Checkout review');
  await expect(facilitator.getByTestId('board-ready')).toHaveAttribute('data-connection', 'connected');
  await expect(facilitator.getByRole('heading', { name: 'Blue hat: set the focus' })).toBeVisible();
  await expect(facilitator.getByTestId('timer')).toHaveText('3:00');

  await facilitator.getByRole('button', { name: 'Participant link' }).click();
  const participantUrl = await facilitator.getByTestId('invite-url').inputValue();
  expect(participantUrl).toMatch(/#invite=[A-Za-z0-9_-]{43}$/);

  const guestContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const guest = await guestContext.newPage();
  await guest.goto(participantUrl);
  await guest.getByLabel('Your name').fill('Grace');
  await guest.getByRole('button', { name: 'Join' }).click();
  await expect(guest.getByTestId('board-ready')).toHaveAttribute('data-connection', 'connected');
  await expect(guest.getByText('You are the participant.')).toBeVisible();

  // Presence: each sees the other.
  await expect(facilitator.getByTestId('presence')).toContainText('Grace');
  await expect(guest.getByTestId('presence')).toContainText('Facilitator');

  // Live cursors: the facilitator's pointer over the board shows, named, where it is on the participant's board; it goes when the pointer leaves.
  await facilitator.locator('[aria-label="Board"]').scrollIntoViewIfNeeded();
  const canvas = await facilitator.locator('[aria-label="Board"]').boundingBox();
  await facilitator.mouse.move(canvas!.x + 120, canvas!.y + 90, { steps: 4 });
  await facilitator.mouse.move(canvas!.x + 300, canvas!.y + 200, { steps: 10 });
  const cursor = guest.getByTestId('cursor').filter({ hasText: 'Facilitator' });
  await expect(cursor).toHaveCount(1);
  await expect
    .poll(async () => {
      const [x, y] = (/translate\((\d+)px, (\d+)px\)/.exec((await cursor.getAttribute('style')) ?? '') ?? []).slice(1).map(Number);
      return Math.abs(x! - 299) <= 2 && Math.abs(y! - 199) <= 2;
    })
    .toBe(true);
  await facilitator.mouse.move(5, 5);
  await expect(cursor).toHaveCount(0);

  // Notes travel both ways.
  await addNote(facilitator, 'Shipping costs appear only at the last step');
  await addNote(guest, 'The coupon field makes me leave to hunt for codes');
  await expect(note(guest, 'Shipping costs appear only at the last step')).toBeVisible();
  await expect(note(facilitator, 'The coupon field makes me leave to hunt for codes')).toBeVisible();
  // Text typed into a note is just text.
  await addNote(guest, '<img src=x onerror="document.title=1">');
  await expect(note(facilitator, '<img src=x onerror="document.title=1">')).toBeVisible();
  await expect(facilitator.locator('img[src="x"]')).toHaveCount(0);

  // The facilitator moves to the white hat and starts the timer; the participant sees both.
  await facilitator.getByRole('button', { name: 'Next hat' }).click();
  await expect(guest.getByRole('heading', { name: 'White hat: facts' })).toBeVisible();
  await expect(guest.getByTestId('timer')).toHaveText('8:00');
  await facilitator.getByRole('button', { name: 'Start timer' }).click();
  await expect(guest.getByText('Running')).toBeVisible();
  await expect(guest.getByTestId('timer')).not.toHaveText('8:00', { timeout: 5000 });
  await facilitator.getByRole('button', { name: 'Pause timer' }).click();
  await expect(guest.getByText('Paused')).toBeVisible();
  await facilitator.getByRole('button', { name: '+1 min' }).click();
  const paused = await facilitator.getByTestId('timer').textContent();
  expect(paused).toMatch(/^(8:5\d|9:00)$/);
  await expect(guest.getByTestId('timer')).toHaveText(paused!);
  // Only the facilitator runs the agenda.
  await expect(guest.getByRole('button', { name: 'Next hat' })).toHaveCount(0);

  // A cluster; a note moved into it with the keyboard (its frame sits to the right of the notes).
  await facilitator.getByRole('button', { name: 'New cluster' }).click();
  await facilitator.getByLabel('Cluster title').fill('Hidden costs');
  await expect(guest.getByTestId('cluster')).toHaveAttribute('aria-label', 'Cluster: Hidden costs');
  const moveHandle = note(facilitator, 'Shipping costs appear only at the last step').getByRole('button', { name: /^Move note/ });
  const frame = await facilitator.getByTestId('cluster').boundingBox();
  const handle = await moveHandle.boundingBox();
  await moveHandle.hover();
  await facilitator.mouse.down();
  await facilitator.mouse.move(frame!.x + 60, frame!.y + 80, { steps: 8 });
  await facilitator.mouse.up();
  expect(handle).not.toBeNull();
  await expect(guest.getByTestId('cluster')).not.toContainText('Drag notes here');
  await moveHandle.focus();
  await facilitator.keyboard.press('ArrowDown');

  // Dots: hidden until revealed.
  await note(guest, 'Shipping costs appear only at the last step').getByRole('button', { name: 'Give this note a dot' }).click();
  await note(guest, 'Shipping costs appear only at the last step').getByRole('button', { name: 'Give this note a dot' }).click();
  await expect(guest.getByTestId('votes-left')).toHaveText('You have 1 of 3 dots left.');
  await note(facilitator, 'Shipping costs appear only at the last step').getByRole('button', { name: 'Give this note a dot' }).click();
  await expect(facilitator.getByTestId('vote-total')).toHaveCount(0);
  await facilitator.getByRole('button', { name: 'Reveal votes' }).click();
  await expect(note(guest, 'Shipping costs appear only at the last step').getByTestId('vote-total')).toHaveText('3 votes');

  // An action item.
  await guest.getByLabel('What will be done').fill('Show shipping costs on the product page');
  await guest.getByLabel('Owner').fill('Grace');
  await guest.getByRole('button', { name: 'Add action item' }).click();
  await expect(facilitator.getByText('Show shipping costs on the product page')).toBeVisible();

  if (shots) {
    // With the facilitator's cursor on the participant's board.
    await facilitator.locator('[aria-label="Board"]').scrollIntoViewIfNeeded();
    // Over the clustered note, which the participant's board shows too.
    const shown = await note(facilitator, 'Shipping costs appear only at the last step').boundingBox();
    await facilitator.mouse.move(shown!.x + 120, shown!.y + 60, { steps: 5 });
    await expect(guest.getByTestId('cursor')).toHaveCount(1);
    await guest.locator('[aria-label="Board"]').scrollIntoViewIfNeeded();
    await facilitator.screenshot({ path: `${shots}/board-1280.png`, fullPage: true });
    await guest.screenshot({ path: `${shots}/board-390.png`, fullPage: true });
    await guest.locator('[aria-label="Board"]').screenshot({ path: `${shots}/board-390-cursor.png` });
  }

  // Export.
  const download = facilitator.waitForEvent('download');
  await facilitator.getByRole('link', { name: 'Markdown' }).click();
  const markdown = await (await (await download).createReadStream()).toArray();
  const text = Buffer.concat(markdown).toString('utf8');
  expect(text).toContain('# Checkout review');
  expect(text).toContain('## Hidden costs\n\n- Shipping costs appear only at the last step (Facilitator) — 3 votes');
  expect(text).toContain('- [ ] Show shipping costs on the product page — Grace');

  // A viewer sees the board and cannot add, edit or vote.
  await facilitator.getByRole('button', { name: 'Viewer link' }).click();
  await expect(facilitator.getByText('New viewer link (copy it now: it is not shown again)')).toBeVisible();
  const viewerUrl = await facilitator.getByTestId('invite-url').inputValue();
  expect(viewerUrl).not.toBe(participantUrl);
  const viewerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const viewer = await viewerContext.newPage();
  await viewer.goto(viewerUrl);
  await viewer.getByLabel('Your name').fill('Vic');
  await viewer.getByRole('button', { name: 'Join' }).click();
  await expect(viewer.getByTestId('board-ready')).toHaveAttribute('data-connection', 'connected');
  await expect(viewer.getByText('You are the viewer: you can watch, not change the board.')).toBeVisible();
  await expect(viewer.getByText('Shipping costs appear only at the last step')).toBeVisible();
  await expect(viewer.getByLabel('New note')).toHaveCount(0);
  await expect(viewer.getByLabel('Note text')).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Give this note a dot' })).toHaveCount(0);
  await expect(facilitator.getByTestId('presence')).toContainText('Vic');

  // The summary: the agenda and where the group got to, notes by cluster with their votes, the action item; and its PDF.
  await facilitator.getByRole('link', { name: 'Summary and PDF' }).click();
  await expect(facilitator.getByRole('heading', { level: 1 })).toHaveText('Checkout review');
  await expect(facilitator.getByRole('listitem').filter({ hasText: '2. White hat: facts (8 min)' })).toHaveAttribute('aria-current', 'step');
  const hiddenCosts = facilitator.getByRole('region', { name: 'Hidden costs' });
  await expect(hiddenCosts.getByTestId('summary-note')).toHaveText(['Shipping costs appear only at the last step3 votesFacilitator']);
  await expect(facilitator.getByRole('region', { name: 'Not in a cluster' }).getByTestId('summary-note')).toHaveCount(2);
  await expect(facilitator.getByRole('region', { name: 'Action items' })).toContainText('Show shipping costs on the product page');
  if (shots) {
    await facilitator.screenshot({ path: `${shots}/summary-1280.png`, fullPage: true });
    await facilitator.setViewportSize({ width: 390, height: 844 });
    await facilitator.screenshot({ path: `${shots}/summary-390.png`, fullPage: true });
    await facilitator.setViewportSize({ width: 1280, height: 900 });
  }
  const pdfDownload = facilitator.waitForEvent('download', { timeout: 90_000 });
  await facilitator.getByRole('button', { name: 'PDF' }).click();
  const pdf = Buffer.concat(await (await (await pdfDownload).createReadStream()).toArray());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect((await pdfDownload).suggestedFilename()).toBe('checkout-review.pdf');

  // The session is listed with the owner's reports, and with the owner's sessions.
  await facilitator.goto('/standard-report');
  const listed = facilitator.getByTestId('report-list-session').filter({ hasText: 'Checkout review' });
  await expect(listed).toContainText('Collaborative session · six thinking hats');
  await listed.getByRole('link', { name: 'Summary of Checkout review' }).click();
  await expect(facilitator.getByText('Session summary')).toBeVisible();
  await facilitator.goto('/collaborative-session');
  await expect(facilitator.getByTestId('sessions-list')).toContainText('Checkout review');

  await Promise.all([facilitatorContext.close(), guestContext.close(), viewerContext.close()]);
});

test('a report’s owner starts a session from it: the report’s top fixes are the board’s first cards', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // A quick real analysis of the fixture site (general checks only), owned by this context's cookie.
  const crawl = await page.request.post('/api/proxy/v1/crawl', { data: { startUrls: [analysisFixtureHost], maxPages: 1, maxDepth: 0, analysisTypes: ['GENERAL'], saveScreenshots: false } });
  expect(crawl.ok(), await crawl.text()).toBe(true);
  const { syntheticId } = (await crawl.json()) as { syntheticId: string };
  await expect
    .poll(async () => ((await (await page.request.get(`/api/analyses/${syntheticId}`)).json()) as { analysis: { status: string } }).analysis.status, { timeout: 150_000, intervals: [1000] })
    .toBe('completed');

  await page.goto(`/standard-report/${syntheticId}`);
  await page.getByRole('link', { name: 'Start a session from this report' }).click();
  const summary = page.getByText(/^The board starts with this report's top \d+ fix(es)? as cards\.$/);
  await expect(summary).toBeVisible();
  const cards = Number(/top (\d+)/.exec((await summary.textContent()) ?? '')?.[1]);
  expect(cards).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Start the session' }).click();
  await expect(page.getByTestId('board-ready')).toHaveAttribute('data-connection', 'connected');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Review of /);
  await expect(page.getByTestId('note')).toHaveCount(cards);
  await expect(page.getByTestId('note').first()).toContainText('Finding · General');
});
