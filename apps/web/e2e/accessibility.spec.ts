import { expect, test } from '@playwright/test';
import { axeViolations as violations } from './helpers/axe';

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
