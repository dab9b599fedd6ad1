import { expect, test } from '@playwright/test';

const CANDIDATE = 'http://localhost:3105/mf-manifest.json';

test('a QA override loads a remote from another URL, persists across pages and resets', async ({ page }) => {
  const candidateRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('http://localhost:3105/')) candidateRequests.push(request.url());
  });

  await page.goto(`/about?mf.content=${encodeURIComponent(CANDIDATE)}`);
  const banner = page.getByTestId('qa-overrides-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('content');
  await expect(banner).toContainText(CANDIDATE);
  await expect(banner).toContainText('qa-candidate');
  await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
  expect(candidateRequests.some((url) => url.endsWith('remoteEntry.js'))).toBe(true);

  // Kept in localStorage: another page, without the parameter, still uses the candidate.
  candidateRequests.length = 0;
  await page.goto('/privacy-policy');
  await expect(page.getByTestId('qa-overrides-banner')).toContainText('qa-candidate');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  expect(candidateRequests.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Reset overrides' }).click();
  await expect(page.getByTestId('qa-overrides-banner')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('mf-overrides'))).toBeNull();
});

test('an override from a foreign origin is neither stored nor requested', async ({ page }) => {
  const foreign: string[] = [];
  await page.route('https://evil.example/**', (route) => {
    foreign.push(route.request().url());
    return route.fulfill({ body: 'window.__planted = true;', contentType: 'application/javascript' });
  });
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('QA override refused')) refusals.push(message.text());
  });
  for (const url of ['https://evil.example/mf-manifest.json', '//evil.example/mf-manifest.json']) {
    await page.goto(`/about?mf.content=${encodeURIComponent(url)}`);
    await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
  }
  await expect(page.getByTestId('qa-overrides-banner')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('mf-overrides'))).toBeNull();
  expect(foreign).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __planted?: boolean }).__planted)).toBeUndefined();
  expect(refusals).toHaveLength(2);
});

test('a stored override expires', async ({ page }) => {
  await page.goto(`/about?mf.content=${encodeURIComponent(CANDIDATE)}`);
  await expect(page.getByTestId('qa-overrides-banner')).toContainText('qa-candidate');
  // A day later, as the stored expiry says.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('mf-overrides') ?? '{}') as { expiresAt: number };
    localStorage.setItem('mf-overrides', JSON.stringify({ ...stored, expiresAt: Date.now() - 1 }));
  });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
  await expect(page.getByTestId('qa-overrides-banner')).toHaveCount(0);
});

test('an override for an unknown remote or a non-http URL is ignored', async ({ page }) => {
  await page.goto('/about?mf.nosuch=http://localhost:3105/mf-manifest.json&mf.content=javascript:alert(1)');
  await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
  await expect(page.getByTestId('qa-overrides-banner')).toHaveCount(0);
});
