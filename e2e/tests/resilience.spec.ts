import { expect, test } from '@playwright/test';

const CONTENT_ORIGIN = 'http://localhost:3005';

test('a remote that is down takes down only its own area', async ({ page }) => {
  await page.route(`${CONTENT_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/about');

  const panel = page.getByTestId('remote-unavailable');
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();

  // The shell's own parts keep working.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('The First Steep');

  // Other remotes' routes still work.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
});

test('retry loads the remote once it is back, without reloading the page', async ({ page }) => {
  let down = true;
  await page.route(`${CONTENT_ORIGIN}/**`, (route) =>
    down ? route.abort('connectionrefused') : route.continue(),
  );
  await page.goto('/privacy-policy');
  await expect(page.getByTestId('remote-unavailable')).toBeVisible({ timeout: 20_000 });

  down = false;
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible({
    timeout: 20_000,
  });
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
});

test('a remote that answers with a server error shows the panel, not a blank page', async ({ page }) => {
  await page.route(`${CONTENT_ORIGIN}/mf-manifest.json`, (route) =>
    route.fulfill({ status: 503, body: 'down' }),
  );
  await page.goto('/terms-of-service');
  await expect(page.getByTestId('remote-unavailable')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
