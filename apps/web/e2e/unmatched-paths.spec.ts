import { expect, test } from '@playwright/test';

// The server learns the app's routes from the build (apps/web/route-patterns.ts): a path no route
// matches still shows the home page to a person, but answers 404, so crawlers do not index it.

test('paths of the app answer 200 and made-up ones 404, with the same page', async ({ request }) => {
  for (const path of ['/', '/pricing', '/guides/biases/anchoring', '/blog/ux-roi-calculation', '/standard-report/syn-1/tok-1', '/idea-validation/42/survey-results']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  }
  for (const path of ['/this/does/not/exist', '/pricing/extra', '/wp-login.php']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'], path).toContain('text/html');
    expect(await response.text()).toContain('<div id="root">');
  }
  expect((await request.head('/this/does/not/exist')).status()).toBe(404);
  const api = await request.get('/api/no-such-route');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
});

test('a person opening a made-up path still sees the home page', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('See your website through your visitors’ eyes');
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
