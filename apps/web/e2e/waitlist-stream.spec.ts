import { expect, test } from '@playwright/test';
import { analysisFixtureHost } from './analysis-fixture.mjs';
import { submitFromHome } from './helpers/reports';

test.use({ timezoneId: 'Asia/Tokyo' });

// The server caps progress streams per address and per analysis and answers 429 beyond the cap.
// EventSource never retries after an error status, so without a fallback /waitlist froze there.
test('the waitlist still reaches the report when the server refuses its progress stream', async ({ page }) => {
  test.setTimeout(180_000);
  let refused = 0;
  await page.route(
    '**/api/analyses/*/events',
    (route) => {
      refused += 1;
      return route.fulfill({ status: 429, headers: { 'retry-after': '30' }, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'Too many progress streams', code: 'RATE_LIMITED' }) });
    },
    { times: 1 },
  );
  const id = await submitFromHome(page, analysisFixtureHost);
  await expect(page).toHaveURL(`/standard-report/${id}`, { timeout: 170_000 });
  expect(refused).toBe(1);
});
