import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';

// Sightline audits other sites for accessibility; its own pages must pass the same engine.
// Evaluated through the driver rather than added as a <script>: the server's CSP (rightly) refuses inline code.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

async function violations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
  });
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

// axe over a full page takes a few seconds per run, longer while an analysis is running.
test.describe.configure({ timeout: 120_000 });

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, timezoneId: 'Europe/Berlin' });

    for (const path of ['/', '/pricing', '/privacy-policy', '/privacy-settings', '/waitlist?domain=example.com&syntheticId=s1&analysisStarted=true']) {
      test(`${path} has no axe violations (with the cookie banner open)`, async ({ page }) => {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });
    }

    test('cookie settings, sign-in dialog and exit-intent modal have no axe violations', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Cookie settings' }).click();
      expect(await violations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Save Preferences' }).click();

      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      await page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { clientY: -1, relatedTarget: null, bubbles: true })));
      await expect(page.getByRole('dialog', { name: 'Wait! Before you go...' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}
