import { expect, test, type Page } from '@playwright/test';

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

async function storedConsent(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null'));
}

for (const [timezoneId, shown] of [
  ['Europe/Berlin', true],
  ['Europe/Lisbon', true],
  ['America/New_York', true],
  ['America/Los_Angeles', true],
  ['Asia/Tokyo', false],
  ['America/Chicago', false],
] as const) {
  test.describe(`in ${timezoneId}`, () => {
    test.use({ timezoneId });
    test(`the banner is ${shown ? 'shown' : 'not shown'}`, async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (shown) await expect(banner(page)).toBeVisible();
      else await expect(banner(page)).toHaveCount(0);
    });
  });
}

test.describe('in the EU', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('never shows when the query string contains whitelabel', async ({ page }) => {
    await page.goto('/?whitelabel=1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('Accept All records every category with region and version, and hides the banner', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await expect(banner(page)).toHaveCount(0);
    const record = await storedConsent(page);
    expect(record).toMatchObject({
      preferences: { necessary: true, analytics: true, marketing: true, preferences: true, functional: true },
      region: { country: 'DE', region: 'EU', isEU: true, isCCPA: false, timezone: 'Europe/Berlin' },
      version: '1.0',
    });
    expect(Date.now() - Date.parse(record.timestamp)).toBeLessThan(60_000);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('Essential Only records necessary only', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Essential Only' }).click();
    expect((await storedConsent(page)).preferences).toEqual({ necessary: true, analytics: false, marketing: false, preferences: false, functional: false });
  });

  test('settings view: two tabs, necessary locked on, Save Preferences records the choice', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner(page).getByRole('tab', { name: 'Cookie Categories' })).toHaveAttribute('aria-selected', 'true');
    const necessary = banner(page).getByRole('switch', { name: /Necessary/ });
    await expect(necessary).toBeDisabled();
    await expect(necessary).toHaveAttribute('aria-checked', 'true');
    await banner(page).getByRole('switch', { name: 'Analytics' }).click();
    await banner(page).getByRole('tab', { name: 'Privacy Details' }).click();
    await expect(banner(page).getByRole('tabpanel')).toContainText('never sent to our server');
    await banner(page).getByRole('tab', { name: 'Cookie Categories' }).click();
    await expect(banner(page).getByRole('switch', { name: 'Analytics' })).toHaveAttribute('aria-checked', 'true');
    await banner(page).getByRole('button', { name: 'Save Preferences' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect((await storedConsent(page)).preferences).toEqual({ necessary: true, analytics: true, marketing: false, preferences: false, functional: false });
  });

  test('close hides the banner without recording a choice', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Close cookie banner' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await storedConsent(page)).toBeNull();
  });

  test('hides itself after 15 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await page.clock.runFor(14_000);
    await expect(banner(page)).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(banner(page)).toHaveCount(0);
    expect(await storedConsent(page)).toBeNull();
  });

  test('the consent update reaches gtag when it exists', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      Object.assign(window, { gtagCalls: calls, gtag: (...args: unknown[]) => calls.push(args) });
    });
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Essential Only' }).click();
    const calls = await page.evaluate(() => (window as unknown as { gtagCalls: unknown[][] }).gtagCalls);
    expect(calls).toContainEqual([
      'consent',
      'update',
      { analytics_storage: 'denied', ad_storage: 'denied', functionality_storage: 'denied', personalization_storage: 'denied' },
    ]);
  });

  test('privacy settings reopens the banner and shows the saved choice', async ({ page }) => {
    await page.goto('/privacy-settings');
    await banner(page).getByRole('button', { name: 'Essential Only' }).click();
    await expect(page.getByTestId('consent-summary')).toContainText('Analytics');
    await page.getByRole('button', { name: 'Change cookie preferences' }).click();
    await expect(banner(page).getByRole('tab', { name: 'Cookie Categories' })).toBeVisible();
  });
});

test.describe('outside the banner regions', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  // Home and the guides start with a small script of their own, which must judge storage as the app does.
  for (const path of ['/', '/guides/laws/fitts-law']) {
    test(`the banner shows when storage cannot be read (${path})`, async ({ page }) => {
      await page.addInitScript(() => {
        Storage.prototype.getItem = () => {
          throw new DOMException('Storage disabled', 'SecurityError');
        };
      });
      await page.goto(path);
      await expect(banner(page)).toBeVisible();
    });
  }

  test('with no analytics configured, no third-party script is ever requested', async ({ page }) => {
    const external: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) external.push(request.url());
    });
    await page.goto('/privacy-settings');
    await page.getByRole('button', { name: 'Change cookie preferences' }).click();
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await page.getByRole('link', { name: 'Pricing' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The software is free');
    expect(await page.evaluate(() => typeof (window as { gtag?: unknown }).gtag)).toBe('undefined');
    expect(external).toEqual([]);
  });
});
