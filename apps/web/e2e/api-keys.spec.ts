// An account makes an API key in the app, sees it once, calls the public API with it over real
// HTTP, revokes it, and the same call then fails.
import { expect, test } from '@playwright/test';
import { signUpThroughApi } from './helpers/accounts';
import { signIn } from './helpers/reports';

const PASSWORD = 'correct horse battery';

test('an API key is made in the account menu, shown once, works on /api/v1 and in the API console until it is revoked', async ({ page, request }) => {
  const email = `e2e-api-keys-${Date.now()}@example.test`;
  await signUpThroughApi(request, 'Key Maker', { email, password: PASSWORD });
  await page.goto('/');
  await signIn(page, email, PASSWORD);

  await page.getByRole('button', { name: /Key Maker/ }).click();
  await page.getByRole('button', { name: 'API keys' }).click();
  const dialog = page.getByRole('dialog', { name: 'API keys and webhook' });
  await expect(dialog.getByText('No keys yet.')).toBeVisible();
  await dialog.getByLabel('Name').fill('E2E script');
  await dialog.getByLabel(/^Write/).check();
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const shown = dialog.getByTestId('new-api-key');
  await expect(shown).toHaveText(/^sk_[A-Za-z0-9_-]{43}$/);
  const key = (await shown.textContent())!;
  const row = dialog.getByTestId('api-key-row');
  await expect(row).toContainText('E2E script');
  await expect(row).toContainText(`${key.slice(0, 9)}…`);
  await expect(row).toContainText('Never used');

  // Real HTTP with the key: a write call and a read call.
  const auth = { Authorization: `Bearer ${key}` };
  const checked = await request.post('/api/v1/bias/questions', { headers: auth, data: { questions: ["Don't you agree that our amazing app is easy to use?"] } });
  expect(checked.status(), await checked.text()).toBe(201);
  const listed = await request.get('/api/v1/analyses', { headers: auth });
  expect(listed.status()).toBe(200);
  expect(listed.headers()['ratelimit-limit']).toBe('120');

  // Shown once: opened again, the dialog lists the key by its prefix only, now with its last use.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: /Key Maker/ }).click();
  await page.getByRole('button', { name: 'API keys' }).click();
  await expect(dialog.getByTestId('api-key-row')).toContainText('Last used');
  await expect(dialog.getByTestId('new-api-key')).toHaveCount(0);
  await expect(dialog).not.toContainText(key);

  // The console on /api-tests sends it too, and the status table's read-only calls all pass.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.goto('/api-tests');
  await page.getByLabel('API key').fill(key);
  await page.getByLabel('Operation').selectOption({ label: 'GET /api/v1/surveys' });
  await page.getByRole('button', { name: 'Send request' }).click();
  const result = page.getByTestId('console-result');
  await expect(result).toContainText('GET /api/v1/surveys');
  await expect(result).toContainText('200 OK');
  await expect(result).toContainText('"surveys": []');
  const table = page.getByTestId('status-table');
  await expect(table.getByRole('cell', { name: /^Pass \d{3}$/ })).toHaveCount(8);
  await expect(table).not.toContainText('Fail');

  await page.goto('/');
  await page.getByRole('button', { name: /Key Maker/ }).click();
  await page.getByRole('button', { name: 'API keys' }).click();
  page.once('dialog', (confirm) => void confirm.accept());
  await dialog.getByRole('button', { name: 'Revoke the key E2E script' }).click();
  await expect(dialog.getByTestId('api-key-row')).toContainText('Revoked');

  const refused = await request.get('/api/v1/analyses', { headers: auth });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ success: false, code: 'INVALID_API_KEY' });
});
