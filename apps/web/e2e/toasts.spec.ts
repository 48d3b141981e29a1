import { expect, test, type Page } from '@playwright/test';

test.use({ timezoneId: 'Asia/Tokyo' });

async function failSignIn(page: Page) {
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(`nobody-${Date.now()}@example.test`);
  await dialog.getByLabel('Password').fill('wrong password');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
}

test('a failed sign-in raises a destructive toast with the spec text; one toast at a time', async ({ page }) => {
  await page.goto('/');
  await failSignIn(page);
  const toast = page.getByTestId('toast');
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText('Sign In Failed');
  await expect(toast).toContainText('Please check your credentials and try again.');
  await expect(toast).toHaveAttribute('role', 'alert');
  // Raised into the top layer after the still-open sign-in dialog, so it is not under its backdrop.
  // (The dialog makes the rest of the page inert, so hit-testing cannot be used to prove this.)
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await page.getByRole('region', { name: 'Notifications' }).evaluate((el) => el.matches(':popover-open'))).toBe(true);
  await page.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('toast')).toHaveCount(1);
});

test('the close control dismisses a toast', async ({ page }) => {
  await page.goto('/');
  await failSignIn(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Close notification' }).click();
  await expect(page.getByTestId('toast')).toHaveCount(0);
});

test('a toast disappears by itself after 5 seconds', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await failSignIn(page);
  await page.keyboard.press('Escape');
  await page.mouse.move(0, 0);
  await expect(page.getByTestId('toast')).toBeVisible();
  await page.clock.runFor(4_500);
  await expect(page.getByTestId('toast')).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(page.getByTestId('toast')).toHaveCount(0);
});

test('swiping a toast more than 50 px dismisses it, less does not', async ({ page }) => {
  await page.goto('/');
  await failSignIn(page);
  await page.keyboard.press('Escape');
  const toast = page.getByTestId('toast');
  const box = (await toast.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 40, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 80, y, { steps: 4 });
  await page.mouse.up();
  await expect(toast).toBeVisible();
  await page.mouse.move(box.x + 40, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 140, y, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByTestId('toast')).toHaveCount(0);
});

test.describe('on a medium screen', () => {
  test.use({ viewport: { width: 1024, height: 768 } });
  test('the toast viewport is at most 420 px wide', async ({ page }) => {
    await page.goto('/');
    await failSignIn(page);
    const box = (await page.getByRole('region', { name: 'Notifications' }).boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(420);
  });
});
