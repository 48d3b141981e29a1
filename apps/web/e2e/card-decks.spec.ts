import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './helpers/axe';

// /card-decks: the decks of the guides library browsed, filtered and searched, a card shuffled and
// drawn (by keyboard, announced), its guide opened; a deck printed to PDF by the server and measured:
// the page size, and the crop marks 63 and 88 mm apart on the rendered sheet.
test.describe.configure({ timeout: 120_000 });

const shots = process.env.CARD_DECKS_SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: name.endsWith('-full') });
};

const cardCount = (page: Page) => page.getByTestId('card-count');
/** A deck is chosen by its chip: a label around a radio button that only screen readers see. */
async function chooseDeck(page: Page, deck: RegExp) {
  await page.locator('label').filter({ hasText: deck }).click();
  await expect(page.getByRole('radio', { name: deck })).toBeChecked();
}

test('browse, filter, search, shuffle and draw by keyboard, and open a card’s guide', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/card-decks');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('UX card decks: biases, laws, methods, hats and models');
  await expect(page.getByRole('heading', { name: 'Browse the decks' })).toBeVisible();
  const total = Number((await cardCount(page).textContent())!.match(/Showing all (\d+) cards/)![1]);
  expect(total).toBeGreaterThanOrEqual(137);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'deck-page-desktop');

  // A deck: its cards only.
  await chooseDeck(page, /^UX laws/);
  await expect(cardCount(page)).toHaveText('Showing all 24 cards');
  await expect(page.getByRole('heading', { level: 2, name: 'UX laws' })).toBeVisible();
  await expect(page.getByTestId('card').filter({ hasText: 'Cognitive biases' })).toHaveCount(0);
  // Searching within it: every word must be in the name, the definition or the question.
  await page.getByLabel('Search the cards').fill('pointer');
  await expect(cardCount(page)).toHaveText(/^Showing [1-9] of 24 cards$/);
  const fitts = page.getByRole('article', { name: "Fitts's law" });
  await expect(fitts).toContainText('The time to point at a target grows with its distance and shrinks with its size');
  await expect(fitts).toContainText('Ask: Is the target people need most big enough');
  await page.getByLabel('Search the cards').fill('zzzz-nothing');
  await expect(cardCount(page)).toHaveText('No card matches "zzzz-nothing".');
  await expect(page.getByRole('button', { name: 'Shuffle and draw' })).toBeDisabled();

  // The thinking hats deck: the six hats, and nothing else of the hats section.
  await page.getByLabel('Search the cards').fill('');
  await chooseDeck(page, /^Thinking hats/);
  await expect(cardCount(page)).toHaveText('Showing all 6 cards');
  await expect(page.getByTestId('card').getByRole('heading')).toHaveText(['White hat', 'Red hat', 'Yellow hat', 'Black hat', 'Green hat', 'Blue hat']);

  // The decks are one group of radio buttons: the arrow keys move between them.
  await page.getByRole('radio', { name: /^Thinking hats/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /^Mental models/ })).toBeChecked();
  await expect(cardCount(page)).toHaveText('Showing all 20 cards');

  // Draw from the biases deck with the keyboard: each draw announced, no card twice.
  await chooseDeck(page, /^Cognitive biases/);
  await expect(cardCount(page)).toHaveText('Showing all 50 cards');
  const draw = page.getByRole('button', { name: 'Shuffle and draw' });
  await draw.focus();
  await page.keyboard.press('Enter');
  const drawn = page.getByTestId('drawn-card');
  await expect(drawn).toContainText('Card 1 of 50 drawn');
  await expect(page.getByRole('status').filter({ hasText: /^Drew card 1 of 50: / })).toHaveCount(1);
  const first = await drawn.getByRole('heading').textContent();
  await expect(page.getByRole('button', { name: 'Draw the next card' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(drawn).toContainText('Card 2 of 50 drawn');
  await expect(page.getByRole('status')).toHaveText(/^Drew card 2 of 50: .+\. Ask: .+\?$/);
  expect(await drawn.getByRole('heading').textContent()).not.toBe(first);
  await shoot(page, 'deck-page-drawn-desktop');
  await page.getByRole('button', { name: 'Shuffle again' }).click();
  await expect(page.getByRole('status')).toHaveText('Shuffled 50 cards.');
  await expect(drawn).toHaveCount(0);

  // A card links to its own guide.
  await page.getByRole('link', { name: 'Read the guide: Anchoring' }).click();
  await expect(page).toHaveURL(/\/guides\/biases\/anchoring$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anchoring: how the first number shapes every estimate');
});

test('on a phone: the decks, the draw and the cards fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/card-decks?deck=mental-models');
  await expect(cardCount(page)).toHaveText('Showing all 20 cards');
  await expect(page.getByRole('radio', { name: /^Mental models/ })).toBeChecked();
  await page.getByRole('button', { name: 'Shuffle and draw' }).click();
  await expect(page.getByTestId('drawn-card')).toContainText('Card 1 of 20 drawn');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('heading', { name: 'Shuffle and draw' }).scrollIntoViewIfNeeded();
  await shoot(page, 'deck-page-phone');
});

/** A PGM (P5) image as pdftoppm -gray writes it. */
function readPgm(file: string) {
  const data = readFileSync(file);
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(data.subarray(0, 50).toString('latin1'))!;
  const [width, height] = [Number(header[1]), Number(header[2])];
  const pixels = data.subarray(header[0].length);
  return { width, height, dark: (x: number, y: number) => pixels[y * width + x]! < 128, at: (x: number, y: number) => pixels[y * width + x]! };
}

/** Centres of the runs of true values. */
function runs(values: boolean[]): number[] {
  const centres: number[] = [];
  let start = -1;
  values.forEach((value, index) => {
    if (value && start < 0) start = index;
    if (!value && start >= 0) {
      centres.push((start + index - 1) / 2);
      start = -1;
    }
  });
  return centres;
}

const DPI = 300;
const px = (mm: number) => (mm / 25.4) * DPI;

for (const [paper, sizeMm, cropTop, cropLeft] of [
  ['a4', [210, 297], 16.5, 10.5],
  ['letter', [215.9, 279.4], 7.7, 13.45],
] as const) {
  test(`a deck prints as a PDF on ${paper}: 63 × 88 mm cards between crop marks`, async ({ request }) => {
    const response = await request.get(`/api/card-decks/cognitive-biases/deck.pdf?paper=${paper}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const dir = mkdtempSync(join(tmpdir(), 'card-decks-pdf-'));
    try {
      const file = join(dir, 'deck.pdf');
      writeFileSync(file, await response.body());
      const info = execFileSync('pdfinfo', [file]).toString();
      // 50 cards, nine to a sheet.
      expect(info).toMatch(/^Pages:\s+6$/m);
      // Chromium sizes pages in whole 1/75 inch steps (0.96 pt): within 0.35 mm of the paper.
      const [width, height] = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info)!.slice(1).map(Number);
      expect(Math.abs(width! - (sizeMm[0] / 25.4) * 72)).toBeLessThan(1);
      expect(Math.abs(height! - (sizeMm[1] / 25.4) * 72)).toBeLessThan(1);
      if (shots) {
        mkdirSync(shots, { recursive: true });
        execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, join(shots, `deck-pdf-${paper}`)]);
      }
      execFileSync('pdftoppm', ['-gray', '-r', String(DPI), '-f', '1', '-l', '1', '-singlefile', file, join(dir, 'sheet')]);
      const sheet = readPgm(join(dir, 'sheet.pgm'));

      // The vertical marks sit in the top margin, the horizontal ones in the left margin: nothing else is printed there.
      const topBand = Math.floor(px(cropTop - 0.5));
      const vertical = runs(Array.from({ length: sheet.width }, (_, x) => Array.from({ length: topBand }, (_, y) => sheet.dark(x, y)).some(Boolean)));
      const leftBand = Math.floor(px(cropLeft - 0.5));
      const horizontal = runs(Array.from({ length: sheet.height }, (_, y) => Array.from({ length: leftBand }, (_, x) => sheet.dark(x, y)).some(Boolean)));
      expect(vertical).toHaveLength(4);
      expect(horizontal).toHaveLength(4);
      for (let index = 1; index < 4; index += 1) {
        expect(Math.abs(vertical[index]! - vertical[index - 1]! - px(63))).toBeLessThan(2.5);
        expect(Math.abs(horizontal[index]! - horizontal[index - 1]! - px(88))).toBeLessThan(2.5);
      }
      // The grid is centred on the sheet (to within half a millimetre: the page is up to 0.35 mm larger than the paper, above).
      expect(Math.abs(vertical[0]! + vertical[3]! - sheet.width)).toBeLessThan(px(0.5));
      expect(Math.abs(horizontal[0]! + horizontal[3]! - sheet.height)).toBeLessThan(px(0.5));
      // A card's face starts at the cut: the deck's band begins on the first horizontal cut line.
      const middle = Math.round((vertical[0]! + vertical[1]!) / 2);
      let y = Math.round(horizontal[0]! - px(0.5));
      while (sheet.at(middle, y) > 200) y += 1;
      expect(Math.abs(y - horizontal[0]!)).toBeLessThan(2.5);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

test('the deck PDF refuses an unknown deck or paper with the error shape', async ({ request }) => {
  for (const path of ['/api/card-decks/astrology/deck.pdf', '/api/card-decks/ux-laws/deck.pdf?paper=a3']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, error: expect.any(String) });
  }
});

test('the print sheets show on screen as they print, in a frame with nothing else on it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/card-decks/print/thinking-hats?paper=a4');
  await expect(page.locator('[data-report-ready="true"]')).toBeAttached();
  await expect(page.getByTestId('printed-card')).toHaveCount(6);
  await expect(page.getByRole('banner')).toHaveCount(0);
  const box = (await page.getByTestId('printed-card').first().boundingBox())!;
  // CSS millimetres at 96 px per inch.
  expect(box.width).toBeCloseTo((63 / 25.4) * 96, 0);
  expect(box.height).toBeCloseTo((88 / 25.4) * 96, 0);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'print-sheet-desktop');
});

test('in a session, a card drawn from a deck goes onto the board as a note with its question and guide link', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/collaborative-session');
  await page.getByLabel('Title').fill('Checkout findings');
  await page.getByRole('button', { name: 'Start the session' }).click();
  await expect(page.getByTestId('board-ready')).toHaveAttribute('data-connection', 'connected');

  await page.getByRole('toolbar', { name: 'Board tools' }).getByRole('button', { name: 'Draw a card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Draw a card' });
  await expect(dialog.getByLabel('Deck to draw from')).toHaveValue('cognitive-biases');
  await expect(dialog.getByText('Which bias might explain this finding?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Shuffle and draw' }).click();
  const drawn = dialog.getByTestId('drawn-card');
  await expect(drawn).toContainText('Card 1 of 50 drawn');
  const name = (await drawn.getAttribute('aria-label'))!;
  const question = (await drawn.locator('p').filter({ hasText: /^Ask: / }).textContent())!.replace(/^Ask: /, '');
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'board-draw-dialog-desktop');
  await dialog.getByRole('button', { name: 'Put it on the board' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `${name} is on the board.` })).toHaveCount(1);

  const note = page.getByRole('article', { name: `Note: ${name}: ${question}`, exact: true });
  await expect(note).toBeVisible();
  await expect(note).toContainText('Card · Cognitive biases');
  const guide = note.getByRole('link', { name: /Read the guide/ });
  await expect(guide).toHaveAttribute('href', /^\/guides\/biases\/[a-z0-9-]+$/);
  await shoot(page, 'board-with-card-desktop');

  // It went through the server: the board after a reload still has it, link and all.
  await page.reload();
  await expect(page.getByTestId('board-ready')).toHaveAttribute('data-connection', 'connected');
  await expect(note.getByRole('link', { name: /Read the guide/ })).toHaveAttribute('href', (await guide.getAttribute('href'))!);

  // Another deck, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('toolbar', { name: 'Board tools' }).getByRole('button', { name: 'Draw a card' }).click();
  await dialog.getByLabel('Deck to draw from').selectOption('thinking-hats');
  await dialog.getByRole('button', { name: 'Shuffle and draw' }).click();
  await expect(drawn).toContainText('Card 1 of 6 drawn');
  await shoot(page, 'board-draw-dialog-phone');
  await dialog.getByRole('button', { name: 'Put it on the board' }).click();
  await expect(page.getByTestId('note').filter({ hasText: 'Card · Thinking hats' })).toHaveCount(1);
  await shoot(page, 'board-with-card-phone');
});
